import type { Messages } from '../../spec/i18n/messages';

const isRecordOfStrings = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

/**
 * Fetches a locale's texts from the gateway (GET /v1/i18n/{locale}.json). Undefined when it cannot
 * be had: the widget then speaks English rather than not at all.
 */
export async function loadMessages(
  gatewayOrigin: string,
  locale: string,
  fetchFn: typeof fetch = fetch,
): Promise<Messages | undefined> {
  try {
    const response = await fetchFn(`${gatewayOrigin}/v1/i18n/${encodeURIComponent(locale)}.json`, {
      mode: 'cors',
      credentials: 'omit',
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as Partial<Messages>;
    const parts = [body.labels, body.placeholders, body.errorMessages];
    return parts.every(isRecordOfStrings) ? (body as Messages) : undefined;
  } catch {
    return undefined;
  }
}
