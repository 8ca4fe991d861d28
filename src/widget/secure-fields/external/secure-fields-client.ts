// The page's side of the secure fields: builds the iframe URLs, posts init on each iframe load,
// and lets through only messages from the gateway origin, from the matching iframe window,
// with this instance's key and a valid shape.
import { isFrameToPage } from '../shared/guards';
import { randomHex } from '../shared/ids';
import {
  type Body,
  type FieldStyle,
  type FrameToPage,
  type PageToFrame,
  PROTOCOL,
  type SecureFieldName,
} from '../shared/protocol';

export const FRAME_READY_TIMEOUT_MS = 15_000;

export interface SecureFieldsClientOptions {
  gatewayOrigin: string;
  checkoutId: string;
  locale: string;
  win: Window;
  style(field: SecureFieldName): FieldStyle;
  autofocus?: SecureFieldName;
  onMessage(message: FrameToPage, field: SecureFieldName): void;
  /** Both iframes answered init. */
  onReady(): void;
  /** Not both iframes were ready within FRAME_READY_TIMEOUT_MS. */
  onReadyTimeout(): void;
}

export interface SecureFieldsClient {
  src(field: SecureFieldName): string;
  /** Ref callback: the iframe element of a field (null when it goes away). */
  attach(field: SecureFieldName, iframe: HTMLIFrameElement | null): void;
  /** The iframe's load event: (re)sends init to the document now in it. */
  loaded(field: SecureFieldName): void;
  /** Sends to a field once it is ready; returns false when it is not. */
  send(field: SecureFieldName, message: Body<PageToFrame>): boolean;
  isReady(field?: SecureFieldName): boolean;
  destroy(): void;
}

export function createSecureFieldsClient(o: SecureFieldsClientOptions): SecureFieldsClient {
  const key = randomHex(16);
  const frames: Partial<Record<SecureFieldName, HTMLIFrameElement>> = {};
  const ready = { cardNumber: false, cvv: false };
  const timer = o.win.setTimeout(o.onReadyTimeout, FRAME_READY_TIMEOUT_MS);
  let announced = false;

  const post = (field: SecureFieldName, message: Body<PageToFrame>): void => {
    frames[field]?.contentWindow?.postMessage({ ...message, protocol: PROTOCOL, key }, o.gatewayOrigin);
  };

  const fieldOf = (source: MessageEventSource | null): SecureFieldName | null => {
    if (!source) return null;
    if (source === frames.cardNumber?.contentWindow) return 'cardNumber';
    return source === frames.cvv?.contentWindow ? 'cvv' : null;
  };

  const listener = (event: MessageEvent): void => {
    if (event.origin !== o.gatewayOrigin) return;
    const field = fieldOf(event.source);
    const data: unknown = event.data;
    if (!field || !isFrameToPage(data) || data.key !== key) return;
    if ('field' in data && data.field !== field) return;
    if (data.type === 'ready') {
      ready[field] = true;
      if (ready.cardNumber && ready.cvv && !announced) {
        announced = true;
        o.win.clearTimeout(timer);
        o.onReady();
      }
    }
    o.onMessage(data, field);
  };
  o.win.addEventListener('message', listener);

  return {
    src(field) {
      const query = new URLSearchParams({
        field,
        checkoutId: o.checkoutId,
        parentOrigin: o.win.location.origin,
        locale: o.locale,
      });
      return `${o.gatewayOrigin}/v1/secure-field?${query}`;
    },
    attach(field, iframe) {
      if (iframe) frames[field] = iframe;
      else delete frames[field];
    },
    loaded(field) {
      ready[field] = false;
      post(field, { type: 'init', style: o.style(field), autofocus: o.autofocus === field });
    },
    send(field, message) {
      if (!ready[field]) return false;
      post(field, message);
      return true;
    },
    isReady: (field) => (field ? ready[field] : ready.cardNumber && ready.cvv),
    destroy() {
      o.win.clearTimeout(timer);
      o.win.removeEventListener('message', listener);
    },
  };
}
