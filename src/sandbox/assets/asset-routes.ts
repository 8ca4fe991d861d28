import type { FastifyInstance } from 'fastify';
import { WITHOUT_STORE } from '../http/commit-before-answer';
import { IMMUTABLE_CACHE, serveAsset } from './serve-asset';
import { type ServedAsset, versionedPath } from './served-asset';

export interface AssetRoute {
  /** The entry URL, e.g. /v1/secure-field.js. */
  path: string;
  asset: ServedAsset;
  type: string;
  /** Cross-Origin-Resource-Policy: `cross-origin` for what shop pages load, else `same-origin`. */
  resourcePolicy: 'cross-origin' | 'same-origin';
}

/**
 * An asset at its entry URL (cached for minutes) and, for the pages and scripts that link it, at
 * its versioned URL (`/v1/secure-field.{version}.js`, immutable, a year). Another version than the
 * one loaded is a 404: this sandbox no longer has those bytes, and a versioned URL answers its own
 * bytes or nothing. Neither waits for the store (they write nothing).
 */
export function registerAssetRoutes(
  app: FastifyInstance,
  { path, asset, type, resourcePolicy }: AssetRoute,
  versioned = true,
): void {
  app.get(path, WITHOUT_STORE, async (request, reply) =>
    serveAsset(request, reply.header('Cross-Origin-Resource-Policy', resourcePolicy), asset, { type }),
  );
  if (!versioned) return;
  app.get<{ Params: { version: string } }>(
    versionedPath(path, ':version'),
    WITHOUT_STORE,
    async (request, reply) => {
      if (request.params.version !== asset.version) return reply.callNotFound();
      reply.header('Cross-Origin-Resource-Policy', resourcePolicy);
      return serveAsset(request, reply, asset, { type, cache: IMMUTABLE_CACHE });
    },
  );
}
