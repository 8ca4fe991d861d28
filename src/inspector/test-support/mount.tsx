// Mounts the inspector's page in happy-dom against a fake gateway, in English.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { createApi } from '../api/client';
import { App } from '../app';
import { languageFor } from '../i18n/catalogue-language';
import { type FakeGateway, fakeGateway, fakeStreams } from './fake-gateway';

export interface Mounted {
  root: HTMLElement;
  gateway: FakeGateway;
  streams: ReturnType<typeof fakeStreams>;
  /** Runs the live lists' poll once, as the page's timer would. */
  tick(): Promise<void>;
  /** How many polls are running (a live list shown). */
  polls(): number;
  unmount(): void;
}

export async function mountInspector(
  options: { signedIn?: boolean; hash?: string; defaultEntityId?: string; sftp?: string; lang?: string } = {},
): Promise<Mounted> {
  window.location.hash = options.hash ?? '';
  const gateway = fakeGateway({ signedIn: options.signedIn ?? false });
  const streams = fakeStreams();
  const polls = new Set<() => void>();
  const poll = (run: () => void) => {
    polls.add(run);
    return () => polls.delete(run);
  };
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  const { code, texts } = languageFor(options.lang ?? 'en');
  const ctx = {
    api: createApi((input, init) => gateway.fetch(input, init)),
    texts,
    locale: code,
    openStream: streams.open,
    poll,
    ...(options.sftp ? { sftp: options.sftp } : {}),
  };
  await act(() => {
    render(<App ctx={ctx} win={window} defaultEntityId={options.defaultEntityId} />, root);
  });
  await settle();
  const tick = async () => {
    await act(() => {
      for (const run of polls) run();
    });
    await settle();
  };
  return { root, gateway, streams, tick, polls: () => polls.size, unmount: () => render(null, root) };
}

/** Lets the fake gateway's answers and the renders they cause happen. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
}

export async function go(hash: string): Promise<void> {
  window.location.hash = hash;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  await settle();
}

export const byText = (root: ParentNode, selector: string, text: string): HTMLElement => {
  const found = Array.from(root.querySelectorAll<HTMLElement>(selector)).find((el) =>
    el.textContent?.includes(text),
  );
  if (!found) throw new Error(`no ${selector} with “${text}”`);
  return found;
};

export async function click(element: HTMLElement): Promise<void> {
  await act(() => element.click());
  await settle();
}

export async function submit(form: HTMLFormElement): Promise<void> {
  await act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
}

/** Sets a field's value as typing would. */
export function type(field: HTMLInputElement | HTMLSelectElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
