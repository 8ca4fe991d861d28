import type { QueryCriteria } from './criteria';
import { PAYMENT_METHOD_SQL } from './payment-methods';

// The SQL of a query. The selection (id, merchantTransactionId, time frame, shortId) finds the
// transactions; with includeLinkedTransactions their whole trees are added (what they refer to,
// and every capture, refund, reversal or chargeback below that); the filters (paymentTypes,
// paymentMethods) and the limit apply to the result. Newest first. The expressions match the
// indexes of migration 4 (../backoffice/schema.ts); a tree is read from its links (CROSS JOIN keeps
// that order), not by scanning the merchant's payments.

export interface QuerySql {
  sql: string;
  values: Record<string, string | number>;
}

const MERCHANT_TRANSACTION_ID = "json_extract(p.response, '$.merchantTransactionId')";
const PAYMENT_TYPE = "json_extract(p.response, '$.paymentType')";
const ORDER = 'ORDER BY p.created_at DESC, p.rowid DESC LIMIT @limit';

export function querySql(c: QueryCriteria): QuerySql {
  const values: Record<string, string | number> = { entityId: c.entityId, limit: c.limit };
  // By id, the primary key finds it; `+` keeps the planner off the entity's time index there.
  const selection = [c.id === undefined ? 'p.entity_id = @entityId' : '+p.entity_id = @entityId'];
  const filters: string[] = [];
  const add = (into: string[], condition: string, bound: Record<string, string | number>) => {
    into.push(condition);
    Object.assign(values, bound);
  };
  if (c.id !== undefined) add(selection, 'p.id = @id', { id: c.id });
  if (c.merchantTransactionId !== undefined)
    add(selection, `${MERCHANT_TRANSACTION_ID} = @merchantTransactionId`, {
      merchantTransactionId: c.merchantTransactionId,
    });
  if (c.from !== undefined) add(selection, 'p.created_at >= @from', { from: c.from });
  if (c.until !== undefined) add(selection, 'p.created_at < @until', { until: c.until });
  // The short id opens the descriptor ("1234.5678.9012 Shop name"): matched as a whole word.
  if (c.shortId !== undefined)
    add(
      selection,
      "substr(json_extract(p.response, '$.descriptor'), 1, length(@shortId) + 1) = @shortId || ' '",
      { shortId: c.shortId },
    );
  if (c.paymentTypes !== undefined)
    add(filters, `${PAYMENT_TYPE} IN (SELECT value FROM json_each(@paymentTypes))`, {
      paymentTypes: JSON.stringify(c.paymentTypes),
    });
  if (c.paymentMethods !== undefined)
    add(filters, `(${PAYMENT_METHOD_SQL}) IN (SELECT value FROM json_each(@paymentMethods))`, {
      paymentMethods: JSON.stringify(c.paymentMethods),
    });

  if (!c.includeLinked)
    return {
      sql: `SELECT p.* FROM payments p WHERE ${[...selection, ...filters].join(' AND ')} ${ORDER}`,
      values,
    };
  const sql = `WITH RECURSIVE
      found(id) AS (SELECT p.id FROM payments p WHERE ${selection.join(' AND ')}),
      up(id) AS (SELECT id FROM found
                 UNION SELECT o.referenced_id FROM back_office_operations o JOIN up ON o.id = up.id),
      tree(id) AS (SELECT id FROM up
                   UNION SELECT o.id FROM back_office_operations o JOIN tree ON o.referenced_id = tree.id)
    SELECT p.* FROM tree CROSS JOIN payments p ON p.id = tree.id
    WHERE ${['p.entity_id = @entityId', ...filters].join(' AND ')}
    ${ORDER}`;
  return { sql, values };
}
