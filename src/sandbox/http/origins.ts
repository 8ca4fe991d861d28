// Who the gateway is, as browsers see it: from configuration only, never from a request header.
// Deriving it from Host (or X-Forwarded-*) let a page on `evil.example`, reached through DNS
// rebinding with `Host: evil.example`, pass the frames' Origin check and pay a checkout.
import type { FastifyRequest } from 'fastify';

export interface GatewayOrigins {
  /** The first configured origin: redirect URLs of server-to-server answers start with it. */
  readonly canonical: string;
  /** Is this Origin header one of the gateway's own? Absent, `null` or anything else: no. */
  allows(origin: string | undefined): boolean;
  /**
   * The configured origin to build a browser flow's URLs with: the one whose host the request
   * names (a shopper on 127.0.0.1 keeps 127.0.0.1 URLs, so frames stay same-origin), else the
   * canonical one. Choosing among configured values is not trusting the header: a forged Host
   * can only ever select one of the gateway's own origins.
   */
  forRequest(request: FastifyRequest): string;
}

/** The loopback names a developer types, and their https twins (a TLS proxy on the same port). */
export const defaultOrigins = (port: number): string[] =>
  ['http', 'https'].flatMap((scheme) => [`${scheme}://localhost:${port}`, `${scheme}://127.0.0.1:${port}`]);

/**
 * SANDBOX_PUBLIC_URL: one origin or a comma-separated list; each an http(s) URL without path,
 * query or credentials. Throws a message naming the bad entry.
 */
export function parsePublicOrigins(value: string): string[] {
  return value.split(',').map((entry) => {
    const text = entry.trim();
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(`SANDBOX_PUBLIC_URL: "${text}" is not a URL`);
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare)
      throw new Error(`SANDBOX_PUBLIC_URL: "${text}" must be an origin, like https://pay.example.test:8443`);
    return url.origin;
  });
}

interface OriginTable {
  list: readonly string[];
  all: ReadonlySet<string>;
  /** host (with a port unless the scheme's default) → the first origin with that host */
  byHost: ReadonlyMap<string, string>;
}

function table(list: readonly string[]): OriginTable {
  const byHost = new Map<string, string>();
  for (const origin of list) {
    const { host } = new URL(origin);
    if (!byHost.has(host)) byHost.set(host, origin);
  }
  return { list, all: new Set(list), byHost };
}

/**
 * The configured origins, or the loopback defaults for the port the sandbox listens on (read
 * from `port()` at each use until it stops changing: 0 in the configuration means "a free one").
 */
export function gatewayOrigins(
  configured: readonly string[] | undefined,
  port: () => number,
): GatewayOrigins {
  const fixed = configured && configured.length > 0 ? table(configured) : undefined;
  let forPort: { port: number; table: OriginTable } | undefined;
  const current = (): OriginTable => {
    if (fixed) return fixed;
    const p = port();
    if (forPort?.port !== p) forPort = { port: p, table: table(defaultOrigins(p)) };
    return forPort.table;
  };
  // Host names are case-insensitive (an origin's is lowercase), and Host may spell out a scheme's
  // default port, which an origin never does.
  const hostOf = (request: FastifyRequest): string => (request.headers.host ?? '').toLowerCase();
  const withoutDefaultPort = (host: string): string =>
    host.endsWith(':80') || host.endsWith(':443') ? host.slice(0, host.lastIndexOf(':')) : host;
  return {
    get canonical() {
      return current().list[0] as string;
    },
    allows: (origin) => origin !== undefined && current().all.has(origin),
    forRequest(request) {
      const t = current();
      const host = hostOf(request);
      return t.byHost.get(host) ?? t.byHost.get(withoutDefaultPort(host)) ?? (t.list[0] as string);
    },
  };
}
