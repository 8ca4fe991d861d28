// Entry of inspector.js: the gateway's page at /inspector holds <div id="inspector"> with the
// default entity id (when the sandbox runs with its built-in credentials) and the SFTP address.
import { render } from 'preact';
import { createApi } from './api/client';
import { App } from './app';
import { pageLanguage } from './i18n';
import './inspector.css';

/** How often a live list is read again for what no request reports (the gateway's own work). */
const POLL_MS = 10_000;

/** Every POLL_MS while the page is visible, and once when it becomes visible again. */
function poll(run: () => void): () => void {
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') run();
  }, POLL_MS);
  const shown = () => {
    if (document.visibilityState === 'visible') run();
  };
  document.addEventListener('visibilitychange', shown);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', shown);
  };
}

const root = document.getElementById('inspector');
if (root) {
  const { code, dir, texts } = pageLanguage(document, root);
  document.title = texts.title;
  // The gateway's page says the same; the page's own language decides where it does not.
  document.documentElement.lang = code;
  document.documentElement.dir = dir;
  const ctx = {
    api: createApi(),
    texts,
    locale: code,
    openStream: (url: string) => new EventSource(url, { withCredentials: true }),
    poll,
    ...(root.dataset.sftp ? { sftp: root.dataset.sftp } : {}),
  };
  render(<App ctx={ctx} win={window} defaultEntityId={root.dataset.defaultEntityId} />, root);
}
