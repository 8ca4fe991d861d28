// The SEPA direct-debit form (form.wpwl-form-directDebit): holder, IBAN, optional BIC and the
// mandate text live in the gateway's bank frame (iframe.wpwl-control-accountIban), which checks
// them with ibantools and posts the payment; the merchant page never holds them. The main bundle
// starts that frame before this chunk is there (./early-bank-frame.tsx).

import type { CheckoutLookup } from '../core/checkout-api';
import type { MountHost } from '../registrations/mount-one-click';
import { reactiveMount } from '../registrations/mount-one-click';
import { createFramedForm } from '../shared/framed-form';
import type { EarlyBankFrame } from './early-bank-frame';
import { BANK_FRAME, SEPA_BRAND } from './sepa';

export interface DirectDebitForm {
  /** Its container (div.wpwl-container-directDebit). */
  element: HTMLElement;
  /** The checkout and the texts are there: the form shows. */
  open(lookup: Extract<CheckoutLookup, { status: 'open' }>): void;
  destroy(): void;
}

/**
 * The direct-debit form of data-brands="… DIRECTDEBIT_SEPA", hidden until open(): it starts as
 * soon as this chunk is there, over the frame the main bundle started (`early`), which has been
 * loading meanwhile.
 */
export function startDirectDebit(host: Omit<MountHost, 'lookup'>, early?: EarlyBankFrame): DirectDebitForm {
  const { ctx } = host;
  const form = createFramedForm({
    ...host,
    kind: 'directDebit',
    ...BANK_FRAME,
    ...(early ? { early } : {}),
    hook: ctx.options.onBeforeSubmitDirectDebit,
    fields: { paymentBrand: SEPA_BRAND },
    before: (
      <div class="wpwl-group wpwl-group-brand">
        <div class={`wpwl-brand wpwl-brand-directDebit wpwl-brand-${SEPA_BRAND}`}>SEPA</div>
      </div>
    ),
  });
  const element = early?.element ?? host.container('directDebit');
  element.hidden = true;
  const destroy = reactiveMount(form, element);
  early?.place();
  return {
    element,
    open(lookup) {
      element.hidden = false;
      form.open({ pay: lookup, storable: lookup.registration === 'optional' });
    },
    destroy,
  };
}
