// Shape checks for every message of protocol.ts. Receivers call these after checking origin and
// source; anything that fails is dropped silently.

import { isBoolean as isBool, isObject as isObj, isString as isStr, type Rec } from '../../spec/type-guards';
import {
  type FieldState,
  type FrameToFrame,
  type FrameToPage,
  isProtocolMessage,
  type PageToFrame,
} from './protocol';

const isOptStr = (v: unknown): boolean => v === undefined || isStr(v);
const isBrand = (v: unknown): boolean => v === null || (isStr(v) && /^[A-Z_]{2,32}$/.test(v));
const isRequestId = (v: unknown): v is string => isStr(v) && /^[\w-]{8,64}$/.test(v);
/** The page generates 128-bit hex keys; anything shorter is not one of ours. */
export const isKey = (v: unknown): v is string => isStr(v) && /^[0-9a-f]{32}$/.test(v);

export function isFieldState(v: unknown): v is FieldState {
  return isObj(v) && isBool(v.empty) && isBool(v.valid) && isBool(v.potentiallyValid) && isBool(v.focused);
}

function isSubmitFields(v: unknown): boolean {
  return isObj(v) && Object.values(v).every(isOptStr);
}

function isOutcome(v: unknown): boolean {
  if (!isObj(v) || typeof v.httpStatus !== 'number' || !isObj(v.body)) return false;
  const result = v.body.result;
  return isObj(result) && isStr(result.code) && isOptStr(result.description);
}

export function isPageToFrame(data: unknown): data is PageToFrame {
  if (!isProtocolMessage(data) || !isKey(data.key)) return false;
  const m = data as unknown as Rec;
  switch (data.type) {
    case 'init':
      return (
        isObj(m.style) &&
        isStr(m.style.label) &&
        isOptStr(m.style.css) &&
        isOptStr(m.style.placeholderCss) &&
        isOptStr(m.style.placeholder)
      );
    case 'brand':
      return isBrand(m.brand);
    case 'focus':
    case 'validate':
      return true;
    case 'setInvalid':
      return isBool(m.invalid) && isStr(m.message);
    case 'submit':
      return isRequestId(m.requestId) && isSubmitFields(m.fields);
    default:
      return false;
  }
}

export function isFrameToPage(data: unknown): data is FrameToPage {
  if (!isProtocolMessage(data) || !isKey(data.key)) return false;
  const m = data as unknown as Rec;
  switch (data.type) {
    case 'ready':
    case 'submitEnter':
      return isStr(m.field);
    case 'state':
    case 'validated':
      return isStr(m.field) && isFieldState(m.state);
    case 'blur':
      return isStr(m.field) && isBool(m.valid);
    case 'brand':
      return isBrand(m.brand) && Array.isArray(m.brands) && m.brands.every(isBrand);
    case 'submitted':
      return isRequestId(m.requestId) && isOutcome(m.outcome);
    case 'submitFailed':
      // Only ever shown in onError's message; the page compares it with what it knows.
      return isRequestId(m.requestId) && isStr(m.reason);
    case 'resize':
      return typeof m.height === 'number' && m.height >= 0 && m.height < 2000;
    default:
      return false;
  }
}

export function isFrameToFrame(data: unknown): data is FrameToFrame {
  if (!isObj(data) || !isRequestId(data.requestId)) return false;
  if (data.type === 'valueRequest' || data.type === 'refused') return true;
  return (
    data.type === 'value' &&
    isStr(data.field) &&
    isObj(data.params) &&
    Object.values(data.params).every(isStr) &&
    isBool(data.valid) &&
    isBool(data.empty)
  );
}
