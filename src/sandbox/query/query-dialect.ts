// What differs between the SQL of a query on SQLite and on PostgreSQL (./query-sql.ts): reading a
// member of the stored answer (JSON text), binding values, and the order of rows of one instant.
// The statements are otherwise the same, so both databases select the same rows in the same order.

type Bound = string | number | readonly string[];

export interface QueryDialect {
  /** The stored answer's member at this dotted path (`merchantTransactionId`), as text; NULL when absent. */
  member(path: string): string;
  /** Whether the stored answer has this top-level member, a null one too. */
  has(name: string): string;
  /** The placeholder of the `n`-th value bound (from 1), named `name`. */
  placeholder(name: string, n: number, value: Bound): string;
  /** The list's value as bound. */
  list(values: readonly string[]): Bound;
  /** `expr` is one of the texts of the list bound at `list`. */
  oneOf(expr: string, list: string): string;
  /** Orders the payments of one millisecond as they were inserted: SQLite's rowid, PostgreSQL's seq. */
  insertionOrder: string;
  /**
   * SQLite's planner hints: a unary `+` keeps an index off a column, CROSS JOIN keeps the join
   * order, INDEXED BY names the index to read (without statistics, SQLite prefers the time index
   * for anything with a time frame, which then reads every payment of the frame).
   */
  hints: boolean;
}

export const SQLITE_QUERY_DIALECT: QueryDialect = {
  member: (path) => `json_extract(p.response, '$.${path}')`,
  has: (name) => `json_type(p.response, '$.${name}') IS NOT NULL`,
  placeholder: (name) => `@${name}`,
  list: (values) => JSON.stringify(values),
  oneOf: (expr, list) => `${expr} IN (SELECT value FROM json_each(${list}))`,
  insertionOrder: 'p.rowid',
  hints: true,
};

// Each placeholder says its type: PostgreSQL infers none from `length($1)` or `$1 || ' '`. The
// back office's index on the merchantTransactionId (../backoffice/back-office-store-pg.ts) is on
// exactly `member('merchantTransactionId')`, `(response::json ->> 'merchantTransactionId')`, so
// the planner uses it; json, not jsonb: nothing to convert, the text is read as it is.
const PG_TYPE = (value: Bound): string =>
  typeof value === 'number' ? 'bigint' : typeof value === 'string' ? 'text' : 'text[]';

export const PG_QUERY_DIALECT: QueryDialect = {
  member: (path) => {
    const names = path.split('.').map((name) => `'${name}'`);
    const last = names.pop();
    return `(p.response::json${names.map((name) => ` -> ${name}`).join('')} ->> ${last})`;
  },
  // A member that is JSON null is there (`-> 'a'` is then the JSON null, not SQL's NULL).
  has: (name) => `(p.response::json -> '${name}') IS NOT NULL`,
  placeholder: (_name, n, value) => `$${n}::${PG_TYPE(value)}`,
  list: (values) => values,
  oneOf: (expr, list) => `${expr} = ANY (${list})`,
  insertionOrder: 'p.seq',
  hints: false,
};
