import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { answerBody } from './answer';
import { sendStreamedAnswer, textStream } from './streamed-answer';

const NOW = new Date('2026-11-21T12:00:00Z');
const withoutNdc = (body: string) => body.replace(/"ndc":"[^"]*"/, '"ndc":"-"');

async function* batchesOf(batches: readonly (readonly unknown[])[]): AsyncGenerator<string[]> {
  for (const batch of batches) yield batch.map((item) => JSON.stringify(item));
}

describe('textStream', () => {
  it('lets the event loop take a turn between the chunks it makes', async () => {
    const events: string[] = [];
    async function* chunks(): AsyncGenerator<string> {
      for (const chunk of ['a', 'b', 'c']) {
        events.push(`made ${chunk}`);
        yield chunk;
      }
    }
    const stream = textStream(chunks());
    setImmediate(() => events.push('other work'));
    const read: string[] = [];
    for await (const piece of stream) read.push(String(piece));
    expect(read.join('')).toBe('abc');
    // Without the turn, all three chunks would be made before anything else ran.
    expect(events.indexOf('other work')).toBeGreaterThan(events.indexOf('made a'));
    expect(events.indexOf('other work')).toBeLessThan(events.indexOf('made c'));
  });
});

describe('sendStreamedAnswer', () => {
  it('writes exactly the JSON the whole answer would have had', async () => {
    const app = Fastify();
    const cases: Array<[Record<string, unknown>, unknown[][]]> = [
      [{}, []],
      [{}, [[{ a: 1 }]]],
      [{ id: 'x', nested: { quote: 'a "b" \\ c' }, n: 3 }, [[1, 2], [], [{ s: 'ü' }], [null]]],
      [{ pageNo: 2, pages: 3 }, [[], []]],
    ];
    app.get<{ Params: { n: string } }>('/:n', async (request, reply) => {
      const [members, batches] = cases[Number(request.params.n)] as (typeof cases)[number];
      return sendStreamedAnswer(
        reply,
        200,
        NOW,
        RESULT.SUCCESSFUL_REQUEST,
        members,
        'items',
        batchesOf(batches),
      );
    });
    for (const [n, [members, batches]] of cases.entries()) {
      const res = await app.inject({ method: 'GET', url: `/${n}` });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const whole = answerBody(NOW, RESULT.SUCCESSFUL_REQUEST, { ...members, items: batches.flat() });
      expect(withoutNdc(res.body)).toBe(withoutNdc(JSON.stringify(whole)));
    }
    await app.close();
  });
});
