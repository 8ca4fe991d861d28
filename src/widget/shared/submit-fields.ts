// The non-sensitive fields the page adds to the card payment.
import { collectBrowserData } from '../core/browser-data';
import type { SubmitFields } from '../frame-protocol/protocol';

const SHOPPER_PARAMETER = /^customParameters\[SHOPPER_[\w.-]{1,64}\]$/;

/** The card values the page holds: with enableSAQACompliance no holder and no expiry (frames hold them). */
export interface PageCardValues {
  holder: string;
  expiryMonth?: string;
  expiryYear?: string;
  brand: string | null;
}

export function buildSubmitFields(
  values: PageCardValues,
  forms: readonly HTMLFormElement[],
  challengeWindow?: string,
): SubmitFields {
  const fields: SubmitFields = {
    ...shopperParameters(forms),
    ...collectBrowserData(challengeWindow),
    'card.expiryMonth': values.expiryMonth,
    'card.expiryYear': values.expiryYear,
  };
  const holder = values.holder.trim();
  if (holder) fields['card.holder'] = holder;
  if (values.brand) fields.paymentBrand = values.brand;
  return fields;
}

/** customParameters[SHOPPER_*] inputs the merchant put into its form or the widget's form. */
export function shopperParameters(forms: readonly HTMLFormElement[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const form of forms) {
    for (const element of form.querySelectorAll<HTMLInputElement>(
      'input[name^="customParameters[SHOPPER_"]',
    )) {
      if (SHOPPER_PARAMETER.test(element.name) && !element.disabled)
        out[element.name] = element.value.slice(0, 2048);
    }
  }
  return out;
}
