// Test double for the gateway iframes: happy-dom does not load iframe pages, so each iframe gets a
// fake contentWindow that records what the page posts, and the test speaks the frame's side.
import { vi } from 'vitest';
import { silenceHappyDomLoading } from '../../test-support/happy-dom';
import { type Body, type FrameToPage, PROTOCOL, type SecureFieldName } from '../frame-protocol/protocol';

export { silenceHappyDomLoading };

export const GATEWAY = 'https://gateway.test';

export interface FakeFrame {
  iframe: HTMLIFrameElement;
  win: { postMessage: ReturnType<typeof vi.fn> };
}

export function fakeFrame(iframe: HTMLIFrameElement): FakeFrame {
  const win = { postMessage: vi.fn() };
  Object.defineProperty(iframe, 'contentWindow', { configurable: true, get: () => win });
  return { iframe, win };
}

export function dispatchFrom(source: unknown, data: unknown, origin = GATEWAY): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

/** Both iframes of one card form, driven from the frame side of the protocol. */
export class FakeFrames {
  readonly cardNumber: FakeFrame;
  readonly cvv: FakeFrame;

  constructor(root: ParentNode) {
    this.cardNumber = fakeFrame(root.querySelector<HTMLIFrameElement>('iframe[name="card.number"]')!);
    this.cvv = fakeFrame(root.querySelector<HTMLIFrameElement>('iframe[name="card.cvv"]')!);
  }

  frame(field: SecureFieldName): FakeFrame {
    return field === 'cardNumber' ? this.cardNumber : this.cvv;
  }

  /** Fires load on both iframes, which makes the page post init. */
  load(): void {
    this.cardNumber.iframe.dispatchEvent(new Event('load'));
    this.cvv.iframe.dispatchEvent(new Event('load'));
  }

  /** All messages the page posted to a frame, with their target origins. */
  posted(field: SecureFieldName): Array<{ data: Record<string, unknown>; origin: string }> {
    return this.frame(field).win.postMessage.mock.calls.map(([data, origin]) => ({ data, origin }));
  }

  last(field: SecureFieldName, type: string): Record<string, unknown> | undefined {
    return this.posted(field)
      .map((m) => m.data)
      .filter((d) => d.type === type)
      .pop();
  }

  key(): string {
    const init = this.last('cardNumber', 'init');
    if (!init) throw new Error('no init posted yet');
    return init.key as string;
  }

  send(field: SecureFieldName, body: Body<FrameToPage>, key = this.key()): void {
    dispatchFrom(this.frame(field).win, { ...body, protocol: PROTOCOL, key });
  }

  /** load + ready from both frames. */
  start(): void {
    this.load();
    this.send('cardNumber', { type: 'ready', field: 'cardNumber' });
    this.send('cvv', { type: 'ready', field: 'cvv' });
  }

  /** A complete, valid card as the frames would report it. */
  fillValidCard(brand = 'VISA'): void {
    const valid = { empty: false, valid: true, potentiallyValid: true, focused: false };
    this.send('cardNumber', { type: 'brand', brand, brands: [brand] });
    this.send('cardNumber', { type: 'state', field: 'cardNumber', state: valid });
    this.send('cvv', { type: 'state', field: 'cvv', state: valid });
  }
}

/** Lets Preact apply pending re-renders (they are scheduled, not synchronous). */
export const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
