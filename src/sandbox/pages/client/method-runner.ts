// The 3DS Method (EMV 3-D Secure 2): the ACS's method URL loads in a hidden iframe and
// fingerprints the browser; its notification arrives as a message from that iframe. The result,
// threeDSCompInd, is Y when it arrived within the timeout (10 s), N when it did not.

/** Posted by the 3DS server's method notification page (in the hidden iframe) to its parent. */
export const METHOD_DONE = 'wpwl-3ds-method-done';

export function runMethod(win: Window, timeoutMs: number): void {
  const doc = win.document;
  const start = doc.querySelector<HTMLFormElement>('form#method-start');
  const result = doc.querySelector<HTMLFormElement>('form#method-result');
  const frame = doc.querySelector<HTMLIFrameElement>('iframe#method-frame');
  const indicator = result?.elements.namedItem('threeDSCompInd');
  if (!start || !result || !frame || !(indicator instanceof HTMLInputElement)) return;

  let finished = false;
  const finish = (value: 'Y' | 'N'): void => {
    if (finished) return;
    finished = true;
    win.clearTimeout(timer);
    win.removeEventListener('message', onMessage);
    indicator.value = value;
    result.submit();
  };
  const onMessage = (event: MessageEvent): void => {
    const data = event.data as { type?: unknown } | null;
    if (
      event.origin === win.location.origin &&
      event.source === frame.contentWindow &&
      data?.type === METHOD_DONE
    )
      finish('Y');
  };
  win.addEventListener('message', onMessage);
  const timer = win.setTimeout(() => finish('N'), timeoutMs);
  start.submit();
}
