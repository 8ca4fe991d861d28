// A payment form whose details live in one gateway-origin frame that also posts the payment: the
// SEPA direct-debit form (holder, IBAN, BIC, mandate) and the stored details of a one-click
// checkout (the list and the CVV asked again). The page keeps the form, the brand, the "store
// payment details" checkbox and the pay button, sizes the frame to its content, and learns only
// the gateway's answer. Like the card form it may start before the checkout and the texts are
// there (the SEPA form, as soon as its chunk is): open() brings them, and the frame its init.
import { signal } from '@preact/signals-core';
import type { ComponentChildren } from 'preact';
import { collectBrowserData } from '../core/browser-data';
import type { WidgetContext } from '../core/context';
import { callMerchant } from '../core/errors';
import { randomHex } from '../frame-protocol/ids';
import { challengeWindow } from '../threeds/frame-size';
import { FormMessage } from './form-message';
import { type PayAmount, PayButton, payLabel, StoreCheckbox, settleAnswer, storeChoice } from './form-parts';
import { FRAME_KEY, FrameGroup } from './frame-group';
import { createSecureFieldsClient, frameLocale } from './secure-fields-client';
import { shopperParameters } from './submit-fields';

export interface FramedFormInput {
  ctx: WidgetContext;
  merchantForm: HTMLFormElement;
  hideForms(): void;
  /** 'directDebit' or 'registrations': form.wpwl-form-{kind}. */
  kind: string;
  /** The frame: iframe.wpwl-control-{field}, its gateway page and name attribute. */
  field: 'accountIban' | 'registrations';
  page: string;
  name: string;
  query?: Record<string, string>;
  hook: ((this: HTMLFormElement) => unknown) | undefined;
  /** Fields the page adds to the submit (paymentBrand). */
  fields?: Record<string, string>;
  before?: ComponentChildren;
  after?: () => ComponentChildren;
  /** The bank frame the main bundle started (../bank/early-bank-frame.tsx): the form takes its iframe over. */
  early?: { loaded: boolean };
}

/** What the form shows of the checkout: the amount, and whether the shopper may store the details. */
export interface FramedCheckout {
  pay: PayAmount;
  storable?: boolean;
}

export function createFramedForm(input: FramedFormInput) {
  const { ctx, merchantForm, field } = input;
  const { options } = ctx;
  // Read when used: the texts may arrive after the form has started.
  const m = () => ctx.texts.errorMessages;
  const checkout = signal<FramedCheckout | null>(null);
  let frameReady = () => {};
  const message = signal('');
  const busy = signal(false);
  const height = signal(0);
  let form: HTMLFormElement | null = null;
  let pending = '';

  const finish = (text: string): void => {
    pending = '';
    busy.value = false;
    message.value = text;
  };

  const client = createSecureFieldsClient({
    fields: [field],
    page: input.page,
    ...(input.query ? { query: input.query } : {}),
    gatewayOrigin: ctx.gatewayOrigin,
    checkoutId: ctx.checkoutId,
    locale: frameLocale(options.locale),
    win: ctx.win,
    deferInit: true,
    style: () => ({ label: ctx.texts.labels[field] }),
    iframeStyles: options.iframeStyles,
    onMessage(data) {
      if (data.type === 'resize') height.value = data.height;
      if (data.type === 'submitEnter') submit();
      if (data.type === 'submitFailed' && data.requestId === pending)
        finish(data.reason === 'invalid' ? '' : m().submitFailed);
      if (data.type === 'submitted' && data.requestId === pending)
        finish(form ? settleAnswer({ ...input, form }, data.outcome, input.kind) : '');
    },
    onReady: () => frameReady(),
    onReadyTimeout() {
      message.value = m().fieldsUnavailable;
      ctx.reportError('PciIframeCommunicationError', `The ${input.kind} frame did not become ready in time`);
    },
  });

  function submit(): void {
    if (busy.peek()) return;
    if (!client.isReady()) {
      finish(m().fieldsUnavailable);
      return;
    }
    if (form && callMerchant(input.hook, form) === false) return;
    pending = randomHex(8);
    busy.value = true;
    message.value = '';
    const fields = {
      ...shopperParameters(form ? [merchantForm, form] : [merchantForm]),
      ...collectBrowserData(challengeWindow(options)),
      ...storeChoice(form),
      ...input.fields,
    };
    client.send(field, { type: 'submit', fields, requestId: pending });
  }

  const src = client.src(field);
  const frameRef = (iframe: HTMLIFrameElement | null) => {
    client.attach(field, iframe);
    // An iframe taken over after its load: the form learns of that load now.
    if (iframe && input.early?.loaded) {
      input.early.loaded = false;
      client.loaded(field);
    }
  };
  const frameLoaded = () => client.loaded(field);
  const view = () => (
    <form
      ref={(element) => {
        form = element;
      }}
      class={`wpwl-form wpwl-form-${input.kind}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormMessage text={message.value} />
      {input.before}
      <FrameGroup
        key={FRAME_KEY}
        field={field}
        src={src}
        name={input.name}
        title={ctx.texts.labels[field]}
        height={height.value}
        frameRef={frameRef}
        onLoad={frameLoaded}
      />
      {checkout.value?.storable && <StoreCheckbox label={ctx.texts.labels.storeDetails} />}
      <PayButton busy={busy.value} label={checkout.value ? payLabel(ctx, checkout.value.pay) : ' '} />
      {input.after?.()}
    </form>
  );
  return {
    view,
    /** The checkout and the texts are there: the form renders with them, the frame gets init. */
    open(found: FramedCheckout): void {
      checkout.value = found;
      frameReady = ctx.ready.expect();
      client.start();
    },
    destroy: client.destroy,
  };
}
