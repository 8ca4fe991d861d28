// A timeline event's title in each of the inspector's languages: every sentence the gateway names
// has its label, filled with the event's values, codes among them said in words.
import { describe, expect, it } from 'vitest';
import { en } from './i18n/inspector/en';
import { INSPECTOR_CATALOGUES } from './i18n/inspector/locales';
import { TIMELINE_TITLES, timelineTitle } from './timeline-title';

const VALUES = {
  amount: '12.50',
  currency: 'EUR',
  type: 'PA',
  action: 'CREATED',
  attempt: '2',
  outcome: 'HTTP 500',
  ms: '31',
  authentication: 'Y',
  decision: 'approve',
  description: 'Request successfully processed',
};

describe('timelineTitle', () => {
  it.each(Object.keys(INSPECTOR_CATALOGUES))('says every sentence in %s, each value filled in', (code) => {
    const texts = INSPECTOR_CATALOGUES[code]!.texts;
    for (const key of TIMELINE_TITLES) {
      const title = timelineTitle(texts, key, VALUES);
      expect(title, `${code} ${key}`).toBeDefined();
      expect(title, `${code} ${key}`).not.toMatch(/[{}]/);
    }
  });

  it('says in English what the gateway’s titles always said', () => {
    expect(timelineTitle(en, 'payment', VALUES)).toBe('Payment PA 12.50 EUR');
    expect(timelineTitle(en, 'webhookSent', VALUES)).toBe(
      'Webhook PA CREATED sent (attempt 2): HTTP 500 in 31 ms',
    );
    expect(timelineTitle(en, 'threeDSChallenge', VALUES)).toBe(
      '3-D Secure completed after a challenge: authenticated',
    );
    expect(timelineTitle(en, 'providerReturned', { decision: 'cancel' })).toBe(
      'Shopper returned from the provider’s page: cancelled',
    );
  });

  it('says codes in the language’s words, and a code it has no word for as it is', () => {
    const { de } = INSPECTOR_CATALOGUES;
    expect(timelineTitle(de!.texts, 'threeDSFrictionless', { authentication: 'N' })).toBe(
      '3-D Secure ohne Challenge abgeschlossen: nicht authentifiziert',
    );
    expect(timelineTitle(de!.texts, 'providerReturned', { decision: 'approve' })).toBe(
      'Käufer von der Seite des Anbieters zurückgekehrt: genehmigt',
    );
    expect(timelineTitle(en, 'threeDSFrictionless', { authentication: 'X' })).toBe(
      '3-D Secure completed without a challenge: X',
    );
  });

  it('leaves out an empty value, and knows no sentence the labels do not have', () => {
    expect(timelineTitle(en, 'checkoutCreated', { amount: '', currency: '' })).toBe('Checkout created');
    expect(timelineTitle(en, 'webhookUnanswered', { ...VALUES, action: '' })).toBe(
      'Webhook PA sent (attempt 2): no answer in 31 ms',
    );
    expect(timelineTitle(en, 'somethingNew', VALUES)).toBeUndefined();
    expect(timelineTitle(en, undefined, VALUES)).toBeUndefined();
    expect(timelineTitle(en, 'constructor')).toBeUndefined();
  });
});
