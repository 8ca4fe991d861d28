import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, ENTITY_ID, json, PAYMENT, postForm, type TestSandbox, testSandbox } from '../test-support';
import { COMPRESS_THRESHOLD, compressAnswers } from './compress-answers';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

function decoded(res: LightMyRequestResponse): Buffer {
  expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.rawPayload);
  if (coding === 'gzip') return gunzipSync(res.rawPayload);
  return res.rawPayload;
}

const query = (headers: Record<string, string>) =>
  sb.app.inject({
    method: 'GET',
    url: `/v1/query?${new URLSearchParams({ entityId: ENTITY_ID, merchantTransactionId: 'order-wire-1' })}`,
    headers: { ...AUTH, ...headers },
  });

describe('JSON answers above the threshold', () => {
  beforeAll(async () => {
    for (let i = 0; i < 4; i++)
      expect(
        (await postForm(sb.app, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'order-wire-1' }))
          .statusCode,
      ).toBe(200);
  });

  it('are compressed in the coding asked for, the same JSON once decoded', async () => {
    const plain = await query({});
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const payments = json(plain).payments;
    expect(payments).toHaveLength(4);
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['identity', undefined],
      ['br;q=x;;', undefined],
    ] as const) {
      const res = await query({ 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(res.headers.vary, accept).toBe('Accept-Encoding');
      expect(JSON.parse(decoded(res).toString()).payments, accept).toEqual(payments);
      if (coding) expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
  });

  it('compresses the API document, and a 404 as large', async () => {
    const res = await sb.app.inject({
      method: 'GET',
      url: '/v1/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(res).toString()).openapi).toMatch(/^3\./);
  });
});

describe('answers below the threshold', () => {
  it('leave a payment’s answer exactly as it was: no coding, no Vary', async () => {
    const res = await postForm(sb.app, '/v1/payments', PAYMENT, { ...AUTH, 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(json(res).result.code).toMatch(/^000\.100\.11/);
  });

  it('leave an error answer as it was', async () => {
    const res = await sb.app.inject({
      method: 'GET',
      url: '/v1/nothing-here',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(json(res).result.code).toBe('200.300.404');
  });
});

describe('a streamed answer', () => {
  // A route that streams: the first part, then the rest only once the client has received bytes of
  // the first. Gathering the stream whole before compressing it would never send those bytes. The
  // part is larger than what brotli holds before its first output (twice its 256 KiB window).
  const PART = Buffer.from(Array.from({ length: 120_000 }, (_, i) => `${(i * 7919) % 10007},`).join(''));
  let clientGotBytes: () => void = () => {};
  const app = Fastify();
  compressAnswers(app);
  app.get('/stream', async (_request, reply) => {
    const received = new Promise<void>((resolve) => {
      clientGotBytes = resolve;
    });
    async function* parts() {
      yield PART;
      await received;
      yield PART;
    }
    return reply.type('text/csv; charset=utf-8').send(Readable.from(parts()));
  });
  let origin = '';
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  /** The stream as the client decodes it, and the headers it came with. */
  const fetchStream = (headers: Record<string, string>) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      httpRequest(`${origin}/stream`, { headers }, (res) => {
        res.once('data', () => clientGotBytes());
        const chunks: Buffer[] = [];
        const coding = res.headers['content-encoding'];
        (coding === 'br' ? res.pipe(createBrotliDecompress()) : res)
          .on('data', (chunk: Buffer) => chunks.push(chunk))
          .on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
          .on('error', reject);
      })
        .on('error', reject)
        .end();
    });

  it('is compressed as it flows, without a Content-Length', async () => {
    const res = await fetchStream({ 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.equals(Buffer.concat([PART, PART]))).toBe(true);
  });

  it('flows as it is to a client that asks for no coding', async () => {
    const res = await fetchStream({});
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(Buffer.concat([PART, PART]))).toBe(true);
  });
});

describe('a stream of server-sent events', () => {
  let sendSecond: () => void = () => {};
  const app = Fastify();
  compressAnswers(app);
  app.get('/events', async (_request, reply) => {
    const next = new Promise<void>((resolve) => {
      sendSecond = resolve;
    });
    async function* events() {
      yield 'event: request\ndata: {"id":"first"}\n\n';
      await next;
      yield 'event: request\ndata: {"id":"second"}\n\n';
    }
    return reply.type('text/event-stream').send(Readable.from(events()));
  });
  let origin = '';
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it('is sent uncompressed, each event as it is written, whatever the client accepts', async () => {
    const { headers, first, all } = await new Promise<{
      headers: Record<string, unknown>;
      first: string;
      all: string;
    }>((resolve, reject) => {
      httpRequest(`${origin}/events`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let text = '';
        let firstEvent = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          // The second event is written only once the first has reached the client.
          if (!firstEvent && text.includes('\n\n')) {
            firstEvent = text;
            sendSecond();
          }
        });
        res.on('end', () => resolve({ headers: res.headers, first: firstEvent, all: text }));
      })
        .on('error', reject)
        .end();
    });
    expect(headers['content-encoding']).toBeUndefined();
    expect(first).toBe('event: request\ndata: {"id":"first"}\n\n');
    expect(all).toBe(`${first}event: request\ndata: {"id":"second"}\n\n`);
  });
});
