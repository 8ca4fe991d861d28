// Messages between the merchant page (../shared/secure-fields-client.ts) and the gateway-origin
// iframes (../frames). Nothing in here may ever carry a card number or a CVV: the page side
// only learns brand, validity and focus state.
//
// Rules both sides follow:
// - postMessage always names the exact target origin (never '*');
// - a receiver checks event.origin against the one origin it expects and event.source against the
//   one window it talks to, then checks the shape with the guards in guards.ts;
// - every message carries the per-instance random `key` that the page generated and handed to the
//   iframe in its `init` message; the iframe accepts exactly one `init` and ignores everything whose
//   key differs afterwards. The key lives only in the widget's closure, never in the DOM or a URL.

export const PROTOCOL = 'wpwl-secure-field/1';

/**
 * The card fields in gateway frames: number and CVV always; expiry and holder too with
 * wpwlOptions.enableSAQACompliance.
 */
export type SecureFieldName = 'cardNumber' | 'cvv' | 'expiry' | 'cardHolder';
/**
 * Every field that lives in a gateway-origin iframe: the card's two, the bank form's account
 * (holder, IBAN, BIC) and the stored details of a one-click checkout (with their CVV).
 */
export type FieldName = SecureFieldName | 'accountIban' | 'registrations';

/**
 * Non-sensitive values the page sends to the iframe that posts the payment: the card-number frame
 * (holder and expiry, unless they are in frames of their own), the IBAN frame (holder, BIC) or the
 * one-click CVV frame (registrationId).
 */
export interface SubmitFields {
  'card.holder'?: string;
  'card.expiryMonth'?: string;
  'card.expiryYear'?: string;
  paymentBrand?: string;
  /** customer.browser.*, customParameters[SHOPPER_*] and other page-side fields, already flat. */
  [name: string]: string | undefined;
}

export interface FieldStyle {
  /** CSS declarations applied to the iframe's input: the page fields' font and colours, then
   * wpwlOptions.iframeStyles; sanitised inside. */
  css?: string;
  /** The same for the input's placeholder (iframeStyles' object form). */
  placeholderCss?: string;
  placeholder?: string;
  /** Accessible name of the input inside the iframe. */
  label: string;
  /** wpwlOptions.maskCvv: the CVV input is a password input. */
  mask?: boolean;
  /** wpwlOptions.numberFormatting false: the card number without gaps. */
  plain?: boolean;
  /** wpwlOptions.disableCardExpiryDateValidation: the expiry frame checks the format alone. */
  anyDate?: boolean;
}

// page -> iframe
export type PageToFrame =
  | { protocol: typeof PROTOCOL; type: 'init'; key: string; style: FieldStyle; autofocus?: boolean }
  | { protocol: typeof PROTOCOL; type: 'brand'; key: string; brand: string | null } // to the cvv frame
  | { protocol: typeof PROTOCOL; type: 'focus'; key: string }
  | { protocol: typeof PROTOCOL; type: 'validate'; key: string }
  /** `message` becomes the accessible description of the input while invalid ('' when valid). */
  | { protocol: typeof PROTOCOL; type: 'setInvalid'; key: string; invalid: boolean; message: string }
  | { protocol: typeof PROTOCOL; type: 'submit'; key: string; fields: SubmitFields; requestId: string };

export interface FieldState {
  empty: boolean;
  valid: boolean;
  /** true when the value can still become valid by typing more (no error shown while typing). */
  potentiallyValid: boolean;
  focused: boolean;
}

/** What the gateway answered to the payment, minus anything sensitive. */
export interface SubmitOutcome {
  httpStatus: number;
  /** The JSON body the gateway returned for POST /v1/checkouts/{id}/payment. */
  body: {
    id?: string;
    result: {
      code: string;
      description: string;
      parameterErrors?: Array<{ name: string; value?: string; message: string }>;
    };
    redirect?: PaymentRedirect;
    [member: string]: unknown;
  };
}

export interface PaymentRedirect {
  url: string;
  method?: string;
  parameters: Array<{ name: string; value: string }>;
}

/**
 * Why the card-number frame did not post the payment: the card data failed its own check,
 * a frame it needs the value of (cvv; expiry and holder when framed) did not answer, the request
 * failed, the answer was not gateway JSON, or a frame saw a second init (someone else tried to
 * take it over) and now refuses to pay for anyone.
 */
export type SubmitFailure = 'invalid' | 'unavailable' | 'network' | 'badResponse' | 'refused';

// iframe -> page
export type FrameToPage =
  | { protocol: typeof PROTOCOL; type: 'ready'; key: string; field: FieldName }
  | { protocol: typeof PROTOCOL; type: 'state'; key: string; field: FieldName; state: FieldState }
  | { protocol: typeof PROTOCOL; type: 'brand'; key: string; brand: string | null; brands: string[] }
  | { protocol: typeof PROTOCOL; type: 'blur'; key: string; field: FieldName; valid: boolean }
  | { protocol: typeof PROTOCOL; type: 'submitEnter'; key: string; field: FieldName }
  /** Answer to `validate`: the same as `state`, sent on request. */
  | { protocol: typeof PROTOCOL; type: 'validated'; key: string; field: FieldName; state: FieldState }
  | { protocol: typeof PROTOCOL; type: 'submitted'; key: string; requestId: string; outcome: SubmitOutcome }
  /** The bank frame's content height in CSS pixels: the page sizes the iframe to it. */
  | { protocol: typeof PROTOCOL; type: 'resize'; key: string; height: number }
  | {
      protocol: typeof PROTOCOL;
      type: 'submitFailed';
      key: string;
      requestId: string;
      reason: SubmitFailure;
    };

// Between the card iframes (same gateway origin) over a BroadcastChannel named channelName(key):
// when it submits, the card-number frame asks the others for their values (the CVV; with
// enableSAQACompliance the expiry and the holder too), each answers with the payment parameters
// it holds; a frame that saw a second init answers `refused` instead.
export type FrameToFrame =
  | { type: 'valueRequest'; requestId: string }
  | {
      type: 'value';
      requestId: string;
      field: SecureFieldName;
      /** card.cvv, card.expiryMonth + card.expiryYear, or card.holder ('' for none). */
      params: Record<string, string>;
      valid: boolean;
      empty: boolean;
    }
  | { type: 'refused'; requestId: string };

export const channelName = (key: string): string => `wpwl-secure-field-${key}`;

/** A message without the envelope both sides add when sending. */
export type Body<M> = M extends unknown ? Omit<M, 'protocol' | 'key'> : never;

export function isProtocolMessage(data: unknown): data is { protocol: string; type: string; key: string } {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  return m.protocol === PROTOCOL && typeof m.type === 'string' && typeof m.key === 'string';
}
