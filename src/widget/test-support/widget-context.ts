// A WidgetContext and merchant form for component tests.
import { vi } from 'vitest';
import { LOCALE_CATALOGUES, LOCALE_CODES } from '../../spec/i18n/locales';
import { en } from '../../spec/i18n/locales/en';
import { resolveLocale } from '../../spec/i18n/resolve-locale';
import * as framed from '../chunks/framed';
import * as redirect from '../chunks/redirect';
import type { WidgetContext } from '../core/context';
import { useChunkLoader } from '../core/load-chunk';
import { resolveOptions, type WpwlOptions } from '../core/options';
import { createReadyGate } from '../core/ready-gate';
import { createTexts } from '../i18n';
import { GATEWAY } from './fake-frames';

export const CHECKOUT_ID = 'A1B2C3D4E5F6.uat01-vm-tx04';

// The chunks' modules themselves, at once: component tests do not load scripts from a gateway.
// Plain objects, as a chunk's exports are (a module namespace has no prototype, and tests' JSX
// hands `this` to Preact as __self).
export const CHUNK_MODULES = { framed: { ...framed }, redirect: { ...redirect } };
useChunkLoader((_ctx, name) => CHUNK_MODULES[name]);

export function testContext(options: WpwlOptions = {}, resource: WidgetContext['resource'] = 'payment') {
  const resolved = resolveOptions(options);
  const navigate = vi.fn<(url: string) => void>();
  const reportError = vi.fn<WidgetContext['reportError']>((name, message) =>
    resolved.onError?.({ name, message }),
  );
  const ctx: WidgetContext = {
    win: window,
    gatewayOrigin: GATEWAY,
    checkoutId: CHECKOUT_ID,
    resource,
    options: resolved,
    ready: createReadyGate(() => resolved.onReady?.()),
    // As boot does once the gateway has sent the locale's texts.
    texts: createTexts(
      LOCALE_CATALOGUES[resolveLocale(resolved.locale, LOCALE_CODES) ?? 'en'] ?? en,
      resolved.labels,
      resolved.errorMessages,
    ),
    navigate,
    reportError,
  };
  // Component tests mount one form at a time: nothing else will register.
  queueMicrotask(() => ctx.ready.seal());
  return { ctx, navigate, reportError };
}

export function addMerchantForm(
  brands = 'VISA MASTER',
  action = 'https://shop.test/result',
): HTMLFormElement {
  const form = document.createElement('form');
  form.className = 'paymentWidgets';
  form.action = action;
  form.setAttribute('data-brands', brands);
  document.body.append(form);
  return form;
}
