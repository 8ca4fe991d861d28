// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASYNC_PROTOCOL } from '../../../spec/async-protocol';
import { silenceHappyDomLoading } from '../../../test-support/happy-dom';
import { complete } from '../../pages/client/start-page';
import { runWalletSheet } from './wallet-sheet';

const SHOP = 'https://shop.test';
let submitted: HTMLFormElement[];

beforeEach(() => {
  silenceHappyDomLoading();
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** The sheet's DOM as the sandbox renders it, in a window framed by the widget. */
function sheet(authorize: boolean, name = 'wpwl-target-0123') {
  document.body.dataset.refused = 'The shop did not accept this payment';
  document.body.innerHTML = `<form id="wallet-sheet" method="post" action="/v1/wallets/sheet/decision" data-authorize="${authorize}">
<input type="hidden" name="state" value="s">
<input type="radio" name="card" value="0" data-payment-data='{"paymentMethodData":{"info":{"cardNetwork":"VISA"}}}'>
<input type="radio" name="card" value="1" checked data-payment-data='{"paymentMethodData":{"info":{"cardNetwork":"MASTERCARD"}}}'>
<p class="gw-wallet-error" hidden></p>
<button type="submit" name="decision" value="approve">Pay</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</form>`;
  const parent = { postMessage: vi.fn() };
  const win = { document, parent, name, addEventListener: window.addEventListener.bind(window) };
  runWalletSheet(win as unknown as Window, SHOP);
  const form = document.querySelector<HTMLFormElement>('form')!;
  const click = (value: string) => {
    const button = document.querySelector<HTMLButtonElement>(`button[value="${value}"]`)!;
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    form.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const answer = (data: unknown, source: unknown = parent, origin = SHOP) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  const error = () => document.querySelector<HTMLElement>('.gw-wallet-error')!;
  return { parent, form, click, answer, error };
}

describe('the wallet sheet’s script', () => {
  it('asks the widget before paying when the page authorises itself, with the chosen card’s data', () => {
    const s = sheet(true);
    expect(s.click('approve')).toBe(true);
    expect(s.parent.postMessage).toHaveBeenCalledExactlyOnceWith(
      {
        protocol: ASYNC_PROTOCOL,
        type: 'authorize',
        paymentData: { paymentMethodData: { info: { cardNetwork: 'MASTERCARD' } } },
      },
      SHOP,
    );
    s.click('approve');
    expect(s.parent.postMessage).toHaveBeenCalledOnce();
    // Only the widget's page may answer.
    s.answer({ protocol: ASYNC_PROTOCOL, type: 'authorized', transactionState: 'SUCCESS' }, window);
    s.answer(
      { protocol: ASYNC_PROTOCOL, type: 'authorized', transactionState: 'SUCCESS' },
      s.parent,
      'https://evil.test',
    );
    expect(submitted).toEqual([]);
    s.answer({ protocol: ASYNC_PROTOCOL, type: 'authorized', transactionState: 'SUCCESS' });
    expect(submitted).toEqual([s.form]);
    expect(new FormData(s.form).get('decision')).toBe('approve');
  });

  it('shows the merchant’s refusal and lets the shopper try again', () => {
    const s = sheet(true);
    s.click('approve');
    s.answer({
      protocol: ASYNC_PROTOCOL,
      type: 'authorized',
      transactionState: 'ERROR',
      message: 'Out of stock',
    });
    expect(submitted).toEqual([]);
    expect([s.error().hidden, s.error().textContent]).toEqual([false, 'Out of stock']);
    s.click('approve');
    s.answer({ protocol: ASYNC_PROTOCOL, type: 'authorized', transactionState: 'ERROR' });
    expect(s.error().textContent).toBe('The shop did not accept this payment');
    expect(s.parent.postMessage).toHaveBeenCalledTimes(2);
  });

  it('leaves Cancel, pages that do not authorise, and pages outside the widget’s iframe alone', () => {
    expect(sheet(true).click('cancel')).toBe(false);
    expect(sheet(false).click('approve')).toBe(false);
    expect(sheet(true, 'some-frame').click('approve')).toBe(false);
  });
});

describe('the last page of a flow', () => {
  it('says cancel or done to the widget that framed it', () => {
    const parent = { postMessage: vi.fn() };
    const win = { parent, name: 'wpwl-target-1', location: { replace: vi.fn() } } as unknown as Window;
    complete(win, 'https://shop.test/result', SHOP, 'cancel');
    complete(win, 'https://shop.test/result', SHOP);
    expect(parent.postMessage.mock.calls).toEqual([
      [{ protocol: ASYNC_PROTOCOL, type: 'cancel' }, SHOP],
      [{ protocol: ASYNC_PROTOCOL, type: 'done' }, SHOP],
    ]);
  });
});
