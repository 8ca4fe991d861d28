// A frame's page depends on its kind and its locale alone: the checkout and the parent page's
// origin are in its URL's fragment, which only its script reads and no request carries. So each
// page is made once, compressed as the assets are, and served like one: an ETag, five minutes in
// the browser's cache, and the same URL and bytes for every checkout, so a shopper's second
// payment page takes its frames from the cache.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENTRY_CACHE, serveAsset } from './serve-asset';
import { type ServedAsset, servedAsset } from './served-asset';

/**
 * Pages kept per process: every field and bank frame in each of the widget's languages fits many
 * times over. A locale tag is the client's to choose (`de-AT`, `de-CH-1996`…), so past the limit a
 * page is made per request (and compressed on its way out at the answers' cheap setting) rather
 * than kept: a client inventing tags costs itself, not the gateway's memory.
 */
export const FIELD_PAGES_KEPT = 512;

const HTML = 'text/html; charset=utf-8';

export class FieldPages {
  private readonly pages = new Map<string, Promise<ServedAsset>>();

  constructor(private readonly limit = FIELD_PAGES_KEPT) {}

  /** The page kept for `key`, made by `make` the first time; undefined when no more are kept. */
  kept(key: string, make: () => string): Promise<ServedAsset> | undefined {
    const found = this.pages.get(key);
    if (found || this.pages.size >= this.limit) return found;
    const made = servedAsset(Buffer.from(make(), 'utf8'));
    this.pages.set(key, made);
    // A page that could not be compressed is made again by the next request, not kept failed.
    made.catch(() => this.pages.delete(key));
    return made;
  }

  get size(): number {
    return this.pages.size;
  }
}

export interface FieldPageAnswer {
  pages: FieldPages;
  /** What the page depends on: its route, its kind and the locale it was asked in. */
  key: string;
  make: () => string;
  /** Its Content-Security-Policy (the hashes of what it carries written in). */
  policy: string;
}

/** A framed field page (card fields, bank account, stored details) under its strict policy. */
export async function sendFieldPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { pages, key, make, policy }: FieldPageAnswer,
): Promise<FastifyReply> {
  reply
    .header('Content-Security-Policy', policy)
    .header('Referrer-Policy', 'same-origin')
    .header('X-Content-Type-Options', 'nosniff');
  const kept = pages.kept(key, make);
  if (kept) return serveAsset(request, reply, await kept, { type: HTML, cache: ENTRY_CACHE });
  return reply.code(200).header('Content-Type', HTML).header('Cache-Control', ENTRY_CACHE).send(make());
}
