// What the request log keeps of one request, made from what the request handed over. Both stores
// (./request-log-store.ts, ./request-log-store-pg.ts) store these rows, so the masking lives here
// once: it runs inside the write, which on SQLite is the writer thread, off the request thread.
import { maskValue } from '../../spec/mask';
import { type ResultGroup, resultGroupOf } from '../../spec/result-groups';
import {
  formParameters,
  holdersOf,
  loggedForm,
  loggedParameters,
  maskHolder,
  treatmentOf,
} from './masked-parameters';

/** What the request thread hands to the log: raw parameters and the answer as sent. */
export interface RecordedRequest {
  entityId: string;
  /** The merchant's clock, epoch ms. */
  at: number;
  /** The sandbox's own clock, epoch ms. */
  wallAt: number;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  /**
   * Query and body parameters as sent (names as sent), or their JSON: masked before anything is
   * stored. One string is cheaper to pass to the writer's thread than an object of a hundred
   * members. Unset when `form` holds them.
   */
  params?: Readonly<Record<string, string>> | string;
  /**
   * The query string or body that alone holds the request's parameters, as sent, when they were
   * read from it without an issue and not rewritten since: handed over as it came, never serialised.
   */
  form?: string;
  /** The JSON answer as sent; undefined for an answer that is not JSON text (a stream, a script). */
  answer: string | undefined;
  /**
   * Set instead of `answer` when the answer was a payment's final answer, exactly the text stored as
   * that payment's `response`: its length. The row then refers to the payment (PAYMENT_ANSWER)
   * instead of keeping the text a second time; `facts` are the payment's.
   */
  paymentAnswerBytes?: number;
  /** The result code, when the answer left as a stream (its text is not here). */
  resultCode?: string;
  /** The checkout the request is about (the widget's script loaded for it, its routes). */
  checkoutId?: string;
  /**
   * What the log reads of the answer, taken from the value its JSON was made of when the request
   * thread has it (answerFacts): then the answer's text is not parsed again.
   */
  facts?: AnswerFacts;
}

/** The longest answer kept whole (characters of its JSON); a longer one keeps its result only. */
export const ANSWER_LIMIT = 16 * 1024;
/**
 * The answer column of a request answered with a payment's final answer: the text is the payment's
 * own stored `response` (a payment's final answer is never rewritten), read and masked with the
 * row (paymentAnswerOf). Not JSON, so no kept answer is ever taken for it.
 */
export const PAYMENT_ANSWER = '=';
// Members of an answer that hand out a secret: a webhook's key, a test merchant's access token.
// The store keeps those sealed or hashed; the log leaves them out.
const SECRET_MEMBER = /^(key|accessToken|token|password|secret)$/;
const SECRET_MEMBER_TEXT = /"(?:key|accessToken|token|password|secret)":/;

/** A row of the log as both stores keep it. */
export interface RequestLogRow {
  entity_id: string;
  at: number;
  wall_at: number;
  method: string;
  path: string;
  status: number;
  result_code: string | null;
  result_description: string | null;
  result_class: ResultGroup;
  duration_ms: number;
  merchant_transaction_id: string | null;
  payment_id: string | null;
  ndc: string | null;
  /**
   * The parameters as loggedParameters makes them: their JSON, or (starting with `&`) the form
   * text ./masked-parameters.ts keeps; read back by parametersOf.
   */
  parameters: string;
  /**
   * JSON: the answer (masked), or `{"result":…}` alone when it was longer than ANSWER_LIMIT; or
   * PAYMENT_ANSWER: the answer is the stored response of the payment `payment_id`, masked when read.
   */
  answer: string | null;
  answer_bytes: number;
  checkout_id: string | null;
}

export interface AnswerFacts {
  result?: { code?: unknown; description?: unknown; parameterErrors?: unknown };
  id?: unknown;
  ndc?: unknown;
  [gatewayId: string]: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value.slice(0, 256) : null);

function parsed(answer: string | undefined): AnswerFacts | undefined {
  if (answer === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(answer);
    return value && typeof value === 'object' ? (value as AnswerFacts) : undefined;
  } catch {
    return undefined;
  }
}

