// Entry of inspector.js: the gateway's page at /inspector holds <div id="inspector"> with the
// default entity id (when the sandbox runs with its built-in credentials) and the SFTP address.
import { render } from 'preact';
import { createApi } from './api/client';
import { App } from './app';
import { pageLanguage } from './i18n';
import './inspector.css';

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
    ...(root.dataset.sftp ? { sftp: root.dataset.sftp } : {}),
  };
  render(<App ctx={ctx} win={window} defaultEntityId={root.dataset.defaultEntityId} />, root);
}
