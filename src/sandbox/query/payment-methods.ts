import { CARD_BRANDS } from '../../spec/brands';
import { SEPA_BRAND } from '../../spec/rules/account-rules';
import { ASYNC_BRANDS } from '../providers/brands';
import { WALLET_BRANDS } from '../wallets/wallet-brands';
import type { QueryDialect } from './query-dialect';

// The query's paymentMethods filter (document 3, 2.9): the platform's method of each brand the
// sandbox processes. A brand not listed falls back on the instrument the answer summarises.

const METHOD_OF_BRAND: ReadonlyMap<string, string> = new Map([
  // Maestro and mada are debit-only brands; the sandbox cannot tell a debit VISA or MASTER from a
  // credit one.
  ...CARD_BRANDS.map(({ code }) => [code, code === 'MAESTRO' || code === 'MADA' ? 'DC' : 'CC'] as const),
  [SEPA_BRAND, 'DD'],
  ...Object.values(WALLET_BRANDS).map((brand) => [brand, 'WA'] as const),
  ...ASYNC_BRANDS.map(({ code, method }) => [code, method === 'onlineTransfer' ? 'OT' : 'VA'] as const),
]);

const quote = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** SQL: the payment method of the stored answer `p.response`, or NULL. */
export const paymentMethodSql = (dialect: QueryDialect): string => `CASE ${dialect.member('paymentBrand')}
  ${[...METHOD_OF_BRAND].map(([brand, method]) => `WHEN ${quote(brand)} THEN ${quote(method)}`).join(' ')}
  ELSE CASE
    WHEN ${dialect.has('bankAccount')} THEN 'DD'
    WHEN ${dialect.has('virtualAccount')} THEN 'VA'
    WHEN ${dialect.has('card')} THEN 'CC'
  END
END`;

/** The method of a brand, for documentation and tests. */
export const paymentMethodOfBrand = (brand: string): string | undefined => METHOD_OF_BRAND.get(brand);
