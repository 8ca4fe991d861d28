// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { type FrameToPage, PROTOCOL, type SecureFieldName } from '../frame-protocol/protocol';
import { dispatchFrom, type FakeFrame, fakeFrame, GATEWAY } from '../test-support/fake-frames';
import {
  createSecureFieldsClient,
  FRAME_READY_TIMEOUT_MS,
  type SecureFieldsClient,
} from './secure-fields-client';

let client: SecureFieldsClient;
let frames: Record<'cardNumber' | 'cvv', FakeFrame>;
let onMessage: Mock<(message: FrameToPage, field: SecureFieldName) => void>;
let onReady: Mock<() => void>;
let onReadyTimeout: Mock<() => void>;

function setUp() {
  onMessage = vi.fn();
  onReady = vi.fn();
  onReadyTimeout = vi.fn();
  client = createSecureFieldsClient({
    gatewayOrigin: GATEWAY,
    checkoutId: 'CHK1',
    locale: 'de',
    win: window,
    style: (field) => ({ label: field }),
    autofocus: 'cvv',
    onMessage,
    onReady,
    onReadyTimeout,
  });
  frames = {
    cardNumber: fakeFrame(document.createElement('iframe')),
    cvv: fakeFrame(document.createElement('iframe')),
  };
  client.attach('cardNumber', frames.cardNumber.iframe);
  client.attach('cvv', frames.cvv.iframe);
  client.loaded('cardNumber');
  client.loaded('cvv');
}

const initOf = (frame: FakeFrame) => frame.win.postMessage.mock.calls[0]?.[0] as Record<string, unknown>;
const key = () => initOf(frames.cardNumber).key as string;
const ready = (field: 'cardNumber' | 'cvv', overrides: Record<string, unknown> = {}) => ({
  protocol: PROTOCOL,
  type: 'ready',
  key: key(),
  field,
  ...overrides,
});

beforeEach(() => {
  vi.useFakeTimers();
  setUp();
});
afterEach(() => {
  client.destroy();
  vi.useRealTimers();
});

describe('secure fields client', () => {
  it('builds the iframe URL on the gateway origin with the page origin', () => {
    const url = new URL(client.src('cvv'));
    expect(url.origin).toBe(GATEWAY);
    expect(url.pathname).toBe('/v1/secure-field');
    // The page's URL names no checkout, so the browser keeps one page for every checkout.
    expect(Object.fromEntries(url.searchParams)).toEqual({ field: 'cvv', locale: 'de' });
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({
      checkoutId: 'CHK1',
      parentOrigin: window.location.origin,
    });
  });

  it('posts init with a 128-bit key to the exact gateway origin, never "*"', () => {
    const [data, origin] = frames.cvv.win.postMessage.mock.calls[0]!;
    expect(origin).toBe(GATEWAY);
    expect(data).toMatchObject({
      protocol: PROTOCOL,
      type: 'init',
      style: { label: 'cvv' },
      autofocus: true,
    });
    expect(data.key).toMatch(/^[0-9a-f]{32}$/);
    expect(initOf(frames.cardNumber)).toMatchObject({ autofocus: false, key: data.key });
  });

  it('accepts a valid message from the right frame', () => {
    dispatchFrom(frames.cardNumber.win, ready('cardNumber'));
    expect(onMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'ready' }), 'cardNumber');
  });

  it.each([
    ['a wrong origin', () => dispatchFrom(frames.cardNumber.win, ready('cardNumber'), 'https://evil.test')],
    ['a foreign window', () => dispatchFrom({}, ready('cardNumber'))],
    ['no source', () => dispatchFrom(null, ready('cardNumber'))],
    ['a wrong key', () => dispatchFrom(frames.cardNumber.win, ready('cardNumber', { key: 'f'.repeat(32) }))],
    ['a bad shape', () => dispatchFrom(frames.cardNumber.win, ready('cardNumber', { field: 'pan' }))],
    ['another protocol', () => dispatchFrom(frames.cardNumber.win, ready('cardNumber', { protocol: 'x/1' }))],
    ['a field claimed by the other frame', () => dispatchFrom(frames.cvv.win, ready('cardNumber'))],
    ['a string', () => dispatchFrom(frames.cardNumber.win, JSON.stringify(ready('cardNumber')))],
  ])('ignores %s', (_, send) => {
    send();
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('sends only to ready frames', () => {
    expect(client.send('cvv', { type: 'focus' })).toBe(false);
    dispatchFrom(frames.cvv.win, ready('cvv'));
    expect(client.send('cvv', { type: 'focus' })).toBe(true);
    expect(frames.cvv.win.postMessage).toHaveBeenLastCalledWith(
      { type: 'focus', protocol: PROTOCOL, key: key() },
      GATEWAY,
    );
  });

  it('reports ready once both frames are ready, and no timeout afterwards', () => {
    dispatchFrom(frames.cardNumber.win, ready('cardNumber'));
    expect(onReady).not.toHaveBeenCalled();
    dispatchFrom(frames.cvv.win, ready('cvv'));
    expect(onReady).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS + 1);
    expect(onReadyTimeout).not.toHaveBeenCalled();
  });

  it('times out when a frame never becomes ready', () => {
    dispatchFrom(frames.cardNumber.win, ready('cardNumber'));
    vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS - 1);
    expect(onReadyTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReadyTimeout).toHaveBeenCalledOnce();
  });

  it('stops listening after destroy', () => {
    client.destroy();
    dispatchFrom(frames.cardNumber.win, ready('cardNumber'));
    expect(onMessage).not.toHaveBeenCalled();
  });
});
