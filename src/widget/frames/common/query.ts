import { isCheckoutId } from '../../frame-protocol/ids';
import type { FieldName } from '../../frame-protocol/protocol';

export interface FrameQuery {
  field: FieldName;
  checkoutId: string;
  /** The merchant page's origin: the only origin init is accepted from and replies go to. */
  parentOrigin: string;
  locale: string;
}

/** Reads the iframe's own query string; null when anything is missing or malformed. */
export function readFrameQuery(search: string): FrameQuery | null {
  const q = new URLSearchParams(search);
  const field = q.get('field');
  const checkoutId = q.get('checkoutId') ?? '';
  const parentOrigin = q.get('parentOrigin') ?? '';
  const locale = q.get('locale') ?? 'en';
  if (field !== 'cardNumber' && field !== 'cvv' && field !== 'accountIban' && field !== 'registrations')
    return null;
  if (!isCheckoutId(checkoutId) || !isOrigin(parentOrigin)) return null;
  return {
    field,
    checkoutId,
    parentOrigin,
    locale: /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale) ? locale : 'en',
  };
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}
