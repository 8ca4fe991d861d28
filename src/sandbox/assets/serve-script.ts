import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServedAsset } from './load-assets';

/** A bundle as read at start-up, cached for 5 minutes and revalidated by its ETag. */
export function serveScript(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: ServedAsset,
  type = 'text/javascript; charset=utf-8',
): FastifyReply {
  reply
    .header('Content-Type', type)
    .header('Cache-Control', 'public, max-age=300')
    .header('ETag', asset.etag)
    .header('X-Content-Type-Options', 'nosniff');
  if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
  return reply.code(200).send(asset.body);
}
