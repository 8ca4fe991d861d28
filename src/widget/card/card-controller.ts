// One card form: its state, its secure-field iframes (number and CVV; expiry and holder too with
// enableSAQACompliance) and the reactions to what they report. It starts before the checkout, the
// texts and the stylesheet have arrived, so that the iframes load meanwhile; open() brings the
// checkout, and the frames get their init then.
import { effect, signal } from '@preact/signals-core';
import { preferredBrand } from '../../spec/brands';
import { formatExpiryInput } from '../../spec/card-fields';
import type { WidgetContext } from '../core/context';
import { callMerchant } from '../core/errors';
import type { AutofocusTarget } from '../core/options';
import type { FrameToPage } from '../frame-protocol/protocol';
import { type PayAmount, payLabel } from '../shared/form-parts';
import { createSecureFieldsClient, frameLocale } from '../shared/secure-fields-client';
import { CARD_FIELDS, type CardField, createCardState } from './card-state';
import { createCardSubmit } from './card-submit';
import { applyPhase, type CardRules } from './card-validation';

export interface CardFormInput {
  ctx: WidgetContext;
  merchantForm: HTMLFormElement;
  acceptedBrands: readonly string[];
  /** Hides every payment form of the mount while a redirect shows in the in-page iframe. */
  hideForms(): void;
}

/** What the card form shows of the checkout. */
export interface CardCheckout extends PayAmount {
  /** 'optional': the checkout lets the shopper store the card (a checkbox). */
  registration?: 'only' | 'optional';
}

const AUTOFOCUS: Record<AutofocusTarget, CardField> = {
  'card.number': 'cardNumber',
  'card.holder': 'cardHolder',
  'card.expiry': 'expiry',
  'card.cvv': 'cvv',
};

/** The key of a field's label and placeholder texts. */
export const textKey = (field: CardField) => (field === 'expiry' ? 'expiryDate' : field);

/** wpwlOptions.onBlur* of each field; each gets whether the field is valid. */
const BLUR_HOOK = {
  cardNumber: 'onBlurCardNumber',
  cvv: 'onBlurSecurityCode',
  cardHolder: 'onBlurCardHolder',
  expiry: 'onBlurExpiryDate',
} as const;

let instances = 0;

export type CardController = ReturnType<typeof createCardController>;

