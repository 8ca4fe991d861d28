// What the gateway's last page of a redirect flow (3-D Secure, provider page) posts to the page
// that embeds the widget's wpwl-target iframe. It carries no data: the widget only learns that the
// flow is over and fetches nothing; the shop's server asks the gateway for the result.
export const ASYNC_PROTOCOL = 'wpwl-async/1';

export interface AsyncDoneMessage {
  protocol: typeof ASYNC_PROTOCOL;
  type: 'done';
}

export const isAsyncDone = (data: unknown): data is AsyncDoneMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as AsyncDoneMessage).protocol === ASYNC_PROTOCOL &&
  (data as AsyncDoneMessage).type === 'done';

/** The name prefix of the widget's challenge iframe; the completion page checks window.name. */
export const TARGET_FRAME_PREFIX = 'wpwl-target-';
