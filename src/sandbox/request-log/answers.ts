// The request log's rows as its endpoints answer them.
import { ANSWER_LIMIT, PAYMENT_ANSWER, parametersOf, paymentAnswerOf } from './logged-entry';
import type { RequestDetailRow, RequestSummaryRow } from './request-log-store';

export interface RequestSummary {
  id: string;
  /** When the request came, by the merchant's clock. */
  time: string;
  method: string;
  path: string;
  status: number;
  resultCode: string | null;
  resultDescription: string | null;
  durationMs: number;
  merchantTransactionId?: string;
}

export const summaryOf = (row: RequestSummaryRow): RequestSummary => ({
  id: String(row.id),
  time: new Date(row.at).toISOString(),
  method: row.method,
  path: row.path,
  status: row.status,
  resultCode: row.result_code,
  resultDescription: row.result_description,
  durationMs: row.duration_ms,
  ...(row.merchant_transaction_id === null ? {} : { merchantTransactionId: row.merchant_transaction_id }),
});

/**
 * The answer kept: its JSON, or the payment's stored response it refers to. A payment whose response
 * is not the answer the row was made for any more (or is gone) leaves the row's result alone.
 */
function answerOf(row: RequestDetailRow): Record<string, unknown> {
  if (row.answer === PAYMENT_ANSWER) {
    const text = paymentAnswerOf(row.payment_response, row);
    if (text !== undefined) return JSON.parse(text) as Record<string, unknown>;
    return { result: { code: row.result_code, description: row.result_description } };
  }
  return row.answer === null ? {} : (JSON.parse(row.answer) as Record<string, unknown>);
}

interface ParameterError {
  name: string;
  value?: string;
  message: string;
}

function parameterErrorsOf(answer: Record<string, unknown>): ParameterError[] {
  const errors = (answer.result as { parameterErrors?: unknown } | undefined)?.parameterErrors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error: unknown) => {
    const { name, value, message } = (error ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || typeof message !== 'string') return [];
    return [{ name, ...(typeof value === 'string' ? { value } : {}), message }];
  });
}

/**
 * One request in full: its summary, the parameters sent (masked), the answer, its parameter errors.
 * (Answered beside the answer's own result and ndc: the logged answer's ndc is in `answer`.)
 */
export function detailOf(row: RequestDetailRow) {
  const answer = answerOf(row);
  return {
    ...summaryOf(row),
    /** When it came by the sandbox's own clock (the merchant's may run ahead). */
    sandboxTime: new Date(row.wall_at).toISOString(),
    ...(row.payment_id === null ? {} : { paymentId: row.payment_id }),
    parameters: parametersOf(row.parameters),
    answer,
    /** The answer's length; over the log's limit, `answer` holds its result only. */
    answerBytes: row.answer_bytes,
    answerTruncated: row.answer_bytes > ANSWER_LIMIT,
    parameterErrors: parameterErrorsOf(answer),
  };
}
