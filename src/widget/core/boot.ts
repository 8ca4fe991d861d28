// Starts the widget on the page: options, styles, checkout lookup, one mount per
// form.paymentWidgets, and window.wpwl with unload() for single-page apps. The card forms start
// before anything arrives (their frames load meanwhile, hidden); the rest mounts when the checkout,
// the texts and the stylesheet are there.

import type { Wpwl } from '../../spec/widget-api';
import { createTexts, OFFLINE, PENDING } from '../i18n';
import { loadMessages } from '../i18n/load-messages';
import { adoptStyles } from '../shared/adopt-styles';
import { hasWalletBrands } from '../wallets/wallet-brands';
import { lookupCheckout } from './checkout-api';
import type { WidgetContext } from './context';
import { callMerchant, widgetError } from './errors';
import { loadStyles } from './load-styles';
import { type FormMount, startFormMount } from './mount-form';
import { resultNavigator } from './navigation';
import { resolveOptions } from './options';
import { createReadyGate } from './ready-gate';
import { readScriptContext } from './script-context';
// Emitted beside the script as paymentWidgets.css and served by the gateway (GET /v1/paymentWidgets.css).
import './styles.css';
import { WIDGET_VERSION } from './version';

export interface BootEnv {
  win: Window;
  /** document.currentScript, captured while the script runs. */
  script: HTMLOrSVGScriptElement | null;
  fetchFn?: typeof fetch;
  navigate?: (url: string) => void;
}

export function startWidget({ win, script, fetchFn, navigate }: BootEnv): Wpwl | null {
  const doc = win.document;
  // A second copy of the script (SPA re-mount without unload) replaces the first.
  win.wpwl?.unload?.();
  const options = resolveOptions(win.wpwlOptions);
  const report = (name: Parameters<WidgetContext['reportError']>[0], message: string): void => {
    callMerchant(options.onError, undefined, widgetError(name, message));
  };
  const source = readScriptContext(script, doc);
  if (!source) {
    console.error('wpwl: cannot tell where paymentWidgets.js was loaded from');
    report('WidgetError', 'paymentWidgets.js must be loaded from the gateway with a src attribute');
    return null;
  }
  const { gatewayOrigin, checkoutId } = source;
  const ctx: WidgetContext = {
    win,
    gatewayOrigin,
    checkoutId: checkoutId ?? '',
    resource: source.resource,
    options,
    ready: createReadyGate(() => callMerchant(options.onReady, undefined)),
    texts: PENDING,
    navigate: navigate ?? resultNavigator(win, options.shopperResultTarget),
    reportError: report,
  };
  let styles = { remove() {} };
  const aborter = new AbortController();
  const locale = options.locale?.trim() || 'en';

  const mounts = new Map<HTMLFormElement, FormMount>();
  const startMounts = (): void => {
    for (const form of doc.querySelectorAll<HTMLFormElement>('form.paymentWidgets'))
      if (!mounts.has(form)) mounts.set(form, startFormMount(form, ctx));
  };

  const domReady = new Promise<void>((resolve) => {
    if (doc.readyState !== 'loading') resolve();
    else doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true, signal: aborter.signal });
  });

  // The requests leave in a task of their own, right after this one (and before the card forms'
  // frames are put in the page, the next: each a short task, and the answers sooner).
  win.setTimeout(() => {
    if (aborter.signal.aborted) return;
    const lookup = checkoutId
      ? lookupCheckout(gatewayOrigin, checkoutId, locale, aborter.signal, fetchFn)
      : Promise.resolve({ status: 'none' } as const);
    // The texts come from the gateway too, fetched beside the checkout, not after it.
    const messages = loadMessages(gatewayOrigin, locale, fetchFn);
    // So does the stylesheet ('none' asks for none); forms show once it is adopted, never unstyled.
    const css = options.style === 'none' ? undefined : loadStyles(gatewayOrigin, fetchFn);
    void Promise.all([lookup, domReady, messages, css]).then(([found, , loaded, sheet]) => {
      if (aborter.signal.aborted) return;
      // wpwlOptions.spinner.color: the spinner is drawn with currentColor.
      if (sheet !== undefined)
        styles = adoptStyles(doc, `${sheet}.wpwl-spinner{color:${options.spinner?.color}}`);
      // Without texts nothing but the load-failed message can show.
      const result = loaded ? found : ({ status: 'failed' } as const);
      ctx.texts = createTexts(loaded ?? OFFLINE, options.labels, options.errorMessages);
      if (result.status === 'open') {
        // A registration-only checkout is one whatever the script's URL says (no /registration).
        if (result.registration === 'only') ctx.resource = 'registration';
        ctx.shopperResultUrl = result.shopperResultUrl;
      }
      startMounts();
      // Without a checkout id only wallet buttons can show (fast checkout, spec 4.1).
      if (
        result.status === 'notFound' ||
        (result.status === 'none' && ![...mounts.keys()].some(hasWalletBrands))
      ) {
        report('InvalidCheckoutIdError', `Checkout "${checkoutId ?? ''}" does not exist or has expired`);
      } else if (result.status === 'failed') {
        report('WidgetError', 'The checkout could not be loaded from the gateway');
      }
      for (const mount of mounts.values()) mount.open(result);
      ctx.ready.seal();
    });
  });

  // The merchant forms already in the page (the script usually comes after them) start now, the
  // others once the page is parsed; a fast checkout (no checkout id) has no card form to start.
  if (checkoutId) startMounts();
  if (checkoutId) void domReady.then(() => aborter.signal.aborted || startMounts());

  const wpwl: Wpwl = {
    version: WIDGET_VERSION,
    checkoutId,
    executePayment(containerClass) {
      doc.querySelector<HTMLFormElement>(`.${CSS.escape(containerClass)} form`)?.requestSubmit();
    },
    unload() {
      aborter.abort();
      for (const mount of mounts.values()) mount.unmount();
      mounts.clear();
      styles.remove();
      if (win.wpwl === wpwl) delete win.wpwl;
    },
  };
  win.wpwl = wpwl;
  return wpwl;
}