export function createCardController({ ctx, merchantForm, acceptedBrands, hideForms }: CardFormInput) {
  const { options } = ctx;
  // Read when used: the texts arrive after the form has started.
  const m = () => ctx.texts.errorMessages;
  const texts = () => ctx.texts;
  const checkout = signal<CardCheckout | null>(null);
  // The ready gate learns of the frames at open(): before it, none can be ready (no init yet).
  let frameReady = () => {};
  const rules: CardRules = {
    ...options,
    acceptedBrands,
    // The holder becomes the billing name: it cannot stay empty then.
    allowEmptyCardHolderName: options.allowEmptyCardHolderName && !options.forceCardHolderEqualsBillingName,
  };
  const s = createCardState(options.brandDetection, acceptedBrands);
  const idPrefix = `wpwl${++instances}`;
  let formElement: HTMLFormElement | null = null;
  const focusTarget = options.autofocus && AUTOFOCUS[options.autofocus];

  // The fields in gateway frames: with enableSAQACompliance every one, else number and CVV.
  const framed = options.enableSAQACompliance ? CARD_FIELDS : (['cardNumber', 'cvv'] as const);
  const client = createSecureFieldsClient({
    fields: framed,
    gatewayOrigin: ctx.gatewayOrigin,
    checkoutId: ctx.checkoutId,
    locale: frameLocale(options.locale),
    win: ctx.win,
    autofocus: focusTarget,
    deferInit: true,
    style: (field) => ({
      label: texts().labels[textKey(field)],
      placeholder: options.showPlaceholders ? texts().placeholders[textKey(field)] : undefined,
      mask: options.maskCvv,
      plain: options.numberFormatting === false,
      anyDate: options.disableCardExpiryDateValidation,
    }),
    iframeStyles: options.iframeStyles,
    onMessage: frameMessage,
    onReady: () => frameReady(),
    onReadyTimeout() {
      s.message.value = m().fieldsUnavailable;
      ctx.reportError('PciIframeCommunicationError', 'The secure card fields did not become ready in time');
    },
  });

  /** A framed field is asked to focus its input; a page input is focused. */
  function focusField(field: CardField): void {
    if (!client.send(field, { type: 'focus' }))
      formElement?.querySelector<HTMLElement>(`input.wpwl-control-${field}`)?.focus();
  }

  const submitter = createCardSubmit({
    ctx,
    state: s,
    rules,
    client,
    merchantForm,
    form: () => formElement,
    focusField,
    hideForms,
  });

  const iframes: Partial<Record<CardField, HTMLIFrameElement | null>> = {};
  /** The iframe-communication hooks: `this` is the field's iframe. */
  const frameHook = (field: CardField, event: 'Ready' | 'Focus' | 'Blur'): void => {
    const iframe = iframes[field];
    if (iframe) callMerchant(options[`on${event}IframeCommunication`], iframe);
  };

  /** Stable ref and load handlers per framed field, so re-renders never re-attach the iframes. */
  const frameRef = {} as Record<CardField, (iframe: HTMLIFrameElement | null) => void>;
  const frameLoaded = {} as Record<CardField, () => void>;
  for (const field of framed) {
    frameRef[field] = (iframe) => {
      iframes[field] = iframe;
      client.attach(field, iframe);
    };
    frameLoaded[field] = () => client.loaded(field);
  }

  function blurred(field: CardField): void {
    callMerchant(options[BLUR_HOOK[field]], undefined, applyPhase(field, 'blur', s, rules, m()));
  }

  function frameMessage(message: FrameToPage, field: CardField): void {
    switch (message.type) {
      case 'ready':
        s.ready[field].value = true;
        frameHook(field, 'Ready');
        break;
      case 'state':
      case 'validated': {
        const { focused } = message.state;
        const focusChange = focused !== s.frames[field].peek().focused;
        s.frames[field].value = message.state;
        // A focus change is no input: an error the gateway reported stays until the shopper types
        // (the page focuses the field it is on, and the frame reports that).
        if (!focusChange) applyPhase(field, 'input', s, rules, m());
        else if (focused) frameHook(field, 'Focus');
        break;
      }
      case 'blur':
        blurred(field);
        frameHook(field, 'Blur');
        break;
      case 'brand':
        if (field !== 'cardNumber') break;
        // A co-badged card (mada and VISA) takes the first of its brands this form offers, in the
        // merchant's brandDetectionPriority order where it lists them.
        s.detectedBrand.value =
          preferredBrand(message.brands, acceptedBrands, options.brandDetectionPriority) ?? null;
        applyPhase(field, 'input', s, rules, m());
        callMerchant(options.onDetectBrand, undefined, message.brands, s.brand.peek());
        break;
      case 'submitEnter':
        if (!options.disableSubmitOnEnter) submitter.submit();
        break;
      case 'submitted':
        if (field === 'cardNumber') submitter.submitted(message.requestId, message.outcome);
        break;
      case 'submitFailed':
        if (field === 'cardNumber') submitter.submitFailed(message.requestId, message.reason);
        break;
    }
  }

  let previousBrand = s.brand.peek();
  const disposers = [
    // The iframes show the page's error state on their own input (aria-invalid + description).
    ...framed.map((field) =>
      effect(() => {
        const text = s.errors[field].value;
        if (s.ready[field].value) client.send(field, { type: 'setInvalid', invalid: !!text, message: text });
      }),
    ),
    effect(() => {
      const brand = s.brand.value;
      if (s.ready.cvv.value) client.send('cvv', { type: 'brand', brand });
      if (brand !== previousBrand) {
        previousBrand = brand;
        callMerchant(options.onChangeBrand, undefined, brand);
      }
    }),
  ];

  return {
    state: s,
    rules,
    get texts() {
      return ctx.texts;
    },
    options,
    client,
    origin: ctx.gatewayOrigin,
    ids: (part: string) => `${idPrefix}-${part}`,
    frameRef,
    frameLoaded,
    // Read in the render: the form renders again when the checkout arrives.
    get submitLabel() {
      const found = checkout.value;
      return found ? payLabel(ctx, found) : ' ';
    },
    get storable() {
      return checkout.value?.registration === 'optional';
    },
    setForm(element: HTMLFormElement | null): void {
      formElement = element;
    },
    /** The checkout, the texts and the stylesheet are there, and the form shows: the frames get init. */
    open(found: CardCheckout): void {
      checkout.value = found;
      frameReady = ctx.ready.expect();
      client.start();
      // A framed field takes the focus when its frame starts (init's autofocus).
      if (focusTarget) focusField(focusTarget);
    },
    holderInput(value: string): void {
      s.holder.value = value;
      applyPhase('cardHolder', 'input', s, rules, m());
    },
    /** Returns the reformatted value for the input to show. */
    expiryInput(raw: string, deleting: boolean): string {
      s.expiry.value = formatExpiryInput(raw, deleting);
      applyPhase('expiry', 'input', s, rules, m());
      return s.expiry.peek();
    },
    blur: blurred,
    chooseBrand(brand: string): void {
      s.chosenBrand.value = brand;
      // A refusal of the number for the brand chosen before (100.100.700) is stale now.
      applyPhase('cardNumber', 'input', s, rules, m());
    },
    focusField,
    submit: submitter.submit,
    destroy(): void {
      submitter.destroy();
      client.destroy();
      for (const dispose of disposers) dispose();
    },
  };
}
