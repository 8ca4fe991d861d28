// What the request log keeps of the parameters a request sent: secrets left out (not even their
// names), card numbers masked, holders' names reduced to initials, card-number-like runs masked
// anywhere. Two ways in, one result: the parameters as an object (./logged-entry.ts stores them as
// JSON), or the form text they were read from, masked where it must be and otherwise kept as sent
// (cheaper: most values are copied, not decoded, and nothing is serialised again).
import { CATALOGUE } from '../../spec/catalogue/index';
import { maskValue } from '../../spec/mask';
import { decode, parseFormBody } from '../http/form-body';

const LONGEST_VALUE = 2048;
const MOST_PARAMETERS = 500;

// Names the catalogue does not know but that look like a secret: never stored, whatever they hold.
const SECRET_NAME =
  /cvv|cvc|cv2|password|passwd|secret|pin\b|\bpin|token|cryptogram|authorization|(^|\.)key$/i;

type Treatment = 'secret' | 'pan' | 'holder' | 'id' | 'text';

// Parameters that carry an id the gateway made (the widget script's checkout, a stored card's
// registration): kept whole when the value has an id's shape, as the answers' ids and the paths'
// id segments are, though a random hex id holds a run of 12 digits about one time in 14.
const GATEWAY_ID_PARAMETER = /^(checkoutId|registrationId|registrations\[\d{1,3}\]\.id)$/;
const GATEWAY_ID_VALUE = /^(?=.*[A-Za-z])[A-Za-z0-9.-]{32,48}$/;

// An account holder's name: personal data the store keeps sealed elsewhere (registrations), so the
// log keeps each word's first letter only, in the parameters and wherever the answer echoes it.
const HOLDER_NAME = /(^|\.)holder$/i;

/** "Jane Doe" → "J*** D**". */
export const maskHolder = (name: string): string =>
  name.replace(/\S+/g, (word) => `${word[0]}${'*'.repeat(word.length - 1)}`);
const treatments = new Map<string, Treatment>();

export function treatmentOf(name: string): Treatment {
  let treatment = treatments.get(name);
  if (treatment === undefined) {
    const sensitive = CATALOGUE.find(name)?.spec.sensitive;
    treatment = GATEWAY_ID_PARAMETER.test(name)
      ? 'id'
      : sensitive === 'secret' || (!sensitive && SECRET_NAME.test(name))
        ? 'secret'
        : (sensitive ?? (HOLDER_NAME.test(name) ? 'holder' : 'text'));
    if (treatments.size >= 20_000) treatments.clear();
    treatments.set(name, treatment);
  }
  return treatment;
}

/**
 * Could the text (from `from` to `to`) hold a card number (12 digits or more)? Most parameters have
 * a few digits at most: counting them costs less than the masking's regular expression, run only
 * when this says so. (On form text still encoded it counts at least the digits of the decoded
 * text: a digit sent as %3X adds two.)
 */
function mayHoldPan(text: string, from = 0, to = text.length): boolean {
  let digits = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57 && ++digits >= 12) return true;
  }
  return false;
}

export const masked = (text: string): string => (mayHoldPan(text) ? maskValue(text) : text);

/**
 * A parameter's value as the log keeps it: none for a secret (CVV, password, token, PIN…: not even
 * its name is kept), a card number or IBAN as the gateway masks it (bin and last 4), and any other
 * value with card-number-like runs masked (a PAN pasted into a free-text field).
 */
export function loggedValue(name: string, value: string): string | undefined {
  const treatment = treatmentOf(name);
  if (treatment === 'secret') return undefined;
  if (treatment === 'pan') return maskValue(value, 'pan');
  if (treatment === 'holder') return maskHolder(value.slice(0, LONGEST_VALUE));
  if (treatment === 'id' && GATEWAY_ID_VALUE.test(value)) return value;
  return masked(value.length > LONGEST_VALUE ? value.slice(0, LONGEST_VALUE) : value);
}

