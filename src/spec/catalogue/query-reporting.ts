import { RESULT } from '../result-codes';
import { BOOLEAN, DATE, DATETIME, integer, listOf, oneOf, pattern, text } from './format-builders';
import type { ParamSpec } from './types';

// Document 3, sections 2.8 to 2.10. Query and reporting reuse the names date.from / date.to with
// other formats, so each has its own catalogue (index.ts).

// 2.9 "Query parameters".
export const QUERY: readonly ParamSpec[] = [
  {
    name: 'merchantTransactionId',
    format: text(1, 255),
    note: 'Cannot be combined with a time frame (date.from/date.to).',
  },
  { name: 'limit', format: integer(100, 500), note: 'Default 100.' },
  { name: 'date.from', format: DATETIME, note: 'Used together with date.to.' },
  { name: 'date.to', format: DATETIME, note: 'Used together with date.from.' },
  {
    name: 'paymentTypes',
    // biome-ignore format: one line of the spec table
    format: listOf('CB','CD','CR','DB','CP','IV','PA','RB','RC','RF','RL','RV','AD','IN','FI','CL','CF','DR','RG','RR','TE','CT','DS','RS','SD','AC','MD','EA','RI','3D','SA','EN','ID','IC','DP','CG','TG','SF','IS','VD','DV','AF','GK','RD','TM','FT','KT','AR','AL','PL','FN','FZ','RE','RX','FO','CS','EX','SE','AU','TK','TF','ER'),
  },
  {
    name: 'paymentMethods',
    // biome-ignore format: one line of the spec table
    format: listOf('DD','CT','CC','WA','VA','UA','OT','DC','ET','NT','IV','PP','OD','RM'),
  },
  { name: 'includeLinkedTransactions', format: BOOLEAN },
  { name: 'shortId', format: text(1, 14), note: 'Needs a time frame (platform convention).' },
];

// 2.8 "Reporting parameters".
export const REPORTING: readonly ParamSpec[] = [
  { name: 'date.from', format: DATE, note: 'First day of report data.' },
  { name: 'date.to', format: DATE, note: 'Last day of report data.' },
  { name: 'sortValue', format: oneOf('SettlementTxDate') },
  { name: 'sortOrder', format: oneOf('ASC', 'DESC', 'asc', 'desc') },
];

// 2.10 "Chargeback": for back-office operations on an earlier payment.
export const CHARGEBACK: readonly ParamSpec[] = [
  {
    name: 'chargebackResultCode',
    format: pattern(/^000\.100\.2\d{2}$/, '000.100.2 followed by two digits', '000.100.220'),
    invalid: RESULT.INVALID_PARAMETER,
  },
];
