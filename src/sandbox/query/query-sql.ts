import type { QueryCriteria } from './criteria';
import { paymentMethodSql } from './payment-methods';
import { type QueryDialect, SQLITE_QUERY_DIALECT } from './query-dialect';

// The SQL of a query. The selection (id, merchantTransactionId, time frame, shortId) finds the
// transactions; with includeLinkedTransactions their whole trees are added (what they refer to,
// and every capture, refund, reversal or chargeback below that); the filters (paymentTypes,
// paymentMethods) and the limit apply to the result. Newest first. The expressions match the
// indexes of migration 4 (../backoffice/schema.ts) and the query's columns (./query-store.ts): a
// short id is found by its index, and so are the payments of the types asked for (a read of each
// type's newest, merged), never by reading every payment of the time frame; a tree is read from its
// links (on SQLite, CROSS JOIN keeps that order), not by scanning the merchant's payments. One
// statement for both databases, in the dialect given (./query-dialect.ts).

export interface QuerySql {
  sql: string;
  /** The values bound, by name in the order of their placeholders. */
  values: Array<[name: string, value: string | number | readonly string[]]>;
}

/** The payments' columns as ../store/core-rows.ts reads them (PostgreSQL's seq is not one). */
const COLUMNS = 'p.id, p.entity_id, p.checkout_id, p.response, p.created_at, p.pending_until';

export function querySql(c: QueryCriteria, dialect: QueryDialect = SQLITE_QUERY_DIALECT): QuerySql {
  const values: QuerySql['values'] = [];
  const placeholders = new Map<string, string>();
  /** The placeholder of a named value; a name bound twice is one value. */
  const bind = (name: string, value: string | number | readonly string[]): string => {
    let placeholder = placeholders.get(name);
    if (placeholder === undefined) {
      values.push([name, value]);
      placeholder = dialect.placeholder(name, values.length, value);
      placeholders.set(name, placeholder);
    }
    return placeholder;
  };
  const entityId = bind('entityId', c.entityId);
  const limit = bind('limit', c.limit);
  const order = `ORDER BY p.created_at DESC, ${dialect.insertionOrder} DESC LIMIT ${limit}`;
  // The index that serves the selection best, where SQLite would not see it: the short id's, or
  // (in the search below) the payment type's. Not with an id or a merchantTransactionId, whose own
  // indexes find fewer rows still.
  const byIndex = c.id === undefined && c.merchantTransactionId === undefined;
  const shortIdIndexed = byIndex && c.shortId !== undefined && !c.shortId.includes(' ');
  const from = (index: string | undefined) =>
    `payments p${index !== undefined && dialect.hints ? ` INDEXED BY ${index}` : ''}`;
  // By id, the primary key finds it; on SQLite `+` keeps the planner off the entity's time index.
  const selection = [`${c.id !== undefined && dialect.hints ? '+' : ''}p.entity_id = ${entityId}`];
  const filters: string[] = [];
  if (c.id !== undefined) selection.push(`p.id = ${bind('id', c.id)}`);
  if (c.merchantTransactionId !== undefined)
    selection.push(
      `${dialect.member('merchantTransactionId')} = ${bind('merchantTransactionId', c.merchantTransactionId)}`,
    );
  if (c.from !== undefined) selection.push(`p.created_at >= ${bind('from', c.from)}`);
  if (c.until !== undefined) selection.push(`p.created_at < ${bind('until', c.until)}`);
  // The short id opens the descriptor ("1234.5678.9012 Shop name"): matched as a whole word, which
  // the short_id column holds (a short id with a space in it is looked for in the descriptor).
  if (c.shortId !== undefined) {
    const shortId = bind('shortId', c.shortId);
    selection.push(
      c.shortId.includes(' ')
        ? `substr(${dialect.member('descriptor')}, 1, length(${shortId}) + 1) = ${shortId} || ' '`
        : `p.short_id = ${shortId}`,
    );
  }
  if (c.paymentMethods !== undefined)
    filters.push(
      dialect.oneOf(`(${paymentMethodSql(dialect)})`, bind('paymentMethods', dialect.list(c.paymentMethods))),
    );
  // The types asked for, each read from its index newest first, at most `limit` of each; merged.
  const types = [...new Set(c.paymentTypes ?? [])];
  if (!c.includeLinked && byIndex && !shortIdIndexed && types.length > 0) {
    const methods = filters.length > 0 ? ` AND ${filters.join(' AND ')}` : '';
    const arms = types.map(
      (type, i) =>
        `SELECT * FROM (SELECT ${COLUMNS}, ${dialect.insertionOrder} AS seq_ FROM ${from('payments_by_type')}
           WHERE ${selection.join(' AND ')} AND p.payment_type = ${bind(`paymentType${i}`, type)}${methods}
           ${order}) t${i}`,
    );
    return {
      sql: `SELECT id, entity_id, checkout_id, response, created_at, pending_until FROM (${arms.join(' UNION ALL ')}) found
        ORDER BY created_at DESC, seq_ DESC LIMIT ${limit}`,
      values,
    };
  }
  if (c.paymentTypes !== undefined)
    filters.push(
      dialect.oneOf(dialect.member('paymentType'), bind('paymentTypes', dialect.list(c.paymentTypes))),
    );

  if (!c.includeLinked)
    return {
      sql: `SELECT ${COLUMNS} FROM ${from(shortIdIndexed ? 'payments_by_short_id' : undefined)}
        WHERE ${[...selection, ...filters].join(' AND ')} ${order}`,
      values,
    };
  const sql = `WITH RECURSIVE
      found(id) AS (SELECT p.id FROM ${from(shortIdIndexed ? 'payments_by_short_id' : undefined)}
                    WHERE ${selection.join(' AND ')}),
      up(id) AS (SELECT id FROM found
                 UNION SELECT o.referenced_id FROM back_office_operations o JOIN up ON o.id = up.id),
      tree(id) AS (SELECT id FROM up
                   UNION SELECT o.id FROM back_office_operations o JOIN tree ON o.referenced_id = tree.id)
    SELECT ${COLUMNS} FROM ${
      dialect.hints
        ? 'tree CROSS JOIN payments p ON p.id = tree.id WHERE'
        : // PostgreSQL's estimate of a recursive tree is far too large for it to look its rows
          // up by id; an array of their ids, made first, makes it.
          'payments p WHERE p.id = ANY (ARRAY(SELECT id FROM tree)) AND'
    } ${[`p.entity_id = ${entityId}`, ...filters].join(' AND ')}
    ${order}`;
  return { sql, values };
}
