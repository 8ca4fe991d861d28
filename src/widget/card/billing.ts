// wpwlOptions.billingAddress and mandatoryBillingFields: the billing inputs of the card form, sent
// as the gateway's billing.* parameters.

/** The billing.* parameters a shopper can enter, in the order shown. */
export const BILLING_FIELDS = ['street1', 'street2', 'city', 'postcode', 'state', 'country'] as const;

export interface BillingCheck {
  /** billing.* of the inputs not left empty. */
  fields: Record<string, string>;
  /** The first mandatory input left empty (`required`), now marked with wpwl-has-error. */
  missing?: HTMLInputElement;
}

export function checkBilling(form: HTMLFormElement): BillingCheck {
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input[name^="billing."]')];
  const missing = inputs.find((input) => input.required && !input.value.trim());
  missing?.classList.add('wpwl-has-error');
  return {
    fields: Object.fromEntries(
      inputs.filter((input) => input.value.trim()).map((i) => [i.name, i.value.trim()]),
    ),
    ...(missing && { missing }),
  };
}
