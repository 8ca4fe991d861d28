// The SEPA direct-debit form (form.wpwl-form-directDebit): holder, IBAN, optional BIC and the
// mandate text live in the gateway's bank frame (iframe.wpwl-control-accountIban, ./field), which
// checks them with ibantools and posts the payment; the merchant page never holds them.

import type { CheckoutLookup } from '../core/checkout-api';
import type { MountHost } from '../registrations/mount-one-click';
import { reactiveMount } from '../registrations/mount-one-click';
import { createFramedForm } from '../shared/framed-form';
import { SEPA_BRAND } from './sepa';

export interface DirectDebitForm {
  /** Its container (div.wpwl-container-directDebit). */
  element: HTMLElement;
  /** The checkout and the texts are there: the form shows. */
  open(lookup: Extract<CheckoutLookup, { status: 'open' }>): void;
  destroy(): void;
}

/**
 * The direct-debit form of data-brands="… DIRECTDEBIT_SEPA", hidden until open(): it starts as
 * soon as this chunk is there, so that its frame loads while the checkout does.
 */
export function startDirectDebit(host: Omit<MountHost, 'lookup'>): DirectDebitForm {
  const { ctx } = host;
  const form = createFramedForm({
    ...host,
    kind: 'directDebit',
    field: 'accountIban',
    page: '/v1/bank-field',
    name: 'bankAccount.iban',
    hook: ctx.options.onBeforeSubmitDirectDebit,
    fields: { paymentBrand: SEPA_BRAND },
    before: (
      <div class="wpwl-group wpwl-group-brand">
        <div class={`wpwl-brand wpwl-brand-directDebit wpwl-brand-${SEPA_BRAND}`}>SEPA</div>
      </div>
    ),
  });
  const element = host.container('directDebit');
  element.hidden = true;
  return {
    element,
    open(lookup) {
      element.hidden = false;
      form.open({ pay: lookup, storable: lookup.registration === 'optional' });
    },
    destroy: reactiveMount(form, element),
  };
}
