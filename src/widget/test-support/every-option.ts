// One value for every wpwlOptions option COPYandPAY documents (the reference's "wpwlOptions
// (grouped)"): the widget accepts each without a warning, whether it acts on it or not (README,
// "wpwlOptions").
import type { WpwlOptions } from '../core/options';

const noop = () => {};

export const EVERY_OPTION: Required<WpwlOptions> = {
  // Presentation
  locale: 'en',
  style: 'card',
  labels: { cardHolder: 'Name on card' },
  errorMessages: { cvvError: 'Check the CVV' },
  showLabels: true,
  showPlaceholders: true,
  showCVVHint: true,
  autofocus: 'card.holder',
  spinner: { color: '#fff', lines: 12 },
  iframeStyles: 'color: #111',
  numberFormatting: true,
  useSummaryPage: false,
  inlineFlow: ['PAYPAL'],
  // Card
  requireCvv: true,
  allowEmptyCvv: false,
  maskCvv: true,
  allowEmptyCardHolderName: true,
  disableCardExpiryDateValidation: false,
  disableSubmitOnEnter: false,
  brandDetection: true,
  brandDetectionType: 'binlist',
  brandDetectionPriority: ['VISA', 'MASTER'],
  forceCardHolderEqualsBillingName: false,
  billingAddress: { country: 'AT', city: 'Vienna' },
  mandatoryBillingFields: { country: true, city: true },
  enableSAQACompliance: false,
  // Navigation and 3-D Secure
  paymentTarget: 'wpwl-target-frame',
  shopperResultTarget: '_self',
  threeDIframeSize: { width: '100%', height: '580px' },
  browser: { threeDChallengeWindow: 5 },
  // Registrations
  registrations: { requireCvv: true, hideInitialPaymentForms: false },
  showOneClickWidget: false,
  hideOtherPaymentButton: false,
  // Wallets
  applePay: { displayName: 'Shop', total: { label: 'Shop' } },
  googlePay: { gatewayMerchantId: 'shop', buttonColor: 'black' },
  amazonPay: { merchantId: 'shop' },
  paypal: { clientId: 'shop' },
  createCheckout: () => '',
  createCheckoutTimeout: 30_000,
  checkout: { amount: '12.50', currency: 'EUR' },
  // Callbacks
  onReady: noop,
  onError: noop,
  onBeforeSubmitCard: () => true,
  onBeforeSubmitOneClickCard: () => true,
  onBeforeSubmitDirectDebit: () => true,
  onBeforeSubmitOnlineTransfer: () => true,
  onBeforeSubmitVirtualAccount: () => true,
  onAfterSubmit: noop,
  onChangeBrand: noop,
  onDetectBrand: noop,
  onBlurCardNumber: noop,
  onBlurSecurityCode: noop,
  onBlurCardHolder: noop,
  onBlurExpiryDate: noop,
  onReadyIframeCommunication: noop,
  onFocusIframeCommunication: noop,
  onBlurIframeCommunication: noop,
  onLoadThreeDIframe: noop,
  onLightboxCancel: noop,
};
