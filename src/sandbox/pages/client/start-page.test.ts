// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASYNC_PROTOCOL } from '../../../spec/async-protocol';
import { silenceHappyDomLoading } from '../../../test-support/happy-dom';
import { METHOD_DONE, runMethod } from './method-runner';
import { complete, startPage } from './start-page';

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
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The method page's DOM as the sandbox renders it. */
function methodPage() {
  document.body.innerHTML = `<iframe id="method-frame" name="method-frame"></iframe>
<form id="method-start" method="post" action="/v1/acs/method" target="method-frame"></form>
<form id="method-result" method="post" action="/v1/threeds/x/authenticate"><input type="hidden" name="threeDSCompInd" value="N"></form>`;
  const frame = document.querySelector<HTMLIFrameElement>('#method-frame')!;
  const frameWindow = {};
  Object.defineProperty(frame, 'contentWindow', { get: () => frameWindow });
  const indicator = () => document.querySelector<HTMLInputElement>('input[name="threeDSCompInd"]')!.value;
  const notify = (source: unknown, origin = window.location.origin) =>
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: METHOD_DONE }, origin, source: source as Window }),
    );
  return { frameWindow, indicator, notify };
}

describe('the 3DS Method page', () => {
  it('starts the method in the hidden iframe and answers Y when the notification arrives', () => {
    vi.useFakeTimers();
    const { frameWindow, indicator, notify } = methodPage();
    runMethod(window, 10_000);
    expect(submitted.map((f) => f.id)).toEqual(['method-start']);
    notify(window);
    notify(frameWindow, 'https://evil.test');
    expect(submitted).toHaveLength(1);
    notify(frameWindow);
    expect(indicator()).toBe('Y');
    expect(submitted.map((f) => f.id)).toEqual(['method-start', 'method-result']);
    vi.advanceTimersByTime(10_000);
    expect(submitted).toHaveLength(2);
  });

  it('answers N after 10 seconds without a notification, once', () => {
    vi.useFakeTimers();
    const { frameWindow, indicator, notify } = methodPage();
    runMethod(window, 10_000);
    vi.advanceTimersByTime(9_999);
    expect(submitted).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(indicator()).toBe('N');
    notify(frameWindow);
    expect(submitted.map((f) => f.id)).toEqual(['method-start', 'method-result']);
  });
});

describe('automatic posts', () => {
  it('submit forms marked data-autosubmit after their delay', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<form data-autosubmit="150" action="/next"></form>';
    startPage(window);
    vi.advanceTimersByTime(149);
    expect(submitted).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(submitted).toHaveLength(1);
  });
});

describe('the completion page', () => {
  const fakeWindow = (name: string, framed: boolean) => {
    const parent = { postMessage: vi.fn() };
    const win = {
      name,
      parent: framed ? parent : undefined,
      location: { replace: vi.fn() },
    } as unknown as Window & {
      location: { replace: ReturnType<typeof vi.fn> };
    };
    if (!framed) Object.assign(win, { parent: win });
    return { win, parent };
  };

  it('in the widget’s iframe tells the parent, at its exact origin', () => {
    const { win, parent } = fakeWindow('wpwl-target-0a1b', true);
    complete(win, 'https://shop.test/r?id=1', 'https://shop.test');
    expect(parent.postMessage).toHaveBeenCalledWith(
      { protocol: ASYNC_PROTOCOL, type: 'done' },
      'https://shop.test',
    );
    expect(win.location.replace).not.toHaveBeenCalled();
  });

  it('at the top, or in another frame, goes to the result URL itself', () => {
    const top = fakeWindow('', false);
    complete(top.win, 'https://shop.test/r?id=1', 'https://shop.test');
    expect(top.win.location.replace).toHaveBeenCalledWith('https://shop.test/r?id=1');
    const named = fakeWindow('merchantFrame', true);
    complete(named.win, 'https://shop.test/r?id=1', 'https://shop.test');
    expect(named.parent.postMessage).not.toHaveBeenCalled();
    expect(named.win.location.replace).toHaveBeenCalledWith('https://shop.test/r?id=1');
  });
});
