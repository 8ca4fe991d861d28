// The forms a page may not need are classic scripts of their own (chunks), loaded from the gateway
// only when a merchant form's brands or the checkout ask for them: `framed` (SEPA direct debit,
// stored details) and `redirect` (online transfer, virtual account, wallets). Each is pinned to
// the sha384 this bundle was built with, so the page's SRI check of paymentWidgets.js covers them
// too, and needs nothing a strict CSP forbids (no eval, no inline script). A chunk calls a
// property of its own <script> element with its module function, which gets the bindings it uses
// of this bundle (virtual:widget-chunk-imports, made by the build): no global is involved.
import CHUNK_IMPORTS from 'virtual:widget-chunk-imports';
import type { WidgetContext } from './context';

export type ChunkName = 'framed' | 'redirect';

declare const __WIDGET_CHUNKS__: Record<ChunkName, string>;

/** The property of its <script> element a chunk calls (scripts/widget-chunks.ts writes the call). */
export const CHUNK_REGISTER = 'wpwlChunk';

/** A chunk's exports, or a promise of them. */
export type ChunkLoader = (ctx: WidgetContext, name: ChunkName) => unknown;

const loading = new Map<ChunkName, Promise<unknown>>();

/** The page's loader: a <script> from the gateway, once per chunk (a failed one is tried again when asked again). */
export const fromGateway: ChunkLoader = ({ win, gatewayOrigin }, name) => {
  let promise = loading.get(name);
  if (!promise) {
    promise = new Promise((resolve, reject) => {
      const script = win.document.createElement('script') as HTMLScriptElement & Record<string, unknown>;
      script.src = `${gatewayOrigin}/v1/paymentWidgets/${name}.js`;
      script.integrity = __WIDGET_CHUNKS__[name];
      script.crossOrigin = 'anonymous';
      script[CHUNK_REGISTER] = (module: (imports: unknown[]) => unknown) => resolve(module(CHUNK_IMPORTS));
      script.onerror = () => {
        loading.delete(name);
        reject(new Error(`${name}.js did not load`));
      };
      win.document.head.append(script);
    });
    // Started ahead of need: whoever needs it handles a failure.
    promise.catch(() => {});
    loading.set(name, promise);
  }
  return promise;
};

let load = fromGateway;

/** Starts loading a chunk (once per page); its exports, or a promise of them. */
export const loadChunk = (ctx: WidgetContext, name: ChunkName): unknown => load(ctx, name);

/** Tests hand in the chunks' modules themselves. */
export const useChunkLoader = (loader: ChunkLoader): void => {
  load = loader;
};
