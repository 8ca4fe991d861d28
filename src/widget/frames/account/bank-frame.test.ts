// @vitest-environment happy-dom
// The bank frame speaks the language the gateway wrote into its page.
import { afterEach, describe, expect, it } from 'vitest';
import { he } from '../../../spec/i18n/locales/he';
import type { PageLink } from '../common/page-link';
import { renderBankFrame } from './bank-frame';

afterEach(() => {
  document.body.replaceChildren();
  delete document.body.dataset.texts;
});

describe('the bank frame', () => {
  it('takes its labels and mandate from body[data-texts]; IBAN and BIC stay left to right', () => {
    document.body.dataset.texts = JSON.stringify(he.bank);
    renderBankFrame(document, undefined, {} as PageLink);
    expect(document.querySelector('label[for="accountHolder"]')?.textContent).toBe('בעל החשבון');
    expect(document.querySelector('.wpwl-mandate')?.textContent).toBe(he.bank.mandate);
    expect(document.querySelector<HTMLInputElement>('#accountIban')?.dir).toBe('ltr');
    expect(document.querySelector<HTMLInputElement>('#accountHolder')?.dir).toBe('');
  });
});
