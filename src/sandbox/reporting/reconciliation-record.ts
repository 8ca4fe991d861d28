// The reconciliation record of document 3, 2.11, for one settled transaction: its values by API
// name, the JSON of the detail report (those names nested), and the CSV row (the spec's columns).
import { createHash } from 'node:crypto';
import { fromCents } from '../../spec/money';
import type { Merchant } from '../merchants';
import { formatDateTime } from '../scheduling/job';
import type { SettledTransaction } from './settlement';

/** Spec 2.11 SettlementFileFormat ("up to 32 chars"). */
export const SETTLEMENT_FORMAT = 'SANDBOX';
const DEFAULT_CLEARING_INSTITUTE = 'Sandbox INTERNAL simulator';

const hex32 = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** Spec 2.11 PspId: the sandbox as payment service provider (32 letters or digits). */
export const SANDBOX_PSP_ENTITY_ID = hex32('sandbox payment service provider');

/** The merchant's account at the clearing institute: derived from the entity, stable. */
export const merchantAccountOf = (merchant: Merchant) => ({
  id: hex32(`merchant account ${merchant.entityId}`),
  name: merchant.name,
  clearingInstituteMerchantId: `SBX${merchant.entityId.slice(0, 12).toUpperCase()}`,
});

const stringOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Every value of the record by its API name (spec 2.11), plus `shortId`, which has none (CSV only). */
export function recordValues(tx: SettledTransaction, merchant: Merchant): Record<string, string> {
  const { response, id, createdAt } = tx.payment;
  const details = objectOf(response.resultDetails);
  const card = objectOf(response.card);
  const bank = objectOf(response.bankAccount);
  const account = merchantAccountOf(merchant);
  const uniqueId = tx.uniqueId;
  const bankNumber = stringOf(bank.iban) ?? stringOf(bank.number);
  const values: Record<string, string | undefined> = {
    recordType: tx.recordType,
    transactionType: tx.transactionType,
    'settlement.cashflow': tx.cashflow,
    'clearingInstitute.merchantId': account.clearingInstituteMerchantId,
    'merchantAccount.id': account.id,
    'merchantAccount.name': account.name,
    pspEntityId: SANDBOX_PSP_ENTITY_ID,
    merchantEntityId: merchant.entityId,
    'settlement.id': `STL${id.toUpperCase()}`,
    'payment.id': uniqueId,
    shortId: /^\d{4}\.\d{4}\.\d{4}/.exec(response.descriptor ?? '')?.[0],
    merchantTransactionId: stringOf(response.merchantTransactionId) ?? id,
    merchantInvoiceId: stringOf(response.merchantInvoiceId),
    'clearingInstitute.txId1': stringOf(details.ConnectorTxID1),
    amount: fromCents(tx.amountCents),
    currency: tx.currency,
    paymentBrand: stringOf(response.paymentBrand),
    presentmentDate: formatDateTime(createdAt),
    // No conversion: settled in the transaction's currency.
    'settlement.amount': fromCents(tx.amountCents),
    'settlement.currency': tx.currency,
    'settlement.fee': fromCents(tx.feeCents),
    'settlement.fxRate': '1.00',
    'settlement.date': tx.settlementDate,
    'settlement.status': 'SUCCESS',
    'settlement.format': SETTLEMENT_FORMAT,
    'clearingInstitute.name': stringOf(details.clearingInstituteName) ?? DEFAULT_CLEARING_INSTITUTE,
    descriptor: stringOf(response.descriptor),
    'card.last4Digits': stringOf(card.last4Digits),
    'card.holder': stringOf(card.holder),
    'bankAccount.last4Digits': bankNumber?.slice(-4),
    'bankAccount.bankCode': stringOf(bank.bic) ?? stringOf(bank.bankCode),
    'bankAccount.holder': stringOf(bank.holder),
    // Chargebacks only: their reason.
    ...(tx.recordType === 'CHARGEBACK'
      ? { 'result.code': response.result.code, 'result.description': response.result.description }
      : {}),
    'matchedTransactions.status': 'MATCHED',
    'matchedTransactions.payment[0].id': uniqueId,
    'chargebackTransaction.id': tx.chargebackId,
  };
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined));
}

// The record's few dozen names, each split once: a day's report nests them for every record.
const paths = new Map<string, ReadonlyArray<string | number>>();
const pathOf = (name: string): ReadonlyArray<string | number> => {
  let path = paths.get(name);
  if (!path) {
    path = [...name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[1] ?? Number(m[2])) as string | number);
    // Names are the record's own (recordValues), a bounded set; a guard all the same.
    if (paths.size < 1024) paths.set(name, path);
  }
  return path;
};

