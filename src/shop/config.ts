export interface ShopConfig {
  port: number;
  host: string;
  /**
   * SHOP_HTTPS_PORT (unset: none): the shop also listens on https there, with the gateway's
   * certificate (`npm start` hands it over), and its pages send the shopper to https URLs only: its
   * own (publicUrl) and the gateway's https origin. The http port stays, for the gateway's webhooks.
   */
  httpsPort?: number;
  /** Origin of this shop as the browser sees it (shopperResultUrl is built from it). */
  publicUrl: string;
  /** Gateway origin as the shopper's browser sees it (script tag, iframes). */
  gatewayPublicUrl: string;
  /** Gateway origin the shop's server calls (server to server). */
  gatewayApiUrl: string;
  entityId: string;
  accessToken: string;
  /**
   * The key of the shop's webhook endpoint (64 hex; SHOP_WEBHOOK_KEY): `npm start` configures the
   * sandbox to send to it. Unset: the shop has no webhook endpoint.
   */
  webhookKey?: string;
}

const DEFAULT_ENTITY_ID = '8a8294174b7ecb28014b9699220015ca';
const DEFAULT_ACCESS_TOKEN = 'OGE4Mjk0MTc0YjdlY2IyODAxNGI5Njk5MjIwMDE1Y2N8c3k2S0pzVDg=';

function httpsPort(value: string | undefined): number | undefined {
  if (value === undefined || value === '' || value === 'off') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`SHOP_HTTPS_PORT must be a port number or "off", got "${value}"`);
  return n;
}

/**
 * The gateway's origin for the shopper's browser: the first in SANDBOX_PUBLIC_URL (the first https
 * one for a shop on https: an https page loads no http script), else the sandbox on localhost.
 */
function gatewayOrigin(env: NodeJS.ProcessEnv, https: boolean): string {
  const listed = (env.SANDBOX_PUBLIC_URL ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chosen = https ? listed.find((origin) => origin.startsWith('https:')) : listed[0];
  if (chosen) return chosen;
  if (!https) return `http://localhost:${Number(env.SANDBOX_PORT ?? 8080)}`;
  if (env.SANDBOX_HTTPS_PORT === 'off')
    throw new Error('SHOP_HTTPS_PORT needs the gateway on https: SANDBOX_HTTPS_PORT is off');
  return `https://localhost:${Number(env.SANDBOX_HTTPS_PORT || 8443)}`;
}

export function shopConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ShopConfig {
  const port = Number(env.SHOP_PORT ?? 3000);
  const sandboxPort = Number(env.SANDBOX_PORT ?? 8080);
  const tlsPort = httpsPort(env.SHOP_HTTPS_PORT);
  const ownOrigin = tlsPort === undefined ? `http://localhost:${port}` : `https://localhost:${tlsPort}`;
  return {
    port,
    host: env.SHOP_HOST ?? 'localhost',
    ...(tlsPort === undefined ? {} : { httpsPort: tlsPort }),
    publicUrl: env.SHOP_PUBLIC_URL ?? ownOrigin,
    gatewayPublicUrl: gatewayOrigin(env, tlsPort !== undefined),
    gatewayApiUrl: env.SHOP_GATEWAY_API_URL ?? `http://127.0.0.1:${sandboxPort}`,
    entityId: env.SANDBOX_ENTITY_ID ?? DEFAULT_ENTITY_ID,
    accessToken: env.SANDBOX_ACCESS_TOKEN ?? DEFAULT_ACCESS_TOKEN,
    ...(env.SHOP_WEBHOOK_KEY ? { webhookKey: env.SHOP_WEBHOOK_KEY } : {}),
  };
}
