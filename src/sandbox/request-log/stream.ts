// GET /v1/sandbox/requests/stream: the merchant's new requests as server-sent events, one `request`
// event per summary, its id the request's. Read from the store, never from memory: what this
// process records wakes the stream at once (RequestRecorder.onRecorded), what another process on
// the same database recorded is found by a read every `pollMs`. Last-Event-ID (the browser's
// EventSource sends it when it reconnects) resumes after that request; without it the stream
// starts with the requests that come after it opened. A comment every `heartbeatMs` keeps proxies
// from closing a quiet stream.
//
// On PostgreSQL a row may commit after a row with a higher id was sent (several processes, one
// identity sequence): each read goes over the ids above a floor, skips those sent, and raises the
// floor only once no transaction that may still add a row below it is running (./stream-cursor.ts).
// So an open stream sends such a row when it commits; a resumed one too, for a row whose
// transaction was still running when the stream resumed and that is among the BATCH newest before
// Last-Event-ID. A row that committed while no stream was open, below the id the client had, is
// not sent (it is in the list). Bounded: MAX_UNSETTLED ids remembered per stream, reads of BATCH.
import type { FastifyReply } from 'fastify';
import type { SandboxStore } from '../database/open';
import { summaryOf } from './answers';
import type { StreamTiming } from './log-config';
import type { RequestRecorder } from './recorder';
import { streamCursor } from './stream-cursor';

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
      // Where the client is: the ids already there up to its last one (or the newest), and the
      // snapshot they were read in.
      const known = await store.requestLog.upTo(entityId, lastEventId ?? Number.MAX_SAFE_INTEGER, BATCH);
      const ids = known.rows.map((row) => row.id);
      const cursor = streamCursor(lastEventId ?? ids[0] ?? 0, ids, known.horizon, ids.length < BATCH);
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
            cursor.begin();
            for (let from = cursor.floor; ; ) {
              const { rows, horizon } = await store.requestLog.after(entityId, from, BATCH);
              if (closed) return;
              for (const row of cursor.fresh(rows, horizon))
                raw.write(`id: ${row.id}\nevent: request\ndata: ${JSON.stringify(summaryOf(row))}\n\n`);
              const last = rows.at(-1);
              if (!last || rows.length < BATCH) break;
              from = last.id;
            }
            cursor.end();
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
