// The public options object (window.wpwlOptions) and its normalisation: defaults, type checks and
// one console.warn per unknown or ill-typed option.

import type { ErrorMessages, Labels } from '../spec/i18n/messages';
import type { WpwlError } from './errors';
import type { WalletOptions } from './wallets/wallet-options';

export type { WidgetErrorName, WpwlError } from './errors';

export type WidgetStyle = 'card' | 'plain' | 'none';

/** CSS lengths of the in-page 3-D Secure / provider iframe, e.g. {width: '100%', height: '580px'}. */
export interface FrameSize {
  width: string;
  height: string;
}
export type AutofocusTarget = 'card.number' | 'card.holder' | 'card.expiry' | 'card.cvv';

export interface WpwlOptions extends WalletOptions {
  /** ISO 639-1 language, optionally with a region ('de-AT'); default 'en'. */
  locale?: string;
  style?: WidgetStyle;
  labels?: Partial<Labels>;
  errorMessages?: Partial<ErrorMessages>;
  showLabels?: boolean;
  showPlaceholders?: boolean;
  autofocus?: AutofocusTarget;
  requireCvv?: boolean;
  /** Default true: the holder may stay empty (it is checked when given); false makes it required. */
  allowEmptyCardHolderName?: boolean;
  /** When false the shopper picks the brand from a list instead of it being detected. */
  brandDetection?: boolean;
  /** CSS declarations for the inputs inside the card-number and CVV iframes (no url()). */
  iframeStyles?: string;
  onReady?: () => void;
  /** `this` is the card form; returning false cancels the submit. */
  onBeforeSubmitCard?: (this: HTMLFormElement) => unknown;
  onChangeBrand?: (brand: string | null) => void;
  onError?: (error: WpwlError) => void;
  /**
   * Where redirects (3-D Secure, online transfer, virtual account) open: by default an in-page
   * iframe (`iframe.wpwl-target`); '_top' or a frame name makes that window navigate instead.
   */
  paymentTarget?: string;
  /** Size of the in-page iframe; default from the EMV challenge window (see browser). */
  threeDIframeSize?: FrameSize;
  /** `browser.threeDChallengeWindow`: EMV challenge window size 1 to 5 sent to the issuer. */
  browser?: { threeDChallengeWindow?: number };
  /** Called on each load of the in-page iframe; `this` is the iframe. */
  onLoadThreeDIframe?: (this: HTMLIFrameElement) => void;
  /** `this` is the form; returning false cancels the submit. */
  onBeforeSubmitOnlineTransfer?: (this: HTMLFormElement) => unknown;
  onBeforeSubmitVirtualAccount?: (this: HTMLFormElement) => unknown;
  /** The SEPA direct-debit form (`this` is the form; returning false cancels). */
  onBeforeSubmitDirectDebit?: (this: HTMLFormElement) => unknown;
  /** The stored-details (one-click) form. */
  onBeforeSubmitOneClickCard?: (this: HTMLFormElement) => unknown;
  /**
   * One-click checkouts: `requireCvv` asks for the stored card's CVV again (in a gateway iframe);
   * `hideInitialPaymentForms` shows only the stored details until the shopper picks another way.
   */
  registrations?: { requireCvv?: boolean; hideInitialPaymentForms?: boolean };
}

export type ResolvedOptions = Required<Pick<WpwlOptions, DefaultedKey>> & Omit<WpwlOptions, DefaultedKey>;

type DefaultedKey =
  | 'style'
  | 'showLabels'
  | 'showPlaceholders'
  | 'requireCvv'
  | 'allowEmptyCardHolderName'
  | 'brandDetection';

const DEFAULTS: Pick<ResolvedOptions, DefaultedKey> = {
  style: 'card',
  showLabels: true,
  showPlaceholders: true,
  requireCvv: true,
  allowEmptyCardHolderName: true,
  brandDetection: true,
};

const isString = (v: unknown): boolean => typeof v === 'string';
const isBoolean = (v: unknown): boolean => typeof v === 'boolean';
const isFunction = (v: unknown): boolean => typeof v === 'function';
const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf =
  (...values: string[]) =>
  (v: unknown): boolean =>
    values.includes(v as string);

const CHECKS: Record<keyof WpwlOptions, (v: unknown) => boolean> = {
  locale: isString,
  style: oneOf('card', 'plain', 'none'),
  labels: isObject,
  errorMessages: isObject,
  showLabels: isBoolean,
  showPlaceholders: isBoolean,
  autofocus: oneOf('card.number', 'card.holder', 'card.expiry', 'card.cvv'),
  requireCvv: isBoolean,
  allowEmptyCardHolderName: isBoolean,
  brandDetection: isBoolean,
  iframeStyles: isString,
  onReady: isFunction,
  onBeforeSubmitCard: isFunction,
  onChangeBrand: isFunction,
  onError: isFunction,
  paymentTarget: (v) => typeof v === 'string' && /^[\w-]{1,64}$/.test(v),
  threeDIframeSize: (v) =>
    isObject(v) && isString((v as FrameSize).width) && isString((v as FrameSize).height),
  browser: isObject,
  onLoadThreeDIframe: isFunction,
  onBeforeSubmitOnlineTransfer: isFunction,
  onBeforeSubmitVirtualAccount: isFunction,
  onBeforeSubmitDirectDebit: isFunction,
  onBeforeSubmitOneClickCard: isFunction,
  registrations: isObject,
  // Wallets and fast checkout (src/widget/wallets, src/widget/fast-checkout).
  createCheckout: isFunction,
  createCheckoutTimeout: (v) => Number.isInteger(v) && (v as number) > 0,
  checkout: isObject,
  inlineFlow: Array.isArray,
  applePay: isObject,
  googlePay: isObject,
  amazonPay: isObject,
  paypal: isObject,
};

export function resolveOptions(
  raw: unknown,
  warn: (message: string) => void = console.warn,
): ResolvedOptions {
  const resolved: Record<string, unknown> = { ...DEFAULTS };
  if (raw === undefined || raw === null) return resolved as ResolvedOptions;
  if (!isObject(raw)) {
    warn('wpwl: wpwlOptions must be an object; ignored');
    return resolved as ResolvedOptions;
  }
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const check = Object.hasOwn(CHECKS, name) ? CHECKS[name as keyof WpwlOptions] : null;
    if (!check) warn(`wpwl: unknown option "${name}" ignored`);
    else if (value === undefined) continue;
    else if (!check(value)) warn(`wpwl: option "${name}" has an invalid value; ignored`);
    else resolved[name] = value;
  }
  return resolved as ResolvedOptions;
}
