// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { PROTOCOL } from '../../frame-protocol/protocol';
import { connectToPage, type InitMessage, type PageCommand, type PageLink } from './page-link';

const SHOP = 'https://shop.test';
const KEY = 'a'.repeat(32);
const OTHER_KEY = 'b'.repeat(32);

let parent: { postMessage: ReturnType<typeof vi.fn> };
let onInit: Mock<(message: InitMessage) => void>;
let onCommand: Mock<(message: PageCommand) => void>;
let link: PageLink;

const init = (overrides: Record<string, unknown> = {}) => ({
  protocol: PROTOCOL,
  type: 'init',
  key: KEY,
  style: { label: 'Card number' },
  ...overrides,
});
const focus = (key = KEY) => ({ protocol: PROTOCOL, type: 'focus', key });
const send = (data: unknown, source: unknown = parent, origin = SHOP) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

beforeEach(() => {
  link?.close();
  parent = { postMessage: vi.fn() };
  onInit = vi.fn();
  onCommand = vi.fn();
  link = connectToPage(window, parent as unknown as Window, SHOP, onInit, onCommand);
});

describe('page link (iframe side)', () => {
  it('accepts one init from the parent at the parent origin, then commands with its key', () => {
    send(init());
    send(focus());
    expect(onInit).toHaveBeenCalledOnce();
    expect(onCommand).toHaveBeenCalledWith(expect.objectContaining({ type: 'focus' }));
  });

  it.each([
    ['a wrong origin', () => send(init(), parent, 'https://evil.test')],
    ['a wrong source', () => send(init(), {})],
    ['the window itself', () => send(init(), window)],
    ['a bad shape', () => send(init({ style: { label: 1 } }))],
    ['a short key', () => send(init({ key: 'abc' }))],
    ['a command instead of init', () => send(focus())],
  ])('ignores init from %s', (_, act) => {
    act();
    expect(onInit).not.toHaveBeenCalled();
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('ignores a second init, even with another key', () => {
    send(init());
    send(init({ key: OTHER_KEY }));
    send(init());
    expect(onInit).toHaveBeenCalledOnce();
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('counts any later init, even a malformed one, as tampering, but not wrong-key commands', () => {
    send(init());
    send(focus(OTHER_KEY));
    send({ protocol: PROTOCOL, type: 'submit', key: 'guess', requestId: 'forged-1', fields: {} });
    expect(link.tampered()).toBe(false);
    send(init({ key: 'attacker-key' }));
    expect(link.tampered()).toBe(true);
  });

  it('does not count an init from a foreign window or origin as tampering', () => {
    send(init());
    send(init({ key: OTHER_KEY }), {});
    send(init({ key: OTHER_KEY }), parent, 'https://evil.test');
    expect(link.tampered()).toBe(false);
  });

  it('ignores commands with another key, origin or source after init', () => {
    send(init());
    send(focus(OTHER_KEY));
    send(focus(), parent, 'https://evil.test');
    send(focus(), {});
    send({ ...focus(), type: 'exfiltrate' });
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('posts nothing before init and only to the exact parent origin after', () => {
    link.post({ type: 'ready', field: 'cvv' });
    expect(parent.postMessage).not.toHaveBeenCalled();
    send(init());
    link.post({ type: 'ready', field: 'cvv' });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'ready', field: 'cvv', protocol: PROTOCOL, key: KEY },
      SHOP,
    );
  });

  it('rejects everything when it is not framed', () => {
    link.close();
    link = connectToPage(window, window, SHOP, onInit, onCommand);
    send(init(), window);
    expect(onInit).not.toHaveBeenCalled();
  });
});
