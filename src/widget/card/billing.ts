// wpwlOptions.billingAddress and mandatoryBillingFields: the billing inputs of the card form, sent
// as the gateway's billing.* parameters.
import type { WpwlOptions } from '../core/options';

/** The billing.* parameters a shopper can enter, in the order shown. */
export const BILLING_FIELDS = ['street1', 'street2', 'city', 'postcode', 'state', 'country'] as const;

export interface BillingCheck {
  fields: Record<string, string>;
  /** The first mandatory input left empty. */
  missing?: HTMLInputElement;
}

/** Reads the billing inputs of the form; marks the mandatory ones left empty with wpwl-has-error. */
export function checkBilling(
  form: HTMLFormElement,
  mandatory: WpwlOptions['mandatoryBillingFields'],
): BillingCheck {
  const check: BillingCheck = { fields: {} };
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name^="billing."]')) {
    const value = input.value.trim();
    const bad = !value && !!mandatory?.[input.name.slice(8) as keyof typeof mandatory];
    input.classList.toggle('wpwl-has-error', bad);
    input.ariaInvalid = bad ? 'true' : null;
    if (bad) check.missing ??= input;
    if (value) check.fields[input.name] = value;
  }
  return check;
}
