// The texts of the widget, grouped like wpwlOptions.labels / errorMessages so merchants override
// them key by key. Every locale in ./locales provides all of them; the widget bundles English and
// the gateway serves the others (GET /v1/i18n/{locale}.json).
import type { ErrorMessages, Labels } from '../widget-api';

export type { ErrorMessages, Labels };

export interface Placeholders {
  cardNumber: string;
  expiryDate: string;
  cardHolder: string;
  cvv: string;
}

export interface Messages {
  labels: Labels;
  placeholders: Placeholders;
  errorMessages: ErrorMessages;
}
