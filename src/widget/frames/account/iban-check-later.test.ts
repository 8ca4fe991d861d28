// @vitest-environment happy-dom
// The bank frame's IBAN check (ibantools) is a script of its own, loaded when the shopper types:
// until then the frame has none, and a submit that comes first waits for it, so a wrong IBAN is
// still refused before anything is sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../spec/i18n/locales/en';
import { PROTOCOL } from '../../frame-protocol/protocol';
import { runFramedForm } from '../common/framed-runner';
import type { PageLink } from '../common/page-link';
import { renderBankFrame } from './bank-frame';
import * as check from './check-main';
import { type IbanCheck, pageCheckLoader } from './iban-check-loader';

const SHOP = 'https://shop.test';
const KEY = 'c'.repeat(32);

beforeEach(() => {
  document.body.dataset.texts = JSON.stringify(en.bank);
});
afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete document.body.dataset.texts;
});

/** A check that arrives when the test says. */
function slowCheck() {
  let arrive = (_check: IbanCheck) => {};
  const load = vi.fn(() => new Promise<IbanCheck>((resolve) => (arrive = resolve)));
  return { load, arrive: (c: IbanCheck = check) => arrive(c) };
}

const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input'));
};
const input = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`) as HTMLInputElement;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the IBAN check, loaded when the shopper types', () => {
  it('is not loaded with the frame, only at the first keystroke, and once', () => {
    const { load } = slowCheck();
    renderBankFrame(document, undefined, {} as PageLink, load);
    expect(load).not.toHaveBeenCalled();
    type(input('accountHolder'), 'J');
    expect(load).toHaveBeenCalledOnce();
    type(input('accountIban'), 'de89');
    // Formatted while typing, without the check.
    expect(input('accountIban').value).toBe('DE89');
  });

  it('refuses a wrong IBAN submitted at once, before anything is sent, once the check is there', async () => {
    const slow = slowCheck();
    const parent = { postMessage: vi.fn() };
    const fetchFn = vi.fn();
    const stop = runFramedForm(
      {
        win: window,
        parent: parent as unknown as Window,
        query: { field: 'accountIban', checkoutId: 'abc', parentOrigin: SHOP },
        fetchFn: fetchFn as unknown as typeof fetch,
      },
      'accountIban',
      async (doc, _init, link) => renderBankFrame(doc, undefined, link, slow.load),
    );
    const send = (data: object) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { protocol: PROTOCOL, key: KEY, ...data },
          origin: SHOP,
          source: parent as unknown as Window,
        }),
      );
    send({ type: 'init', style: { label: 'Bank account' } });
    await tick();
    // Filled without a keystroke (autofill) and submitted in the same moment, twice.
    input('accountHolder').value = 'Jane Jones';
    input('accountIban').value = 'DE89370400440532013001';
    send({ type: 'submit', fields: {}, requestId: 'request-1' });
    send({ type: 'submit', fields: {}, requestId: 'request-2' });
    await tick();
    expect(slow.load).toHaveBeenCalledOnce();
    const answers = () => parent.postMessage.mock.calls.map(([message]) => message.type);
    expect(answers()).not.toContain('submitFailed');
    slow.arrive();
    await tick();
    expect(fetchFn).not.toHaveBeenCalled();
    expect(parent.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'submitFailed', requestId: 'request-1', reason: 'invalid' }),
      SHOP,
    );
    expect(answers().filter((type) => type === 'submitFailed')).toHaveLength(1);
    expect(input('accountIban').getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('.wpwl-hint-accountIbanError')?.textContent).toBe(en.bank.ibanError);
    stop();
  });

  it('sends a right IBAN only once the check is there, and says unavailable when it cannot be had', async () => {
    const slow = slowCheck();
    const form = renderBankFrame(document, undefined, {} as PageLink, slow.load);
    input('accountHolder').value = 'Jane Jones';
    input('accountIban').value = 'DE89 3704 0044 0532 0130 00';
    const prepared = form.prepare({ paymentBrand: 'DIRECTDEBIT_SEPA' });
    let settled = false;
    void Promise.resolve(prepared).then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);
    slow.arrive();
    const request = await prepared;
    expect(request?.body.get('bankAccount.iban')).toBe('DE89370400440532013000');
    expect(request?.body.get('bankAccount.country')).toBe('DE');

    const failing = renderBankFrame(document, undefined, {} as PageLink, () =>
      Promise.reject(new Error('no')),
    );
    await expect(Promise.resolve(failing.prepare({}))).rejects.toThrow();
  });
});

describe("the page's loader of the check", () => {
  it('adds the script the page names, with its integrity, once, and again after a failure', async () => {
    document.head.innerHTML =
      '<meta name="iban-check" content="/v1/iban-check.0123456789.js" data-integrity="sha384-abc">';
    // What the loader adds to the head, kept out of it (happy-dom would try to load it).
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added.push(...(nodes as HTMLScriptElement[]));
    });
    const load = pageCheckLoader(document);
    const first = load();
    expect(load()).toBe(first);
    expect(added).toHaveLength(1);
    expect(added[0]?.getAttribute('src')).toBe('/v1/iban-check.0123456789.js');
    expect(added[0]?.integrity).toBe('sha384-abc');
    added[0]?.onerror?.(new Event('error'));
    await expect(first).rejects.toThrow('iban-check.js did not load');
    const second = load();
    expect(second).not.toBe(first);
    expect(added).toHaveLength(2);
    const win = window as unknown as Record<string, unknown>;
    win.wpwlIbanCheck = check;
    (added[1] as HTMLScriptElement).onload?.(new Event('load'));
    await expect(second).resolves.toBe(check);
    delete win.wpwlIbanCheck;
    vi.restoreAllMocks();
  });
});
