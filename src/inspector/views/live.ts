// Keeps a list read from the gateway current without a reload: read again when the merchant's
// request stream reports a request (a payment made through the API or the widget, an operation,
// the clock moved), and on the page's poll for what the gateway does by itself (a schedule run by
// the test clock, a pending payment ended when its time is up). A burst of requests is one read.
import { useEffect } from 'preact/hooks';
import { REQUEST_STREAM } from '../api/paths';
import { useInspector } from '../context';

export function useLiveReload(reload: () => void): void {
  const { api, openStream, poll } = useInspector();
  useEffect(() => {
    let queued = false;
    const soon = () => {
      if (queued) return;
      queued = true;
      setTimeout(() => {
        queued = false;
        reload();
      }, 0);
    };
    const stream = openStream(api.url(REQUEST_STREAM));
    stream.addEventListener('request', soon);
    // What was made between the list's first read and the stream's start is read once it is open.
    stream.addEventListener('open', soon);
    const stop = poll(soon);
    return () => {
      stream.close();
      stop();
    };
  }, [api, openStream, poll, reload]);
}
