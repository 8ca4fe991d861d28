import type { Messages } from '../../spec/i18n/messages';
import { isObject, isString } from '../../spec/type-guards';

const isRecordOfStrings = (value: unknown): boolean =>
  isObject(value) && Object.values(value).every(isString);

async function fetchCatalogue(url: string, fetchFn: typeof fetch): Promise<Messages | number | undefined> {
  try {
    const response = await fetchFn(url, { mode: 'cors', credentials: 'omit' });
    if (!response.ok) return response.status;
    const body = (await response.json()) as Record<string, unknown>;
    const groups = ['meta', 'labels', 'placeholders', 'errorMessages', 'bank', 'stored', 'brands'];
    return groups.every((group) => isRecordOfStrings(body[group]))
      ? (body as unknown as Messages)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The texts of a locale from the gateway (GET /v1/i18n/{locale}.json; it answers 'de-AT' with
 * German). A locale it has no texts for means English, said once in the console (a shop page
 * passes its own language and must not break). Undefined when not even English can be had.
 */
export async function loadMessages(
  gatewayOrigin: string,
  requested: string | undefined,
  fetchFn: typeof fetch = fetch,
): Promise<Messages | undefined> {
  const url = (tag: string) => `${gatewayOrigin}/v1/i18n/${encodeURIComponent(tag)}.json`;
  const tag = requested?.trim() || 'en';
  const found = await fetchCatalogue(url(tag), fetchFn);
  if (found !== 404) return typeof found === 'object' ? found : undefined;
  console.info(`wpwl: no texts for locale "${tag}", using English`);
  const english = await fetchCatalogue(url('en'), fetchFn);
  return typeof english === 'object' ? english : undefined;
}