/** Every parameter the log keeps, its name masked too (a PAN sent as a name); secrets left out. */
export function loggedParameters(params: Readonly<Record<string, string>>): Record<string, string> {
  // Without a prototype: `__proto__` is a name sent like any other.
  const out = Object.create(null) as Record<string, string>;
  let n = 0;
  for (const name in params) {
    if (++n > MOST_PARAMETERS) break;
    const value = params[name];
    const kept = typeof value === 'string' ? loggedValue(name, value) : undefined;
    if (kept !== undefined) out[masked(name)] = kept;
  }
  return out;
}

/** The holders' names among the parameters (the answer may echo them: masked there too). */
export function holdersOf(params: Readonly<Record<string, string>>): string[] {
  const holders: string[] = [];
  for (const name in params) {
    const value = params[name];
    if (value && value.trim() !== '' && treatmentOf(name) === 'holder') holders.push(value);
  }
  return holders;
}

/** The parameters of a form text, every one, in the order sent. */
export const formParameters = (form: string): Record<string, string> =>
  Object.fromEntries(Object.entries(parseFormBody(form, Number.MAX_SAFE_INTEGER).params));

/** What the log keeps of parameters that came as form text. */
export interface LoggedForm {
  /**
   * The kept parameters as form text, starting with `&` (which tells it from the JSON of
   * loggedParameters; a form's reader skips the empty pair). Read back by formParameters, it is
   * loggedParameters of the form's parameters.
   */
  text: string;
  /** The holders' names sent, decoded. */
  holders: string[];
  merchantTransactionId: string | undefined;
}

// Each name as sent (still encoded), decoded and judged once: null when the form takes the general
// way (a name that cannot be read, or that the log would mask: a card number sent as a name).
const formNames = new Map<string, { name: string; treatment: Treatment } | null>();

function formNameOf(raw: string): { name: string; treatment: Treatment } | null {
  let known = formNames.get(raw);
  if (known === undefined) {
    const name = decode(raw);
    known =
      name === undefined || name === '' || mayHoldPan(name) ? null : { name, treatment: treatmentOf(name) };
    if (formNames.size >= 20_000) formNames.clear();
    formNames.set(raw, known);
  }
  return known;
}

/**
 * The parameters of a form text that was read without an issue, as the log keeps them: the text as
 * sent wherever nothing needs masking, secrets cut out, the other pairs decoded, masked and encoded
 * again. Undefined when the text takes the general way (parse it, then loggedParameters): more
 * pairs than the log keeps, or a name or value it cannot handle here. Reads the text once, and
 * copies it in runs between the pairs it changes.
 */
export function loggedForm(form: string): LoggedForm | undefined {
  const holders: string[] = [];
  let merchantTransactionId: string | undefined;
  // The kept text so far; form[copied, start) is kept as sent and not yet added to it.
  let kept = '&';
  let copied = 0;
  let pairs = 0;
  for (let start = 0; start < form.length; ) {
    let end = form.indexOf('&', start);
    if (end === -1) end = form.length;
    if (end > start) {
      if (++pairs > MOST_PARAMETERS) return undefined;
      let eq = form.indexOf('=', start);
      if (eq === -1 || eq > end) eq = end;
      const known = formNameOf(form.slice(start, eq));
      if (known === null) return undefined;
      const { name, treatment } = known;
      if (treatment === 'secret') {
        kept += form.slice(copied, start);
        copied = end + 1;
      } else if (
        // Fewer than 12 digits as sent: fewer decoded, nothing to mask; short enough: nothing to cut.
        treatment !== 'text' ||
        end - eq > LONGEST_VALUE ||
        mayHoldPan(form, eq + 1, end) ||
        name === 'merchantTransactionId'
      ) {
        const value = decode(eq === end ? '' : form.slice(eq + 1, end));
        if (value === undefined) return undefined;
        if (name === 'merchantTransactionId') merchantTransactionId ??= value;
        if (treatment === 'holder' && value.trim() !== '') holders.push(value);
        const logged = loggedValue(name, value) ?? '';
        if (logged !== value) {
          try {
            kept += `${form.slice(copied, start)}${form.slice(start, eq)}=${encodeURIComponent(logged)}`;
          } catch {
            // A lone surrogate (an initial cut from an emoji): the general way stores it as JSON can.
            return undefined;
          }
          copied = end;
        }
      }
    }
    start = end + 1;
  }
  kept += form.slice(copied);
  return { text: kept, holders, merchantTransactionId };
}
