// What every payment form of one widget instance shares.
import type { WidgetErrorName } from './errors';
import type { Texts } from './i18n';
import type { ResolvedOptions } from './options';

export interface WidgetContext {
  win: Window;
  gatewayOrigin: string;
  checkoutId: string;
  options: ResolvedOptions;
  texts: Texts;
  /** Top-level navigation (location.assign); replaced in tests. */
  navigate(url: string): void;
  /** Calls wpwlOptions.onError with an error of this name. */
  reportError(name: WidgetErrorName, message: string): void;
}
