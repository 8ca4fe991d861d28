// Who the gateway is, as browsers see it: from configuration only, never from a request header.
// Deriving it from Host (or X-Forwarded-*) let a page on `evil.example`, reached through DNS
// rebinding with `Host: evil.example`, pass the frames' Origin check and pay a checkout.
import type { FastifyRequest } from 'fastify';

export interface GatewayOrigins {
  /** The first configured origin: what a request matching none of them gets. */
  readonly canonical: string;
  /** Is this Origin header one of the gateway's own? Absent, `null` or anything else: no. */
  allows(origin: string | undefined): boolean;
  /**
   * The configured origin to build a request's URLs with (redirects, 3-D Secure pages): the one
   * with the request's scheme and host (a shopper on https://127.0.0.1 keeps https://127.0.0.1
   * URLs, so frames stay same-origin), else the first with its scheme, else the canonical one.
   * Scheme and host are the connection's (TLS or not) and the Host header, or X-Forwarded-Proto
   * and X-Forwarded-Host when SANDBOX_TRUST_PROXY is on (Fastify's `request.protocol` and
   * `request.host`). Choosing among configured values is not trusting the headers: a forged one
   * can only ever select one of the gateway's own origins.
   */
  forRequest(request: Pick<FastifyRequest, 'protocol' | 'host'>): string;
}

/** The ports the gateway really listens on (0 in the configuration means "a free one"). */
export interface ListeningPorts {
  http(): number;
  /** undefined: no HTTPS listener. */
  https?(): number;
}

/** The loopback names a developer types, on the http port and, when there is one, the https port. */
export const defaultOrigins = (port: number, httpsPort?: number): string[] => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
  ...(httpsPort === undefined ? [] : [`https://localhost:${httpsPort}`, `https://127.0.0.1:${httpsPort}`]),
];

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
  /** `scheme://host` (with a port unless the scheme's default) → the first origin with both */
  byAuthority: ReadonlyMap<string, string>;
  /** scheme → the first origin with it */
  byScheme: ReadonlyMap<string, string>;
}

function table(list: readonly string[]): OriginTable {
  const byAuthority = new Map<string, string>();
  const byScheme = new Map<string, string>();
  for (const origin of list) {
    const { protocol, host } = new URL(origin);
    const scheme = protocol.slice(0, -1);
    if (!byAuthority.has(`${scheme}://${host}`)) byAuthority.set(`${scheme}://${host}`, origin);
    if (!byScheme.has(scheme)) byScheme.set(scheme, origin);
  }
  return { list, all: new Set(list), byAuthority, byScheme };
}

/**
 * The configured origins, or the loopback defaults for the ports the sandbox listens on (read at
 * each use until they stop changing: 0 in the configuration means "a free one").
 */
export function gatewayOrigins(
  configured: readonly string[] | undefined,
  ports: ListeningPorts,
): GatewayOrigins {
  const fixed = configured && configured.length > 0 ? table(configured) : undefined;
  let forPorts: { key: string; table: OriginTable } | undefined;
  const current = (): OriginTable => {
    if (fixed) return fixed;
    const http = ports.http();
    const https = ports.https?.();
    const key = `${http}/${https}`;
    if (forPorts?.key !== key) forPorts = { key, table: table(defaultOrigins(http, https)) };
    return forPorts.table;
  };
  // Scheme and host names are case-insensitive (an origin's are lowercase), and Host may spell out
  // the scheme's default port, which an origin never does.
  const withoutDefaultPort = (scheme: string, host: string): string =>
    (scheme === 'http' && host.endsWith(':80')) || (scheme === 'https' && host.endsWith(':443'))
      ? host.slice(0, host.lastIndexOf(':'))
      : host;
  return {
    get canonical() {
      return current().list[0] as string;
    },
    allows: (origin) => origin !== undefined && current().all.has(origin),
    forRequest(request) {
      const t = current();
      const scheme = (request.protocol ?? 'http').toLowerCase();
      const host = withoutDefaultPort(scheme, (request.host ?? '').toLowerCase());
      return t.byAuthority.get(`${scheme}://${host}`) ?? t.byScheme.get(scheme) ?? (t.list[0] as string);
    },
  };
}