// Identifiers the gateway made: kept as they are, though a hex id may hold a run of 12 digits.
const GATEWAY_ID = /^(id|ndc|buildNumber|registrationId|referencedId|paymentId|checkoutId)$/;
const PAN_LIKE = /\d(?:[ -]?\d){11,}/;
const GATEWAY_IDS = ['id', 'ndc', 'buildNumber', 'registrationId', 'referencedId', 'paymentId', 'checkoutId'];

/** What the log reads of an answer, from the value its JSON text was made of: its result and ids. */
export function answerFacts(answer: Readonly<Record<string, unknown>>): AnswerFacts {
  const result = answer.result as AnswerFacts['result'];
  const facts: AnswerFacts = {
    result: result && {
      code: result.code,
      description: result.description,
      parameterErrors: result.parameterErrors,
    },
  };
  for (const key of GATEWAY_IDS) if (typeof answer[key] === 'string') facts[key] = answer[key];
  return facts;
}

function maskedStrings(value: unknown, key: string): unknown {
  if (typeof value === 'string') return GATEWAY_ID.test(key) ? value : maskValue(value);
  if (Array.isArray(value)) return value.map((item) => maskedStrings(item, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).flatMap(([name, item]) =>
        SECRET_MEMBER.test(name) ? [] : [[maskValue(name), maskedStrings(item, name)]],
      ),
    );
  return value;
}

/** The name a parameter error about a secret parameter is kept under: the log keeps no trace of one. */
export const SECRET_PARAMETER = '(a secret parameter, not kept)';

/** The answer's parameter errors about secrets (a CVV refused) with neither name nor value. */
function withoutSecretNames(facts: AnswerFacts): AnswerFacts | undefined {
  const errors = facts.result?.parameterErrors;
  if (!Array.isArray(errors)) return undefined;
  const secret = (error: unknown) => {
    const name = (error as { name?: unknown } | null)?.name;
    return typeof name === 'string' && treatmentOf(name) === 'secret';
  };
  if (!errors.some(secret)) return undefined;
  const kept = errors.map((error: unknown) =>
    secret(error) ? { name: SECRET_PARAMETER, message: (error as { message?: unknown }).message } : error,
  );
  return { ...facts, result: { ...facts.result, parameterErrors: kept } };
}

/**
 * The answer as kept. The gateway's answers never carry a full PAN or a CVV, but they echo what
 * the merchant sent (customParameters, descriptors), masked here too, and name a refused secret
 * parameter, left out here.
 */
function keptAnswer(json: string, facts: AnswerFacts, whole: () => AnswerFacts): string {
  const cleaned = withoutSecretNames(facts);
  if (json.length > ANSWER_LIMIT)
    return JSON.stringify(maskedStrings({ result: (cleaned ?? facts).result ?? {} }, ''));
  if (cleaned || SECRET_MEMBER_TEXT.test(json)) {
    const answer = whole();
    return JSON.stringify(maskedStrings(withoutSecretNames(answer) ?? answer, ''));
  }
  return PAN_LIKE.test(json) ? maskedText(json, facts) : json;
}

/**
 * The answer's text with card-number-like runs masked, its top-level ids then put back: masking is
 * the same whether it meets an id alone or inside the text, so the masked id is found and replaced.
 * (Cheaper than walking the parsed answer and writing it again.)
 */
function maskedText(json: string, facts: AnswerFacts): string {
  let text = maskValue(json);
  for (const [key, value] of Object.entries(facts)) {
    if (!GATEWAY_ID.test(key) || typeof value !== 'string') continue;
    const spoilt = maskValue(value);
    if (spoilt !== value) text = text.replaceAll(`"${key}":"${spoilt}"`, `"${key}":${JSON.stringify(value)}`);
  }
  return text;
}

// A path segment that is one of the gateway's ids (a checkout's, a payment's: long, with letters).
const ID_SEGMENT = /^(?=.*[A-Za-z])[A-Za-z0-9.-]{32,48}$/;

/** The path with card-number-like runs masked, but in the gateway's ids, which may hold 12 digits. */
function loggedPath(path: string): string {
  return path
    .slice(0, 256)
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? segment : maskValue(segment)))
    .join('/');
}

/** The answer's text with the holders' names the request sent (an answer echoes them) masked. */
function withoutHolders(text: string, holders: readonly string[]): string {
  let kept = text;
  for (const holder of holders)
    kept = kept.replaceAll(JSON.stringify(holder).slice(1, -1), maskHolder(holder));
  return kept;
}

