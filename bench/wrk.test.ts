// What keeps bench/instances.ts honest: wrk sends the bodies as given, in turn, and a run with more
// than 1 % of failed answers is refused rather than reported.
import { existsSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertClean, runWrk, type WrkResult } from './wrk';

const result = (requests: number, status: number, socket: number): WrkResult => ({
  requests,
  seconds: 1,
  status,
  socket,
  p50Ms: 0,
  p99Ms: 0,
});

describe('assertClean', () => {
  it('passes 1 % of failures and refuses more, socket errors and statuses alike', () => {
    expect(() => assertClean(result(1000, 10, 0), 'x')).not.toThrow();
    expect(() => assertClean(result(1000, 11, 0), 'x')).toThrow(/not a measurement/);
    expect(() => assertClean(result(1000, 0, 11), 'x')).toThrow(/11 socket errors/);
    expect(() => assertClean(result(1000, 6, 6), 'x')).toThrow(/not a measurement/);
  });

  it('refuses a run without answers', () => {
    expect(() => assertClean(result(0, 0, 0), 'x')).toThrow(/no answer/);
  });
});

describe.runIf(existsSync('/usr/bin/wrk'))('runWrk', () => {
  // Bodies a Lua long string must hold as they are: brackets, quotes, percent-encoding.
  const bodies = ['a=1', 'b=%5D%5D&c="x"', 'd=]]e]=]f', `g=${'h'.repeat(4000)}`];
  const received = new Map<string, number>();
  let failEvery = 0;
  let count = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const key = `${req.method} ${req.headers.authorization} ${body}`;
      received.set(key, (received.get(key) ?? 0) + 1);
      count++;
      res.writeHead(failEvery > 0 && count % failEvery === 0 ? 500 : 200).end('{}');
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1/payments`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const run = () =>
    runWrk(
      { url, method: 'POST', headers: { Authorization: 'Bearer t0ken' }, bodies },
      { connections: 2, threads: 1, seconds: 1 },
    );

  it('sends every body, unchanged, with the method and headers', async () => {
    received.clear();
    failEvery = 0;
    const r = await run();
    expect(new Set(received.keys())).toEqual(new Set(bodies.map((b) => `POST Bearer t0ken ${b}`)));
    expect(r.requests).toBeGreaterThan(0);
    expect(r.status).toBe(0);
    expect(r.socket).toBe(0);
    assertClean(r, 'clean');
  });

  it('counts answers of status 500, and such a run is refused', async () => {
    failEvery = 10;
    const r = await run();
    expect(r.status).toBeGreaterThan(0);
    expect(() => assertClean(r, 'failing')).toThrow(/not a measurement/);
  });
});
