// Loads wallet-adapters.js from the gateway, once, pinned to the integrity value built into this
// bundle: the page's SRI check of paymentWidgets.js covers the adapters too.
import type { WidgetContext } from '../core/context';
import { type LiveAdapters, REGISTER } from './live/adapters';

declare const __WALLET_ADAPTERS_INTEGRITY__: string;

let loading: Promise<LiveAdapters> | undefined;

export function liveAdapters({ win, gatewayOrigin }: WidgetContext): Promise<LiveAdapters> {
  loading ??= new Promise((resolve, reject) => {
    const script = win.document.createElement('script') as HTMLScriptElement & Record<string, unknown>;
    script.src = `${gatewayOrigin}/v1/wallet-adapters.js`;
    script.integrity = __WALLET_ADAPTERS_INTEGRITY__;
    script.crossOrigin = 'anonymous';
    script[REGISTER] = resolve;
    script.onerror = () => {
      loading = undefined;
      reject(new Error('wallet-adapters.js did not load'));
    };
    win.document.head.append(script);
  });
  return loading;
}
