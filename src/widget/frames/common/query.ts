import { isCheckoutId } from '../../frame-protocol/ids';
import type { FieldName } from '../../frame-protocol/protocol';

export interface FrameQuery {
  field: FieldName;
  checkoutId: string;
  /** The merchant page's origin: the only origin init is accepted from and replies go to. */
  parentOrigin: string;
}

/**
 * Reads the iframe's own query string; null when anything is missing or malformed, or the field is
 * not one of `fields` (the fields this bundle renders). `locale` is the gateway page's business:
 * it set the page's lang, direction and texts before the script ran.
 */
export function readFrameQuery(search: string, fields: readonly FieldName[]): FrameQuery | null {
  const q = new URLSearchParams(search);
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
