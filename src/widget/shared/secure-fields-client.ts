// The page's side of the secure fields: builds the iframe URLs, posts init on each iframe load,
// and lets through only messages from the gateway origin, from the matching iframe window,
// with this instance's key and a valid shape.
import type { IframeStyles } from '../../spec/widget-api';
import { isFrameToPage } from '../frame-protocol/guards';
import { randomHex } from '../frame-protocol/ids';
import {
  type Body,
  type FieldName,
  type FieldStyle,
  type FrameToPage,
  type PageToFrame,
  PROTOCOL,
  type SecureFieldName,
} from '../frame-protocol/protocol';
import { fieldStyle } from './field-style';

export const FRAME_READY_TIMEOUT_MS = 15_000;

/**
 * The frames' language: the requested tag, known before the texts are (the gateway answers
 * 'de-AT' with German, as for the texts, and a language without texts with English).
 */
export const frameLocale = (locale: string | undefined): string => locale?.trim().replace(/_/g, '-') || 'en';

export interface SecureFieldsClientOptions<F extends FieldName = SecureFieldName> {
  /** The fields of this form; default the card's cardNumber and cvv. */
  fields?: readonly F[];
  /** The gateway page of the iframes; default /v1/secure-field (the bank form: /v1/bank-field). */
  page?: string;
  /** More query parameters of that page. */
  query?: Record<string, string>;
  gatewayOrigin: string;
  checkoutId: string;
  locale: string;
  win: Window;
  /** Label and placeholder; the font, colours and iframeStyles are added (./field-style.ts). */
  style(field: F): FieldStyle;
  iframeStyles?: string | IframeStyles;
  autofocus?: F;
  /**
   * The iframes load before the form can say how they look (the card form's start before the
   * texts and the stylesheet): init waits for start(). Otherwise it goes on each load.
   */
  deferInit?: boolean;
  onMessage(message: FrameToPage, field: F): void;
  /** Every iframe answered init. */
  onReady(): void;
  /** Not every iframe was ready within FRAME_READY_TIMEOUT_MS of init. */
  onReadyTimeout(): void;
}

export interface SecureFieldsClient<F extends FieldName = SecureFieldName> {
  src(field: F): string;
  /** Ref callback: the iframe element of a field (null when it goes away). */
  attach(field: F, iframe: HTMLIFrameElement | null): void;
  /** The iframe's load event: (re)sends init to the document now in it (once started). */
  loaded(field: F): void;
  /** With deferInit: the form is there; init goes to every iframe loaded so far, and to later loads. */
  start(): void;
  /** Sends to a field once it is ready; returns false when it is not. */
  send(field: F, message: Body<PageToFrame>): boolean;
  isReady(field?: F): boolean;
  destroy(): void;
}

/** A field's iframe URL (the bank frame's is also made before its form, by core/mount-form.tsx). */
export function frameSrc(
  o: Pick<
    SecureFieldsClientOptions<FieldName>,
    'gatewayOrigin' | 'checkoutId' | 'locale' | 'win' | 'page' | 'query'
  >,
  field: FieldName,
): string {
  // What the page depends on in the query, what only the frame's script reads in the fragment:
  // the page's URL is then the same for every checkout, and the browser keeps it between them.
  const page = new URLSearchParams({ field, locale: o.locale });
  const frame = new URLSearchParams({
    checkoutId: o.checkoutId,
    parentOrigin: o.win.location.origin,
    ...o.query,
  });
  return `${o.gatewayOrigin}${o.page ?? '/v1/secure-field'}?${page}#${frame}`;
}

export function createSecureFieldsClient<F extends FieldName = SecureFieldName>(
  o: SecureFieldsClientOptions<F>,
): SecureFieldsClient<F> {
  const key = randomHex(16);
  const fields = o.fields ?? (['cardNumber', 'cvv'] as readonly FieldName[] as readonly F[]);
  const frames: Partial<Record<F, HTMLIFrameElement>> = {};
  const ready: Partial<Record<F, boolean>> = {};
  const loaded: Partial<Record<F, boolean>> = {};
  const allReady = () => fields.every((field) => ready[field]);
  let timer: number | undefined;
  let started = false;
  let announced = false;

  const post = (field: F, message: Body<PageToFrame>): void => {
    frames[field]?.contentWindow?.postMessage({ ...message, protocol: PROTOCOL, key }, o.gatewayOrigin);
  };

  const fieldOf = (source: MessageEventSource | null): F | null =>
    (source && fields.find((field) => frames[field]?.contentWindow === source)) || null;

  const listener = (event: MessageEvent): void => {
    if (event.origin !== o.gatewayOrigin) return;
    const field = fieldOf(event.source);
    const data: unknown = event.data;
    if (!field || !isFrameToPage(data) || data.key !== key) return;
    if ('field' in data && data.field !== field) return;
    if (data.type === 'ready') {
      ready[field] = true;
      if (allReady() && !announced) {
        announced = true;
        o.win.clearTimeout(timer);
        o.onReady();
      }
    }
    o.onMessage(data, field);
  };
  o.win.addEventListener('message', listener);

  const init = (field: F): void => {
    ready[field] = false;
    const frame = frames[field];
    const style = {
      ...o.style(field),
      ...fieldStyle(field, frame && o.win.getComputedStyle(frame), o.iframeStyles),
    };
    post(field, { type: 'init', style, autofocus: o.autofocus === field });
  };

  const start = (): void => {
    started = true;
    timer = o.win.setTimeout(o.onReadyTimeout, FRAME_READY_TIMEOUT_MS);
    for (const field of fields) if (loaded[field]) init(field);
  };
  if (!o.deferInit) start();

  return {
    src: (field) => frameSrc(o, field),
    attach(field, iframe) {
      if (iframe) frames[field] = iframe;
      else delete frames[field];
    },
    loaded(field) {
      loaded[field] = true;
      if (started) init(field);
    },
    start() {
      if (!started) start();
    },
    send(field, message) {
      if (!ready[field]) return false;
      post(field, message);
      return true;
    },
    isReady: (field) => (field ? !!ready[field] : allReady()),
    destroy() {
      o.win.clearTimeout(timer);
      o.win.removeEventListener('message', listener);
    },
  };
}
