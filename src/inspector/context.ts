// What every view needs: the gateway client, the labels, the live region, and the page's settings.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Api } from './api/client';
import type { InspectorTexts } from './i18n';

/** The part of EventSource the Requests view uses, so tests can stand in for the server. */
export interface EventStream {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface InspectorContext {
  api: Api;
  texts: InspectorTexts;
  /** The page's language, for dates and numbers. */
  locale: string;
  /** Said by screen readers (a polite live region). */
  announce(message: string): void;
  openStream(url: string): EventStream;
  /**
   * Calls `run` now and then while a live list is shown (and the page visible); answers the stop.
   * The page's own polls every few seconds (./main.tsx); tests call `run` themselves.
   */
  poll(run: () => void): () => void;
  /** The signed-in merchant (the SFTP login's user, too). */
  entityId?: string;
  /** host:port of the sandbox's SFTP server, when it runs one. */
  sftp?: string;
}

export const Inspector = createContext<InspectorContext>(undefined as unknown as InspectorContext);

export const useInspector = (): InspectorContext => useContext(Inspector);
