// Test double for the gateway iframes: happy-dom does not load iframe pages, so each iframe gets a
// fake contentWindow that records what the page posts, and the test speaks the frame's side.
import { vi } from 'vitest';
import { silenceHappyDomLoading } from '../../test-support/happy-dom';
import {
  type Body,
  type FieldState,
  type FrameToPage,
  PROTOCOL,
  type SecureFieldName,
} from '../frame-protocol/protocol';

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

const NAMES: Record<SecureFieldName, string> = {
  cardNumber: 'card.number',
  cvv: 'card.cvv',
  expiry: 'card.expiry',
  cardHolder: 'card.holder',
};

/**
 * The iframes of one card form (number and CVV; expiry and holder too with
 * enableSAQACompliance), driven from the frame side of the protocol.
 */
export class FakeFrames {
  readonly cardNumber: FakeFrame;
  readonly cvv: FakeFrame;
  /** The fields this form has iframes for. */
  readonly fields: SecureFieldName[];
  private readonly frames: Partial<Record<SecureFieldName, FakeFrame>> = {};

  constructor(root: ParentNode) {
    for (const [field, name] of Object.entries(NAMES) as Array<[SecureFieldName, string]>) {
      const iframe = root.querySelector<HTMLIFrameElement>(`iframe[name="${name}"]`);
      if (iframe) this.frames[field] = fakeFrame(iframe);
    }
    this.fields = Object.keys(this.frames) as SecureFieldName[];
    this.cardNumber = this.frame('cardNumber');
    this.cvv = this.frame('cvv');
  }

  frame(field: SecureFieldName): FakeFrame {
    const frame = this.frames[field];
    if (!frame) throw new Error(`no ${field} iframe in this form`);
    return frame;
  }

  /** Fires load on every iframe, which makes the page post init. */
  load(): void {
    for (const field of this.fields) this.frame(field).iframe.dispatchEvent(new Event('load'));
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

  /** load + ready from every frame. */
  start(): void {
    this.load();
    for (const field of this.fields) this.send(field, { type: 'ready', field });
  }

  /** What a frame reports of its input (never its value). */
  state(field: SecureFieldName, state: Partial<FieldState>): void {
    const full = { empty: false, valid: true, potentiallyValid: true, focused: false, ...state };
    this.send(field, { type: 'state', field, state: full });
  }

  /** A complete, valid card as the frames would report it (every frame of the form). */
  fillValidCard(brand = 'VISA'): void {
    this.send('cardNumber', { type: 'brand', brand, brands: [brand] });
    for (const field of this.fields) this.state(field, {});
  }
}

/** Lets Preact apply pending re-renders (they are scheduled, not synchronous). */
export const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
