// What the gateway's pages in the widget's wpwl-target iframe post to the page that embeds it.
// 'done' and 'cancel' carry no data: the widget only learns that the flow is over (the shop's
// server asks the gateway for the result) or, for a wallet button, that the shopper cancelled.
// The wallet sheet also asks 'authorize' (the merchant's onPaymentAuthorized decides) and gets
// 'authorized' back.
export const ASYNC_PROTOCOL = 'wpwl-async/1';

export type AsyncMessageType = 'done' | 'cancel' | 'authorize' | 'authorized';

export interface AsyncMessage {
  protocol: typeof ASYNC_PROTOCOL;
  type: AsyncMessageType;
  [member: string]: unknown;
}

/** The message's type when it is one of ours. */
export const asyncMessageType = (data: unknown): AsyncMessageType | undefined =>
  typeof data === 'object' && data !== null && (data as AsyncMessage).protocol === ASYNC_PROTOCOL
    ? (data as AsyncMessage).type
    : undefined;

/** The name prefix of the widget's challenge iframe; the completion page checks window.name. */
export const TARGET_FRAME_PREFIX = 'wpwl-target-';

/** A gateway page inside the widget's wpwl-target iframe, on a page of that origin. */
export const framedByWidget = (win: Window, parentOrigin: string): boolean =>
  win.parent !== win && win.name.startsWith(TARGET_FRAME_PREFIX) && parentOrigin !== '';
