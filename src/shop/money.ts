export const formatPrice = (amount: string, currency: string, locale = 'en'): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
