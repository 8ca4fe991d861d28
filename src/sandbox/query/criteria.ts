// What a validated query asks for (document 3, 2.9), in the terms of the store's search.

export interface QueryCriteria {
  /** Only this merchant's transactions, always. */
  entityId: string;
  /** GET /v1/query/{id}: this transaction. */
  id?: string;
  merchantTransactionId?: string;
  /** Epoch milliseconds: the time frame, from inclusive, until exclusive. */
  from?: number;
  until?: number;
  shortId?: string;
  paymentTypes?: string[];
  paymentMethods?: string[];
  /** The transactions linked to the ones found (captures, refunds, … and what they refer to). */
  includeLinked: boolean;
  limit: number;
}

/** Spec 8: 100 to 500, default 100. */
export const DEFAULT_LIMIT = 100;

/** `yyyy-MM-dd HH:mm:ss` (validated), read as UTC like the answers' timestamps. */
export function parseQueryTime(value: string): number {
  const [date = '', time = ''] = value.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
}

const list = (value: string | undefined): string[] | undefined => value?.split(',');

export function criteriaOf(
  params: Readonly<Record<string, string>>,
  entityId: string,
  id?: string,
): QueryCriteria {
  const from = params['date.from'];
  const to = params['date.to'];
  return {
    entityId,
    ...(id === undefined ? {} : { id }),
    ...(params.merchantTransactionId === undefined
      ? {}
      : { merchantTransactionId: params.merchantTransactionId }),
    // date.to names a second: everything up to its end is in the frame.
    ...(from === undefined ? {} : { from: parseQueryTime(from) }),
    ...(to === undefined ? {} : { until: parseQueryTime(to) + 1000 }),
    ...(params.shortId === undefined ? {} : { shortId: params.shortId }),
    ...(params.paymentTypes === undefined ? {} : { paymentTypes: list(params.paymentTypes) }),
    ...(params.paymentMethods === undefined ? {} : { paymentMethods: list(params.paymentMethods) }),
    includeLinked: params.includeLinkedTransactions === 'true',
    limit: params.limit === undefined ? DEFAULT_LIMIT : Number(params.limit),
  };
}
