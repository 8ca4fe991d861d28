// The card form's submit: guard, merchant hook, validation, hand-off to the card-number iframe,
// and what to do with the gateway's answer.

import { checkExpiry } from '../../spec/card-fields';
import { CHECKOUT_ALREADY_PAID_CODE } from '../../spec/result-codes';
import type { WidgetContext } from '../core/context';
import { callMerchant } from '../core/errors';
import { returnUrl } from '../core/navigation';
import { randomHex } from '../frame-protocol/ids';
import type { SubmitFailure, SubmitOutcome } from '../frame-protocol/protocol';
import { storeChoice } from '../shared/form-parts';
import type { SecureFieldsClient } from '../shared/secure-fields-client';
import { buildSubmitFields } from '../shared/submit-fields';
import { followRedirect } from '../threeds/follow-redirect';
import { challengeWindow } from '../threeds/frame-size';
import { checkBilling } from './billing';
import { CARD_FIELDS, type CardField, type CardState } from './card-state';
import { applyPhase, type CardRules, errorTextFor } from './card-validation';
import { mapParameterErrors } from './parameter-errors';

export const SUBMIT_TIMEOUT_MS = 60_000;

export interface CardSubmitDeps {
  ctx: WidgetContext;
  state: CardState;
  rules: CardRules;
  client: SecureFieldsClient;
  merchantForm: HTMLFormElement;
  form(): HTMLFormElement | null;
  focusField(field: CardField): void;
  /** Hides the payment forms while a redirect shows in the in-page iframe. */
  hideForms(): void;
}

export function createCardSubmit({
  ctx,
  state: s,
  rules,
  client,
  merchantForm,
  form,
  focusField,
  hideForms,
}: CardSubmitDeps) {
  // The texts as they are when the shopper pays (the form starts before they arrive).
  const m = () => ctx.texts.errorMessages;
  const issued = new Set<string>();
  let pending: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const settle = (): void => {
    clearTimeout(timer);
    pending = null;
  };

  const fail = (detail: string, message = m().submitFailed): void => {
    settle();
    s.busy.value = false;
    s.message.value = message;
    ctx.reportError('PciIframeSubmitError', `The card payment could not be submitted: ${detail}`);
  };

  const close = (message: string): void => {
    s.busy.value = false;
    s.closed.value = true;
    s.message.value = message;
  };

  /** `event`: the form's submit event (a new one for Enter in a secure field), for onBeforeSubmitCard. */
  function submit(event: Event = new Event('submit')): void {
    // The busy flag is the double-submit guard; the disabled button is only its visible side.
    if (s.busy.peek() || s.closed.peek()) return;
    if (!client.isReady()) {
      s.message.value = m().fieldsUnavailable;
      return;
    }
    const formElement = form();
    if (!formElement || callMerchant(ctx.options.onBeforeSubmitCard, formElement, event) === false) return;
    const invalid = CARD_FIELDS.filter((field) => !applyPhase(field, 'submit', s, rules, m()));
    // The page's own expiry input (none with enableSAQACompliance: the card-number frame then
    // collects expiry and holder from their frames, seeing no expiry here).
    const expiry = checkExpiry(s.expiry.peek(), rules.disableCardExpiryDateValidation);
    const billing = checkBilling(formElement);
    if (invalid[0]) {
      focusField(invalid[0]);
      return;
    }
    if (billing.missing) {
      billing.missing.focus();
      return;
    }
    const fields = {
      ...buildSubmitFields(
        {
          holder: s.holder.peek(),
          expiryMonth: expiry.month,
          expiryYear: expiry.year,
          brand: s.brand.peek(),
        },
        [merchantForm, formElement],
        challengeWindow(ctx.options),
      ),
      ...billing.fields,
      ...storeChoice(formElement),
    };
    const requestId = randomHex(8);
    s.busy.value = true;
    s.message.value = '';
    pending = requestId;
    issued.add(requestId);
    client.send('cardNumber', { type: 'submit', fields, requestId });
    timer = setTimeout(() => fail('no answer from the card-number iframe'), SUBMIT_TIMEOUT_MS);
    callMerchant(ctx.options.onAfterSubmit, formElement);
  }

  /** Answers to any submit of this form count, even late ones: the payment may have gone through. */
  function submitted(requestId: string, { httpStatus, body }: SubmitOutcome): void {
    if (!issued.has(requestId)) return;
    settle();
    const { code, parameterErrors } = body.result;
    if (httpStatus === 400 && parameterErrors?.length) {
      const { fields, unmapped } = mapParameterErrors(parameterErrors);
      for (const field of fields) s.errors[field].value = errorTextFor(field, s, rules, m());
      s.message.value = unmapped.length || !fields.length ? m().checkInput : '';
      s.busy.value = false;
      if (fields[0]) focusField(fields[0]);
      return;
    }
    if (code === CHECKOUT_ALREADY_PAID_CODE) {
      close(m().alreadyPaid);
    } else if (httpStatus === 404) {
      close(m().sessionExpired);
      ctx.reportError('InvalidCheckoutIdError', `Checkout ${ctx.checkoutId} was not found or has expired`);
    } else if (httpStatus !== 200 && httpStatus !== 400) {
      fail(`gateway answered HTTP ${httpStatus}`);
    } else if (body.redirect) {
      // Pending: 3-D Secure. The shopper comes back to the result URL when the flow is over.
      const formElement = form();
      const host = formElement && { ctx, merchantForm, form: formElement, hideForms };
      if (!host || !followRedirect(body.redirect, host)) fail('unusable redirect');
    } else {
      // Success, decline and pending alike: the merchant's server asks the gateway for the result.
      ctx.navigate(returnUrl(merchantForm, ctx));
    }
  }

  function submitFailed(requestId: string, reason: SubmitFailure): void {
    if (requestId !== pending) return;
    if (reason === 'refused') {
      // A frame saw someone else's init: only fresh frames (a reload) can be trusted again.
      fail('a secure field was tampered with and refuses to pay', m().fieldsUnavailable);
      return;
    }
    if (reason !== 'invalid') {
      fail(reason);
      return;
    }
    settle();
    s.busy.value = false;
    for (const field of CARD_FIELDS) applyPhase(field, 'submit', s, rules, m());
  }

  return { submit, submitted, submitFailed, destroy: settle };
}
