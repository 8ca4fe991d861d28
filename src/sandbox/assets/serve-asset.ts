import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateCoding } from '../http/accept-encoding';
import { addVary } from '../http/vary';
import type { ServedAsset } from './served-asset';

/** An entry URL (the script merchants embed, older links): minutes, then revalidated by ETag. */
export const ENTRY_CACHE = 'public, max-age=300';
/** A versioned URL: its bytes never change, so any cache keeps it for a year without asking again. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The ETag of the answer in one coding: the identity's strong ETag, the coding added inside the quotes. */
export const etagIn = (asset: ServedAsset, coding: string): string =>
  coding === 'identity' ? asset.etag : `${asset.etag.slice(0, -1)}-${coding}"`;

/**
 * Whether If-None-Match names this ETag: a list, `*`, and the weak comparison RFC 9110 13.1.2
 * asks for (W/ ignored).
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export interface AssetAnswer {
  type: string;
  cache?: string;
}

/**
 * An asset as loaded at start-up, in the coding the client prefers of those it was compressed to
 * (never compressed here), with `Vary: Accept-Encoding`, that coding's ETag, and 304 when the
 * client has it already.
 */
export function serveAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: ServedAsset,
  { type, cache = ENTRY_CACHE }: AssetAnswer,
): FastifyReply {
  const coding = negotiateCoding(request.headers['accept-encoding'], asset.codings);
  const etag = etagIn(asset, coding);
  addVary(reply, 'Accept-Encoding')
    .header('Content-Type', type)
    .header('Cache-Control', cache)
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff');
  if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (coding === 'identity') return reply.code(200).send(asset.body);
  return reply.code(200).header('Content-Encoding', coding).send(asset.encoded[coding]);
}

export const JAVASCRIPT = 'text/javascript; charset=utf-8';
export const CSS = 'text/css; charset=utf-8';
