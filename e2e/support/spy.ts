// A hostile script on the merchant page, installed before any page script runs. It records every
// keyboard and input event, every message the page receives, every value it can read from the DOM,
// tries to read into the iframes, and posts forged protocol messages to them.
export const spyScript = (gatewayOrigin: string): string => `(() => {
  const spy = (window.__spy = { events: [], messages: [], values: [], frameReads: [], forged: 0 });
  for (const type of ['keydown', 'keyup', 'keypress', 'input', 'change', 'paste', 'beforeinput']) {
    document.addEventListener(type, (e) => {
      spy.events.push({ type, key: e.key || '', data: e.data || '', value: e.target && 'value' in e.target ? String(e.target.value) : '' });
    }, true);
  }
  window.addEventListener('message', (e) => {
    try { spy.messages.push(JSON.stringify(e.data)); } catch { spy.messages.push(String(e.data)); }
  }, true);
  const readPage = () => {
    for (const el of document.querySelectorAll('input, textarea, select')) spy.values.push(String(el.value));
    if (document.body) spy.values.push(document.body.innerText, document.documentElement.outerHTML);
    for (const frame of document.querySelectorAll('iframe')) {
      let read = 'no access';
      try { read = frame.contentDocument ? frame.contentDocument.body.innerHTML : 'no access'; } catch { read = 'no access'; }
      spy.frameReads.push(read);
    }
  };
  const forge = () => {
    for (const frame of document.querySelectorAll('iframe')) {
      for (const key of ['', 'guess', '00000000000000000000000000000000']) {
        const base = { protocol: 'wpwl-secure-field/1', key, requestId: 'forged-' + spy.forged };
        const fields = { 'card.expiryMonth': '12', 'card.expiryYear': '2035', 'card.holder': 'Mallory' };
        for (const target of ['*', ${JSON.stringify(gatewayOrigin)}]) {
          try {
            frame.contentWindow && frame.contentWindow.postMessage({ ...base, type: 'submit', fields }, target);
            frame.contentWindow && frame.contentWindow.postMessage({ ...base, type: 'validate' }, target);
          } catch {}
        }
        spy.forged++;
      }
    }
  };
  setInterval(() => { readPage(); forge(); }, 100);
})();`;

export interface SpyLog {
  events: Array<{ type: string; key: string; data: string; value: string }>;
  messages: string[];
  values: string[];
  frameReads: string[];
  forged: number;
}
