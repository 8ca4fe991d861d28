// GET /v1/sandbox/requests/stream: the merchant's new requests as server-sent events, one `request`
// event per summary, its id the request's. Read from the store, never from memory: what this
// process records wakes the stream at once (RequestRecorder.onRecorded), what another process on
// the same database recorded is found by a read every `pollMs`. Last-Event-ID (the browser's
// EventSource sends it when it reconnects) resumes after that request; without it the stream
// starts with the requests that come after it opened. A comment every `heartbeatMs` keeps proxies
// from closing a quiet stream.
import type { FastifyReply } from 'fastify';
import type { SandboxStore } from '../database/open';
import { summaryOf } from './answers';
import type { StreamTiming } from './log-config';
import type { RequestRecorder } from './recorder';

/** Summaries read per store read while catching up. */
const BATCH = 100;

export interface OpenStreams {
  /** Ends every open stream (the server is closing). */
  endAll(): void;
  open(
    reply: FastifyReply,
    entityId: string,
    lastEventId: number | undefined,
    deps: { store: Pick<SandboxStore, 'requestLog'>; recorder: RequestRecorder; timing: StreamTiming },
  ): Promise<void>;
}

export function openStreams(): OpenStreams {
  const ends = new Set<() => void>();
  return {
    endAll() {
      for (const end of [...ends]) end();
    },
    async open(reply, entityId, lastEventId, { store, recorder, timing }) {
      await recorder.settled();
      let last = lastEventId ?? (await store.requestLog.list(entityId, {}, 1))[0]?.id ?? 0;
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx would hold the events back in its buffer otherwise.
        'x-accel-buffering': 'no',
      });
      raw.write(': requests of this merchant\n\n');

      let closed = false;
      let reading = false;
      let again = false;
      // One read at a time; a wake-up meanwhile reads once more after it.
      const pump = async (): Promise<void> => {
        if (closed) return;
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            await recorder.settled();
            for (;;) {
              const rows = await store.requestLog.after(entityId, last, BATCH);
              if (closed) return;
              for (const row of rows) {
                raw.write(`id: ${row.id}\nevent: request\ndata: ${JSON.stringify(summaryOf(row))}\n\n`);
                last = row.id;
              }
              if (rows.length < BATCH) break;
            }
          } while (again && !closed);
        } catch {
          // The store failed: the client reconnects with its Last-Event-ID and misses nothing.
          end();
        } finally {
          reading = false;
        }
      };
      const poll = setInterval(() => void pump(), timing.pollMs);
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), timing.heartbeatMs);
      const unsubscribe = recorder.onRecorded((recorded) => {
        if (recorded === entityId) void pump();
      });
      const end = () => {
        if (closed) return;
        closed = true;
        clearInterval(poll);
        clearInterval(heartbeat);
        unsubscribe();
        ends.delete(end);
        raw.end();
      };
      ends.add(end);
      raw.on('close', end);
      await pump();
    },
  };
}
