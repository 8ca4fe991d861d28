// What the widget tells the wallet sheet: the wallet's options from the merchant's page as JSON
// (googlePay: merchantName, amount, currencyCode, displayItems, billingAddressRequired,
// billingAddressParameters, and what onPaymentDataChanged answered at INITIALIZE; applePay:
// displayName, total, currencyCode, lineItems), and whether the page's onPaymentAuthorized
// decides. It comes from the merchant's page, so it is only shown, bounded and escaped.

export interface SheetDisplay {
  label?: string;
  /** The amount the page announced before the checkout existed. */
  shownAmount?: string;
  shownCurrency?: string;
  items: Array<{ label: string; price: string }>;
  /** 'MIN' or 'FULL' when the merchant asked for a billing address. */
  billing?: 'MIN' | 'FULL';
  phone: boolean;
  /** The merchant's onPaymentAuthorized decides before the payment is made. */
  authorize: boolean;
}

type Json = Record<string, unknown>;

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const MAX_OPTIONS = 16_384;

const short = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;
const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

function parse(json: string | undefined): Json {
  if (!json || json.length > MAX_OPTIONS) return {};
  try {
    return record(JSON.parse(json));
  } catch {
    return {};
  }
}

function items(list: unknown): SheetDisplay['items'] {
  if (!Array.isArray(list)) return [];
  return list.slice(0, 10).flatMap((item) => {
    const label = short(record(item).label, 64);
    // Google's displayItems carry price, Apple's lineItems amount.
    const price = short(record(item).price ?? record(item).amount, 16);
    return label && price ? [{ label, price }] : [];
  });
}

export function sheetDisplay(brand: string, fields: Readonly<Record<string, string>>): SheetDisplay {
  const o = parse(fields.options);
  const apple = brand === 'APPLEPAY';
  const total = record(o.total);
  // onPaymentDataChanged's answer at INITIALIZE overrides what the options said.
  const info = record(o.newTransactionInfo);
  const amount = String((apple ? total.amount : info.totalPrice) ?? o.amount ?? '');
  const currency = String(info.currencyCode ?? o.currencyCode ?? '');
  const label = short(apple ? (total.label ?? o.displayName) : o.merchantName, 64);
  const billingParameters = record(o.billingAddressParameters);
  const format = billingParameters.format === 'FULL' ? 'FULL' : 'MIN';
  return {
    ...(label ? { label } : {}),
    ...(MONEY.test(amount) ? { shownAmount: amount } : {}),
    ...(/^[A-Z]{3}$/.test(currency) ? { shownCurrency: currency } : {}),
    items: items(apple ? o.lineItems : (info.displayItems ?? o.displayItems)),
    ...(!apple && o.billingAddressRequired === true ? { billing: format } : {}),
    phone: billingParameters.phoneNumberRequired === true,
    authorize: fields.authorize === 'true',
  };
}
