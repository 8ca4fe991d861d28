// Pieces the bank, one-click and card forms share: the pay button, its label, the "store payment
// details" checkbox, and what happens with the gateway's answer.

import { CHECKOUT_ALREADY_PAID_CODE } from '../../spec/result-codes';
import type { WidgetContext } from '../core/context';
import { returnUrl } from '../core/navigation';
import type { SubmitOutcome } from '../frame-protocol/protocol';
import { followRedirect } from '../threeds/follow-redirect';

/** The checkout's amount, and how the gateway wrote it for the page's locale (GET …/widget?locale=). */
export interface PayAmount {
  amount: string;
  currency: string;
  amountText?: string | undefined;
}

/** "€12.50" as the gateway formatted it (no Intl in the page: ICU's first use is slow), else "12.50 EUR". */
export const amountLabel = ({ amount, currency, amountText }: PayAmount): string =>
  amountText ?? `${amount} ${currency}`;

/** "Pay €12.50", or "Save payment details" in a registration-only checkout. */
export const payLabel = ({ texts, resource }: WidgetContext, amount: PayAmount): string =>
  resource === 'registration'
    ? texts.labels.register
    : texts.labels.submit.replace('{amount}', amountLabel(amount));

interface PayButtonProps {
  busy: boolean;
  label: string;
  disabled?: boolean;
  /** The form shows errors: wpwl-button-error. */
  error?: boolean;
}

export function PayButton({ busy, label, disabled, error }: PayButtonProps) {
  return (
    <div class="wpwl-group wpwl-group-submit">
      <div class="wpwl-wrapper wpwl-wrapper-submit">
        <button
          type="submit"
          class={`wpwl-button wpwl-button-pay${error ? ' wpwl-button-error' : ''}`}
          disabled={busy || disabled}
          // Each render (busy, errors changed) sets the state again, also where the page disabled
          // the button itself (in onBeforeSubmitCard): it follows the form, not a one-off change.
          ref={(button) => {
            if (button) button.disabled = !!(busy || disabled);
          }}
          aria-busy={busy ? 'true' : undefined}
        >
          {busy && <span class="wpwl-spinner" aria-hidden="true" />}
          {label}
        </button>
      </div>
    </div>
  );
}

export function StoreCheckbox({ label }: { label: string }) {
  return (
    <div class="wpwl-group wpwl-group-createRegistration">
      <label class="wpwl-wrapper wpwl-wrapper-createRegistration">
        <input
          type="checkbox"
          class="wpwl-control-createRegistration"
          name="createRegistration"
          value="true"
        />{' '}
        {label}
      </label>
    </div>
  );
}

/**
 * createRegistration=true when the shopper ticked a checkbox of this form: ours or the one a
 * merchant adds in onReady (styles.css then hides ours).
 */
export const storeChoice = (form: HTMLFormElement | null): Record<string, string> =>
  form?.querySelector('input[name="createRegistration"]:checked') ? { createRegistration: 'true' } : {};

export interface AnswerHost {
  ctx: WidgetContext;
  merchantForm: HTMLFormElement;
  form: HTMLFormElement;
  hideForms(): void;
}

/**
 * The gateway's answer to a submit without field errors: the shopper goes to the result page,
 * or through the redirect; otherwise the message to show (and the form stays).
 */
export function settleAnswer(host: AnswerHost, outcome: SubmitOutcome | null, what: string): string {
  const { ctx } = host;
  const m = ctx.texts.errorMessages;
  const body = outcome?.body;
  if (body?.result.code === CHECKOUT_ALREADY_PAID_CODE) return m.alreadyPaid;
  if (outcome?.httpStatus === 404) return m.sessionExpired;
  if (body && (outcome.httpStatus === 200 || outcome.httpStatus === 400) && !body.result.parameterErrors) {
    if (!body.redirect) {
      ctx.navigate(returnUrl(host.merchantForm, ctx));
      return '';
    }
    if (followRedirect(body.redirect, host)) return '';
  }
  if (body?.result.parameterErrors) return m.checkInput;
  ctx.reportError('WidgetError', `The ${what} could not be submitted`);
  return m.submitFailed;
}
