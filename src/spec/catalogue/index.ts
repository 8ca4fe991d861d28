import { ASYNCHRONOUS } from './asynchronous';
import { BASIC } from './basic';
import { BILLING } from './billing';
import { CARD } from './card';
import { CART_ITEMS } from './cart';
import { type Catalogue, createCatalogue } from './catalogue';
import { CUSTOM_PARAMETERS } from './custom-parameters';
import { CUSTOMER } from './customer';
import { CUSTOMER_BROWSER } from './customer-browser';

export type { Catalogue, CatalogueMatch } from './catalogue';
export { createCatalogue, selects } from './catalogue';
export { describeFormat, matchesFormat } from './formats';
export type { Format, ParameterError, ParamSpec, Sensitivity, ValidationIssue } from './types';

/** Every request parameter the gateway knows, one entry per line of the spec tables. */
export const CATALOGUE: Catalogue = createCatalogue([
  ...BASIC,
  ...CARD,
  ...ASYNCHRONOUS,
  ...CUSTOM_PARAMETERS,
  ...CUSTOMER,
  ...CUSTOMER_BROWSER,
  ...BILLING,
  ...CART_ITEMS,
]);
