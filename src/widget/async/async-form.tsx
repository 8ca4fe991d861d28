// The form of one redirect brand (COPYandPAY DOM: form.wpwl-form-onlineTransfer-EPS,
// form.wpwl-form-virtualAccount-PAYPAL): the brand and a pay button. The provider's page does
// the rest, in the in-page iframe or the window named by paymentTarget.
import type { Signal } from '@preact/signals-core';
import { CHECKOUT_ALREADY_PAID_CODE } from '../../spec/result-codes';
import { collectBrowserData } from '../core/browser-data';
import type { WidgetContext } from '../core/context';
import { callMerchant } from '../core/errors';
import { returnUrl } from '../core/navigation';
import { FormMessage } from '../shared/form-message';
import { amountLabel } from '../shared/form-parts';
import { shopperParameters } from '../shared/submit-fields';
import { followRedirect } from '../threeds/follow-redirect';
import { challengeWindow } from '../threeds/frame-size';
import { type AsyncMethod, asyncLabelOf } from './async-brands';
import { postAsyncPayment } from './async-payment';

export interface AsyncFormProps {
  ctx: WidgetContext;
  merchantForm: HTMLFormElement;
  brand: string;
  method: AsyncMethod;
  amount: string;
  currency: string;
  amountText?: string | undefined;
  state: { busy: Signal<boolean>; message: Signal<string> };
  hideForms(): void;
}

export function AsyncForm({
  ctx,
  merchantForm,
  brand,
  method,
  amount,
  currency,
  amountText,
  state,
  hideForms,
}: AsyncFormProps) {
  const busy = state.busy.value;
  const message = state.message.value;
  const setBusy = (value: boolean) => {
    state.busy.value = value;
  };
  const setMessage = (value: string) => {
    state.message.value = value;
  };
  const { texts, options } = ctx;
  const m = texts.errorMessages;

  async function submit(form: HTMLFormElement): Promise<void> {
    const hook =
      method === 'onlineTransfer'
        ? options.onBeforeSubmitOnlineTransfer
        : options.onBeforeSubmitVirtualAccount;
    if (state.busy.value || callMerchant(hook, form) === false) return;
    setBusy(true);
    setMessage('');
    const outcome = await postAsyncPayment(ctx, {
      ...shopperParameters([merchantForm, form]),
      ...collectBrowserData(challengeWindow(options)),
      paymentBrand: brand,
    });
    const body = outcome?.body;
    if (body?.redirect && followRedirect(body.redirect, { ctx, merchantForm, form, hideForms })) return;
    setBusy(false);
    if (body?.result.code === CHECKOUT_ALREADY_PAID_CODE) setMessage(m.alreadyPaid);
    else if (outcome?.httpStatus === 404) setMessage(m.sessionExpired);
    else if (!body || body.redirect || body.result.parameterErrors) {
      setMessage(m.submitFailed);
      ctx.reportError('WidgetError', `The ${brand} payment could not be started`);
    } else ctx.navigate(returnUrl(merchantForm, ctx));
  }

  return (
    <form
      class={`wpwl-form wpwl-form-${method} wpwl-form-${method}-${brand}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <FormMessage text={message} />
      <div class="wpwl-group wpwl-group-brand">
        <div class={`wpwl-brand wpwl-brand-${method} wpwl-brand-${brand}`}>
          {asyncLabelOf(brand, texts.brands)}
        </div>
      </div>
      <div class="wpwl-group wpwl-group-submit">
        <button
          type="submit"
          class="wpwl-button wpwl-button-pay"
          disabled={busy}
          aria-busy={busy ? 'true' : undefined}
        >
          {busy && <span class="wpwl-spinner" aria-hidden="true" />}
          {texts.labels.submit.replace('{amount}', amountLabel({ amount, currency, amountText }))}
        </button>
      </div>
    </form>
  );
}
