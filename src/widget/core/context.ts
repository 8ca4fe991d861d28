// What every payment form of one widget instance shares.

import type { Texts } from '../i18n';
import type { WidgetErrorName } from './errors';
import type { ResolvedOptions } from './options';
import type { ReadyGate } from './ready-gate';

export interface WidgetContext {
  win: Window;
  gatewayOrigin: string;
  checkoutId: string;
  /** What the shopper's submit creates, and where its result is read (resourcePath). */
  resource: 'payment' | 'registration';
  options: ResolvedOptions;
  /** The checkout's shopperResultUrl: the way back when the merchant's form has no action. */
  shopperResultUrl?: string;
  /** Gathers the parts' readiness into one wpwlOptions.onReady. */
  ready: ReadyGate;
  texts: Texts;
  /** Top-level navigation (location.assign); replaced in tests. */
  navigate(url: string): void;
  /** Calls wpwlOptions.onError with an error of this name. */
  reportError(name: WidgetErrorName, message: string): void;
}