/** `a.b[0].c` → {a: {b: [{c}]}}. */
function nest(flat: Readonly<Record<string, string>>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(flat)) {
    const path = pathOf(name);
    let node: Record<string | number, unknown> = root;
    for (const [i, key] of path.entries()) {
      if (i === path.length - 1) node[key] = value;
      else {
        node[key] ??= typeof path[i + 1] === 'number' ? [] : {};
        node = node[key] as Record<string | number, unknown>;
      }
    }
  }
  return root;
}

/** The record of the detail report (JSON): the API names of 2.11, nested. */
export function reconciliationRecord(tx: SettledTransaction, merchant: Merchant): Record<string, unknown> {
  const { shortId: _csvOnly, ...values } = recordValues(tx, merchant);
  return nest(values);
}

/**
 * The CSV columns of 2.11 in the spec's order, spelled as it spells them (ClearingInsitituteName
 * too), each with the API names it is filled from (the first one present), then the two further
 * columns the spec names, TransactionId and InvoiceId.
 */
export const RECONCILIATION_COLUMNS: ReadonlyArray<readonly [string, ...string[]]> = [
  ['ReconciliationType', 'recordType'],
  ['PaymentType', 'transactionType'],
  ['Cashflow', 'settlement.cashflow'],
  ['ClearingInstituteMerchantId', 'clearingInstitute.merchantId'],
  ['MerchantAccountId', 'merchantAccount.id'],
  ['MerchantAccountName', 'merchantAccount.name'],
  ['PspId', 'pspEntityId'],
  ['DivisionId', 'divisionEntityId'],
  ['MerchantId', 'merchantEntityId'],
  ['SettlementTxId', 'settlement.id'],
  ['UniqueID', 'payment.id'],
  ['ShortId', 'shortId'],
  ['ConnectorTxId1', 'clearingInstitute.txId1'],
  ['ConnectorTxId2', 'clearingInstitute.txId2'],
  ['ConnectorTxId3', 'clearingInstitute.txId3'],
  ['Amount', 'amount'],
  ['Currency', 'currency'],
  ['Brand', 'paymentBrand'],
  ['TxRequestTime', 'presentmentDate'],
  ['SettlementAmount', 'settlement.amount'],
  ['SettlementCurrency', 'settlement.currency'],
  ['SettlementFee', 'settlement.fee'],
  ['SettlementFxRate', 'settlement.fxRate'],
  ['SettlementDate', 'settlement.date'],
  ['SettlementStatus', 'settlement.status'],
  ['Descriptor', 'descriptor'],
  ['AccountNumberLast4', 'card.last4Digits', 'bankAccount.last4Digits'],
  ['BankCode', 'bankAccount.bankCode'],
  ['AccountHolder', 'card.holder', 'bankAccount.holder'],
  ['ReasonCode', 'result.code'],
  ['ReasonDesc', 'result.description'],
  ['SettlementFileFormat', 'settlement.format'],
  ['ClearingInsitituteName', 'clearingInstitute.name'],
  ['MatchingStatus', 'matchedTransactions.status'],
  ['MatchedTransactions', 'matchedTransactions.payment[0].id'],
  ['ChargebackId', 'chargebackTransaction.id'],
  ['TransactionId', 'merchantTransactionId'],
  ['InvoiceId', 'merchantInvoiceId'],
];

/** A CSV field: quoted (quotes doubled) when it holds the separator, a quote or a line break. */
const field = (value: string): string =>
  /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** The reconciliation file's header line (2.11), without its line end. */
export const RECONCILIATION_HEADER = RECONCILIATION_COLUMNS.map(([column]) => column).join(';');

/** One transaction's line of the reconciliation file, without its line end. */
export function reconciliationLine(tx: SettledTransaction, merchant: Merchant): string {
  const values = recordValues(tx, merchant);
  return RECONCILIATION_COLUMNS.map(([, ...names]) =>
    field(names.map((n) => values[n]).find((v) => v) ?? ''),
  ).join(';');
}

/** The reconciliation file of 2.11: semicolons, a header line, CRLF line ends. */
export function reconciliationCsv(transactions: readonly SettledTransaction[], merchant: Merchant): string {
  const lines = [RECONCILIATION_HEADER, ...transactions.map((tx) => reconciliationLine(tx, merchant))];
  return `${lines.join('\r\n')}\r\n`;
}
