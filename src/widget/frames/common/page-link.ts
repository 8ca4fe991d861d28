// The iframe's side of the page <-> iframe channel: accepts exactly one init from the embedding
// window at parentOrigin, then only messages carrying that init's key; replies go to parentOrigin.
// Any later init attempt means a second party is talking to this frame: it then refuses to pay.
import { isPageToFrame } from '../../frame-protocol/guards';
import {
  type Body,
  type FrameToPage,
  isProtocolMessage,
  type PageToFrame,
  PROTOCOL,
} from '../../frame-protocol/protocol';

export type InitMessage = Extract<PageToFrame, { type: 'init' }>;
export type PageCommand = Exclude<PageToFrame, InitMessage>;

export interface PageLink {
  /** Sends to the parent; dropped until init has arrived (there is no key to send before). */
  post(message: Body<FrameToPage>): void;
  /** A second init arrived: the frame must not pay any more. */
  tampered(): boolean;
  close(): void;
}

export function connectToPage(
  win: Window,
  parent: Window,
  parentOrigin: string,
  onInit: (message: InitMessage) => void,
  onCommand: (message: PageCommand) => void,
): PageLink {
  let key: string | null = null;
  let tampered = false;

  const listener = (event: MessageEvent): void => {
    if (parent === win || event.source !== parent || event.origin !== parentOrigin) return;
    const data: unknown = event.data;
    if (key !== null && isProtocolMessage(data) && data.type === 'init') tampered = true;
    if (!isPageToFrame(data)) return;
    if (key === null) {
      if (data.type !== 'init') return;
      key = data.key;
      onInit(data);
    } else if (data.key === key && data.type !== 'init') {
      onCommand(data);
    }
  };
  win.addEventListener('message', listener);

  return {
    post(message) {
      if (key !== null) parent.postMessage({ ...message, protocol: PROTOCOL, key }, parentOrigin);
    },
    tampered: () => tampered,
    close: () => win.removeEventListener('message', listener),
  };
}
