// The public options object (window.wpwlOptions) and its normalisation: defaults, type checks and
// one console.warn per unknown or ill-typed option.

import { hasOwn, isBoolean, isObject, isString } from '../../spec/type-guards';
import type { WpwlOptions } from '../../spec/widget-api';

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

const isFunction = (v: unknown): boolean => typeof v === 'function';
const oneOf =
  (...values: string[]) =>
  (v: unknown): boolean =>
    values.includes(v as string);

type Check = (v: unknown) => boolean;

// Most options need only a type check: word lists by type, because the bundle is tight. The
// README's options table says what each one does (or why it is accepted without effect).
const BY_TYPE: Array<[string, Check]> = [
  [
    'showLabels showPlaceholders requireCvv allowEmptyCardHolderName brandDetection maskCvv showCVVHint numberFormatting allowEmptyCvv disableSubmitOnEnter disableCardExpiryDateValidation useSummaryPage enableSAQACompliance forceCardHolderEqualsBillingName showOneClickWidget hideOtherPaymentButton',
    isBoolean,
  ],
  [
    'onReady onBeforeSubmitCard onChangeBrand onError onLoadThreeDIframe onBeforeSubmitOnlineTransfer onBeforeSubmitVirtualAccount onBeforeSubmitDirectDebit onBeforeSubmitOneClickCard createCheckout onAfterSubmit onDetectBrand onBlurCardNumber onBlurSecurityCode onBlurCardHolder onBlurExpiryDate onReadyIframeCommunication onFocusIframeCommunication onBlurIframeCommunication onLightboxCancel',
    isFunction,
  ],
  [
    'labels errorMessages browser registrations checkout applePay googlePay amazonPay paypal billingAddress mandatoryBillingFields spinner',
    isObject,
  ],
  ['locale shopperResultTarget', isString],
  ['brandDetectionPriority inlineFlow', Array.isArray],
];

const CHECKS: Record<string, Check> = {
  ...Object.fromEntries(BY_TYPE.flatMap(([words, check]) => words.split(' ').map((name) => [name, check]))),
  style: oneOf('card', 'plain', 'logos', 'none'),
  iframeStyles: (v) => isString(v) || isObject(v),
  autofocus: oneOf('card.number', 'card.holder', 'card.expiry', 'card.cvv'),
  brandDetectionType: oneOf('regex', 'binlist'),
  paymentTarget: (v) => isString(v) && /^[\w-]{1,64}$/.test(v),
  threeDIframeSize: (v) => isObject(v) && isString(v.width) && isString(v.height),
  createCheckoutTimeout: (v) => Number.isInteger(v) && (v as number) > 0,
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
    const check = hasOwn(CHECKS, name) ? CHECKS[name] : null;
    if (!check) warn(`wpwl: unknown option "${name}" ignored`);
    else if (value === undefined) continue;
    else if (!check(value)) warn(`wpwl: option "${name}" has an invalid value; ignored`);
    else resolved[name] = value;
  }
  return resolved as ResolvedOptions;
}
