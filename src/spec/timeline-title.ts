// A timeline event's title in the inspector's language. The gateway answers each event with the
// sentence its title is (`titleKey`, the inspector's label `timeline<TitleKey>`) and the values
// that sentence is made of; it writes the English title from the same labels, so the page and the
// API's callers read the same words, and the page, in another language, that language's.
import type { InspectorTexts } from './i18n/inspector/en';

export const TIMELINE_TITLES = [
  'checkoutCreated',
  'widgetLoaded',
  'widgetCheckout',
  'paymentSubmitted',
  'paymentStatusRead',
  'registrationStatusRead',
  'checkoutUpdated',
  'threeDSStarted',
  'providerStarted',
  'threeDSError',
  'threeDSNotEnrolled',
  'threeDSCancelled',
  'threeDSChallenge',
  'threeDSFrictionless',
  'providerReturned',
  'threeDSEnded',
  'providerEnded',
  'payment',
  'captured',
  'refunded',
  'reversed',
  'chargedBack',
  'chargebackReversed',
  'webhookSent',
  'webhookUnanswered',
] as const;

export type TimelineTitleKey = (typeof TIMELINE_TITLES)[number];

// Each sentence has its label (typecheck fails here when one is missing).
type Missing = Exclude<`timeline${Capitalize<TimelineTitleKey>}`, keyof InspectorTexts>;
const everyTitleHasItsLabel: [Missing] extends [never] ? true : Missing = true;
void everyTitleHasItsLabel;

/**
 * Values that are codes (a 3-D Secure status `Y`, a shopper's decision `approve`), said in words by
 * the labels `<prefix><Code>`; a code without a label is shown as it is. Other values (amounts,
 * currencies, payment types, result descriptions, HTTP statuses) are the API's and stay as they are.
 */
const WORDS: Readonly<Record<string, string>> = {
  authentication: 'timelineAuthentication',
  decision: 'timelineDecision',
};

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The title in `texts`' language; undefined for a sentence the labels do not have. */
export function timelineTitle(
  texts: InspectorTexts,
  key: string | undefined,
  values: Readonly<Record<string, string>> = {},
): string | undefined {
  const labels = texts as unknown as Readonly<Record<string, unknown>>;
  const text = key ? labels[`timeline${capital(key)}`] : undefined;
  if (typeof text !== 'string') return undefined;
  return (
    text
      .replace(/\{(\w+)\}/g, (whole, name: string) => {
        const value = values[name];
        if (typeof value !== 'string') return whole;
        const word = WORDS[name] && labels[`${WORDS[name]}${capital(value)}`];
        return typeof word === 'string' ? word : value;
      })
      // A value left empty (a checkout without an amount, a notification without an action).
      .replace(/\s+/g, ' ')
      .trim()
  );
}
