import { isCheckoutId } from '../../frame-protocol/ids';
import type { FieldName } from '../../frame-protocol/protocol';

export interface FrameQuery {
  field: FieldName;
  checkoutId: string;
  /** The merchant page's origin: the only origin init is accepted from and replies go to. */
  parentOrigin: string;
}

/**
 * The frame's parameters: its URL's query (the field and locale its page was made for) and its
 * fragment (the checkout, the parent's origin and what else only the script reads; no request
 * carries a fragment, so the page is one cached URL for every checkout).
 */
export const frameParameters = ({ search, hash }: { search: string; hash: string }): URLSearchParams =>
  new URLSearchParams(`${search.slice(1)}&${hash.slice(1)}`);

/**
 * Reads the iframe's own parameters (frameParameters); null when anything is missing or malformed, or the field is
 * not one of `fields` (the fields this bundle renders). `locale` is the gateway page's business:
 * it set the page's lang, direction and texts before the script ran.
 */
export function readFrameQuery(q: URLSearchParams, fields: readonly FieldName[]): FrameQuery | null {
  const field = q.get('field') as FieldName;
  const checkoutId = q.get('checkoutId') ?? '';
  const parentOrigin = q.get('parentOrigin') ?? '';
  if (!fields.includes(field) || !isCheckoutId(checkoutId) || !isOrigin(parentOrigin)) return null;
  return { field, checkoutId, parentOrigin };
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}
