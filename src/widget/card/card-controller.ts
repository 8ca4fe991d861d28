// One card form: its state, its two secure-field iframes and the reactions to what they report.
import { effect } from '@preact/signals-core';
import { preferredBrand } from '../../spec/brands';
import type { WidgetContext } from '../core/context';
import { callMerchant } from '../core/errors';
import type { AutofocusTarget } from '../core/options';
import type { FrameToPage, SecureFieldName } from '../frame-protocol/protocol';
import { payLabel } from '../shared/form-parts';
import { createSecureFieldsClient } from '../shared/secure-fields-client';
import { type CardField, createCardState } from './card-state';
import { createCardSubmit } from './card-submit';
import { applyPhase, type CardRules } from './card-validation';
import { formatExpiryInput } from './expiry';

export interface CardFormInput {
  ctx: WidgetContext;
  merchantForm: HTMLFormElement;
  acceptedBrands: readonly string[];
  amount: string;
  currency: string;
  /** Hides every payment form of the mount while a redirect shows in the in-page iframe. */
  hideForms(): void;
  /** 'optional': the checkout lets the shopper store the card (a checkbox). */
  registration?: 'only' | 'optional';
}

const AUTOFOCUS: Record<AutofocusTarget, CardField> = {
  'card.number': 'cardNumber',
  'card.holder': 'cardHolder',
  'card.expiry': 'expiry',
  'card.cvv': 'cvv',
};

let instances = 0;

export type CardController = ReturnType<typeof createCardController>;

export function createCardController({
  ctx,
  merchantForm,
  acceptedBrands,
  amount,
  currency,
  hideForms,
  registration,
}: CardFormInput) {
  const { options, texts } = ctx;
  const m = texts.errorMessages;
  const rules: CardRules = { ...options, acceptedBrands };
  const s = createCardState(options.brandDetection, acceptedBrands);
  const idPrefix = `wpwl${++instances}`;
  let formElement: HTMLFormElement | null = null;
  const focusTarget = options.autofocus && AUTOFOCUS[options.autofocus];

  const client = createSecureFieldsClient({
    gatewayOrigin: ctx.gatewayOrigin,
    checkoutId: ctx.checkoutId,
    locale: texts.locale,
    win: ctx.win,
    autofocus: focusTarget === 'cardNumber' || focusTarget === 'cvv' ? focusTarget : undefined,
    style: (field) => ({
      label: texts.labels[field],
      placeholder: options.showPlaceholders ? texts.placeholders[field] : undefined,
    }),
    iframeStyles: options.iframeStyles,
    onMessage: frameMessage,
    onReady: ctx.ready.expect(),
    onReadyTimeout() {
      s.message.value = m.fieldsUnavailable;
      ctx.reportError('PciIframeCommunicationError', 'The secure card fields did not become ready in time');
    },
  });

  function focusField(field: CardField): void {
    if (field === 'cardNumber' || field === 'cvv') client.send(field, { type: 'focus' });
    else formElement?.querySelector<HTMLElement>(`.wpwl-control-${field}`)?.focus();
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

  function frameMessage(message: FrameToPage, field: SecureFieldName): void {
    switch (message.type) {
      case 'ready':
        s.ready[field].value = true;
        break;
      case 'state':
      case 'validated':
        s.frames[field].value = message.state;
        applyPhase(field, 'input', s, rules, m);
        break;
      case 'blur':
        applyPhase(field, 'blur', s, rules, m);
        break;
      case 'brand':
        if (field !== 'cardNumber') break;
        // A co-badged card (mada and VISA) takes the first of its brands this form offers, in the
        // merchant's brandDetectionPriority order where it lists them.
        s.detectedBrand.value =
          preferredBrand(message.brands, acceptedBrands, options.brandDetectionPriority) ?? null;
        applyPhase(field, 'input', s, rules, m);
        break;
      case 'submitEnter':
        submitter.submit();
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
    ...(['cardNumber', 'cvv'] as const).map((field) =>
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
    texts,
    options,
    client,
    origin: ctx.gatewayOrigin,
    ids: (part: string) => `${idPrefix}-${part}`,
    /** Stable ref and load handlers, so re-renders never re-attach the iframes. */
    frameRef: {
      cardNumber: (iframe: HTMLIFrameElement | null) => client.attach('cardNumber', iframe),
      cvv: (iframe: HTMLIFrameElement | null) => client.attach('cvv', iframe),
    },
    frameLoaded: { cardNumber: () => client.loaded('cardNumber'), cvv: () => client.loaded('cvv') },
    submitLabel: payLabel(ctx, amount, currency),
    storable: registration === 'optional',
    setForm(element: HTMLFormElement | null): void {
      formElement = element;
      if (element && (focusTarget === 'cardHolder' || focusTarget === 'expiry')) focusField(focusTarget);
    },
    holderInput(value: string): void {
      s.holder.value = value;
      applyPhase('cardHolder', 'input', s, rules, m);
    },
    /** Returns the reformatted value for the input to show. */
    expiryInput(raw: string, deleting: boolean): string {
      s.expiry.value = formatExpiryInput(raw, deleting);
      applyPhase('expiry', 'input', s, rules, m);
      return s.expiry.peek();
    },
    blur(field: 'cardHolder' | 'expiry'): void {
      applyPhase(field, 'blur', s, rules, m);
    },
    chooseBrand(brand: string): void {
      s.chosenBrand.value = brand;
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
