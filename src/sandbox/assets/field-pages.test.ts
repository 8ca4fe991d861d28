import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { FieldPages, sendFieldPage } from './field-pages';

describe('the frames’ pages kept', () => {
  it('are made once per key, compressed, and the same promise for requests that come together', async () => {
    const pages = new FieldPages(4);
    let made = 0;
    const make = () => {
      made++;
      return `<!doctype html><p>${'page '.repeat(200)}</p>`;
    };
    const [a, b] = [pages.kept('cvv de', make), pages.kept('cvv de', make)];
    expect(a).toBe(b);
    const page = await a;
    expect(made).toBe(1);
    expect(page?.codings).toEqual(['br', 'gzip']);
    expect(page?.body.toString()).toContain('page page');
  });

  it('keep no more than their limit, so invented locale tags cannot fill the memory', async () => {
    const pages = new FieldPages(2);
    const make = () => 'x';
    expect(pages.kept('cvv de-AA', make)).toBeDefined();
    expect(pages.kept('cvv de-BB', make)).toBeDefined();
    expect(pages.kept('cvv de-CC', make)).toBeUndefined();
    expect(pages.size).toBe(2);
    // The pages kept are still served.
    expect(pages.kept('cvv de-AA', make)).toBeDefined();
  });

  it('past their limit are still answered, made for the request, under their policy', async () => {
    const app = Fastify();
    const pages = new FieldPages(1);
    app.get<{ Querystring: { locale: string } }>('/page', (request, reply) =>
      sendFieldPage(request, reply, {
        pages,
        key: request.query.locale,
        make: () => `<p>${request.query.locale}</p>`,
        policy: "default-src 'none'",
      }),
    );
    const kept = await app.inject({ url: '/page?locale=de' });
    const made = await app.inject({ url: '/page?locale=fr' });
    for (const res of [kept, made]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'");
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    }
    expect(kept.body).toBe('<p>de</p>');
    expect(kept.headers.etag).toBeDefined();
    expect(made.body).toBe('<p>fr</p>');
    expect(pages.size).toBe(1);
    await app.close();
  });
});
