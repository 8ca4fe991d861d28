// The public options object (window.wpwlOptions) and its normalisation: defaults, type checks and
// one console.warn per unknown or ill-typed option.

import type { FrameSize, WpwlOptions } from '../../spec/widget-api';

export type {
  AutofocusTarget,
  FrameSize,
  WidgetErrorName,
  WidgetStyle,
  WpwlError,
  WpwlOptions,
} from '../../spec/widget-api';

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
  style: oneOf('card', 'plain', 'logos', 'none'),
  labels: isObject,
  errorMessages: isObject,
  showLabels: isBoolean,
  showPlaceholders: isBoolean,
  autofocus: oneOf('card.number', 'card.holder', 'card.expiry', 'card.cvv'),
  requireCvv: isBoolean,
  allowEmptyCardHolderName: isBoolean,
  brandDetection: isBoolean,
  brandDetectionPriority: Array.isArray,
  iframeStyles: (v) => isString(v) || isObject(v),
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
