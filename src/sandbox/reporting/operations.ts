// The parameter sets of the settlement report endpoints, derived from the shared operations so
// they stay in step with the catalogue (REPORTING_CATALOGUE: date.from/date.to are days).

import { integer } from '../../spec/catalogue/format-builders';
import { CATALOGUE, createCatalogue, REPORTING_CATALOGUE } from '../../spec/catalogue/index';
import type { ParamSpec } from '../../spec/catalogue/types';
import { type CrossFieldRule, issue } from '../../spec/cross-field-rules';
import { OPERATIONS, type Operation } from '../../spec/operations';
import { RESULT } from '../../spec/result-codes';

/** date.from is the first day of the report, date.to the last: not before it. */
export const periodInOrder: CrossFieldRule = ({ params, isValid }) => {
  const from = params['date.from'];
  const to = params['date.to'];
  if (!isValid('date.from') || !isValid('date.to') || (to as string) >= (from as string)) return [];
  return [issue('date.to', to, 'must not be before date.from', RESULT.INVALID_PARAMETER)];
};

/**
 * The platform's filters of the aggregations beyond the spec's table, which merchant code sends:
 * `currency` (only that currency's aggregations) and `testMode` (accepted; a sandbox's settlements
 * are all test ones).
 */
const AGGREGATION_FILTERS = ['currency', 'testMode'].map((name) => {
  const spec = CATALOGUE.byName(name);
  if (!spec) throw new Error(`the catalogue has no ${name}`);
  return spec;
});

/** GET /reports/v1/reconciliations/aggregations */
export const REPORT_AGGREGATIONS: Operation = {
  ...OPERATIONS.reportingAggregations,
  optional: [...OPERATIONS.reportingAggregations.optional, 'currency', 'testMode'],
  rules: [...OPERATIONS.reportingAggregations.rules, periodInOrder],
  catalogue: createCatalogue([...REPORTING_CATALOGUE.specs, ...AGGREGATION_FILTERS]),
};

/** GET /reports/v1/reconciliations/{id} (and its CSV) */
export const REPORT_DETAIL: Operation = {
  ...OPERATIONS.reportingDetail,
  rules: [...OPERATIONS.reportingDetail.rules, periodInOrder],
};

/** The platform's paginated detail (v2): pages of 100 records, pageNo from 1 (default 1). */
export const PAGE_NO: ParamSpec = {
  name: 'pageNo',
  format: integer(1, 1_000_000),
  note: 'Default 1. Pages hold 100 records; the answer says how many pages there are (pages).',
};
export const PAGE_SIZE = 100;

/** GET /reports/v2/reconciliations/{id} */
export const REPORT_DETAIL_PAGED: Operation = {
  ...REPORT_DETAIL,
  optional: [...REPORT_DETAIL.optional, 'pageNo'],
  catalogue: createCatalogue([...REPORTING_CATALOGUE.specs, PAGE_NO]),
};