/** The members named like a holder anywhere in an answer: the names the answer echoes. */
function holdersIn(value: unknown, key: string, into: string[]): string[] {
  if (typeof value === 'string') {
    if (HOLDER_MEMBER.test(key) && value.trim() !== '') into.push(value);
  } else if (Array.isArray(value)) for (const item of value) holdersIn(item, key, into);
  else if (value && typeof value === 'object')
    for (const [name, item] of Object.entries(value)) holdersIn(item, name, into);
  return into;
}
const HOLDER_MEMBER = /^holder$/i;

/**
 * The answer of a row that refers to its payment (PAYMENT_ANSWER), from that payment's stored
 * response: masked as a kept answer is (card-number-like runs, secrets, the holders' names it
 * echoes). Undefined when the response is not the answer the row was made for (its length, result
 * code and ndc differ) or is gone: the row then shows its result alone.
 */
export function paymentAnswerOf(
  response: string | null,
  row: Pick<RequestLogRow, 'answer_bytes' | 'result_code' | 'ndc'>,
): string | undefined {
  if (response === null || response.length !== row.answer_bytes) return undefined;
  const facts = parsed(response);
  if (!facts || text(facts.result?.code) !== row.result_code || text(facts.ndc) !== row.ndc) return undefined;
  return withoutHolders(
    keptAnswer(response, answerFacts(facts), () => facts),
    holdersIn(facts, '', []),
  );
}

/** The parameters of a row as stored, whichever way they were kept. */
export const parametersOf = (stored: string): Record<string, string> =>
  stored.startsWith('&') ? formParameters(stored) : (JSON.parse(stored) as Record<string, string>);

/** The parameters kept, the holders' names sent and the merchantTransactionId, from either hand-over. */
function keptParameters(request: RecordedRequest): {
  parameters: string;
  holders: readonly string[];
  merchantTransactionId: string | undefined;
} {
  const form = request.form === undefined ? undefined : loggedForm(request.form);
  if (form)
    return {
      parameters: form.text,
      holders: form.holders,
      merchantTransactionId: form.merchantTransactionId,
    };
  const params: Readonly<Record<string, string>> =
    request.form !== undefined
      ? formParameters(request.form)
      : typeof request.params === 'string'
        ? JSON.parse(request.params)
        : (request.params ?? {});
  return {
    parameters: JSON.stringify(loggedParameters(params)),
    holders: holdersOf(params),
    merchantTransactionId: params.merchantTransactionId,
  };
}

/** The row stored for a request. */
export function logRow(request: RecordedRequest): RequestLogRow {
  const byPayment = request.paymentAnswerBytes !== undefined;
  const facts = byPayment
    ? request.facts
    : request.answer === undefined
      ? undefined
      : (request.facts ?? parsed(request.answer));
  const code = text(facts?.result?.code) ?? request.resultCode ?? null;
  const json = facts ? (request.answer as string) : undefined;
  const { parameters, holders, merchantTransactionId } = keptParameters(request);
  // The whole answer, when the facts handed over are not enough (an answer to mask member by member).
  const whole = () => (request.facts && parsed(json)) || (facts as AnswerFacts);
  const answer = byPayment
    ? PAYMENT_ANSWER
    : json === undefined || !facts
      ? null
      : withoutHolders(keptAnswer(json, facts, whole), holders);
  return {
    entity_id: request.entityId,
    at: request.at,
    wall_at: request.wallAt,
    method: request.method,
    path: loggedPath(request.path),
    status: request.status,
    result_code: code,
    result_description: text(facts?.result?.description),
    // A refusal naming parameters is a parameter error, whatever its code's published class.
    result_class:
      Array.isArray(facts?.result?.parameterErrors) && facts.result.parameterErrors.length > 0
        ? 'parameterError'
        : resultGroupOf(code),
    duration_ms: Math.round(request.durationMs * 10) / 10,
    merchant_transaction_id:
      merchantTransactionId === undefined ? null : maskValue(merchantTransactionId).slice(0, 256),
    payment_id: text(facts?.id),
    ndc: text(facts?.ndc),
    parameters,
    answer,
    answer_bytes: request.paymentAnswerBytes ?? json?.length ?? 0,
    checkout_id: request.checkoutId ?? null,
  };
}
