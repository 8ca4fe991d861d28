// The amount as the pay buttons show it ("Pay €12.50"), formatted by the gateway for the widget
// (GET /v1/checkouts/{id}/widget?locale=), so that the shopper's browser never pays for a cold
// Intl.NumberFormat (ICU's number data, 20–70 ms on the first use in a page) before the form is ready.

/** A tag of the requested locale's language keeps its region for numbers ('de-AT'); any other, the catalogue's. */
export function formatLocaleFor(requested: string | undefined, code: string): string {
  try {
    const tag = Intl.getCanonicalLocales(requested?.replace(/_/g, '-'))[0];
    return tag !== undefined && tag.split('-')[0] === code.split('-')[0] ? tag : code;
  } catch {
    return code;
  }
}

/** "€12.50" for the locale; "12.50 EUR" for a currency Intl does not know. */
export function formatAmount(amount: string, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}
