// The error objects handed to wpwlOptions.onError, and a guard so that a throwing merchant
// callback never breaks the widget.
import type { WidgetErrorName, WpwlError } from '../../spec/widget-api';

export type { WidgetErrorName, WpwlError };

export function widgetError(name: WidgetErrorName, message: string): WpwlError & Error {
  const error = new Error(message) as Error & WpwlError;
  error.name = name;
  return error;
}

/** Calls a merchant callback; a throw is logged, not propagated. */
export function callMerchant<T, A extends unknown[], R>(
  fn: ((this: T, ...args: A) => R) | undefined,
  thisArg: T,
  ...args: A
): R | undefined {
  if (!fn) return undefined;
  try {
    return fn.apply(thisArg, args);
  } catch (error) {
    console.error('wpwl: a wpwlOptions callback threw', error);
    return undefined;
  }
}
