// Answers too large to make whole (a settlement day's records, its CSV): written as they are made,
// a batch at a time, with the event loop free between batches, so other requests go on meanwhile
// and memory holds a batch, not the answer. The bytes are those the whole answer would have had.
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { answerBody, type ResultBody } from './answer';
import { noteResultCode } from './request-log';

/**
 * The text of `chunks` as a stream: each chunk is made when the reader (the socket) wants more,
 * and the event loop takes a turn before the next one is made (a store read settles at once on
 * SQLite: without the turn, making the whole answer would be one long task). A client that goes
 * away ends the chunks' generator.
 */
export function textStream(chunks: AsyncIterable<string>): Readable {
  async function* withTurns(): AsyncGenerator<string> {
    for await (const chunk of chunks) {
      if (chunk !== '') yield chunk;
      await nextTurn();
    }
  }
  return Readable.from(withTurns(), { objectMode: false, highWaterMark: 64 * 1024 });
}

/**
 * `items` with its first one made already: a store that fails on the first read fails the request
 * before anything is sent (503, as for any answer), not a 200 broken off.
 */
export async function primed<T>(items: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = items[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      try {
        if (first.done) return;
        yield first.value;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
      } finally {
        // A reader that stops early (a client gone) ends the items' generator too.
        await iterator.return?.();
      }
    },
  };
}

/**
 * The JSON answer of sendAnswer(reply, status, now, result, {...members, [list]: items}), with the
 * items written as `batches` makes them (each item its JSON already). The list is the members'
 * last, as in the answers that have one.
 */
export async function sendStreamedAnswer(
  reply: FastifyReply,
  status: number,
  now: Date,
  result: ResultBody,
  members: Readonly<Record<string, unknown>>,
  list: string,
  batches: AsyncIterable<readonly string[]>,
): Promise<FastifyReply> {
  const items = await primed(batches);
  // JSON.stringify of an object is `{` + its members joined by `,` + `}`: the members up to the
  // list's `[`, the items, then `]` and the rest of the answer's members.
  const head = JSON.stringify({ ...members, [list]: [] }).slice(0, -2);
  const tail = `],${JSON.stringify(answerBody(now, result)).slice(1)}`;
  async function* text(): AsyncGenerator<string> {
    yield head;
    let first = true;
    for await (const batch of items) {
      if (batch.length === 0) continue;
      yield `${first ? '' : ','}${batch.join(',')}`;
      first = false;
    }
    yield tail;
  }
  noteResultCode(reply, result.code);
  return reply.code(status).type('application/json; charset=utf-8').send(textStream(text()));
}
