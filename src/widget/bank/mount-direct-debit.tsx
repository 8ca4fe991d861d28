// The SEPA direct-debit form (form.wpwl-form-directDebit): holder, IBAN, optional BIC and the
// mandate text live in the gateway's bank frame (iframe.wpwl-control-accountIban, ./field), which
// checks them with ibantools and posts the payment; the merchant page never holds them.

import type { MountHost } from '../registrations/mount-one-click';
import { reactiveMount } from '../registrations/mount-one-click';
import { createFramedForm } from '../shared/framed-form';
import { SEPA_BRAND } from './sepa';

/** The direct-debit form of data-brands="… DIRECTDEBIT_SEPA"; returns its destroy. */
export function mountDirectDebit(host: MountHost): () => void {
  const { lookup, ctx } = host;
  const form = createFramedForm({
    ...host,
    pay: lookup,
    kind: 'directDebit',
    field: 'accountIban',
    page: '/v1/bank-field',
    name: 'bankAccount.iban',
    hook: ctx.options.onBeforeSubmitDirectDebit,
    fields: { paymentBrand: SEPA_BRAND },
    storable: lookup.registration === 'optional',
    before: (
      <div class="wpwl-group wpwl-group-brand">
        <div class={`wpwl-brand wpwl-brand-directDebit wpwl-brand-${SEPA_BRAND}`}>SEPA</div>
      </div>
    ),
  });
  return reactiveMount(form, host.container('directDebit'));
}
