export interface ShopConfig {
  port: number;
  host: string;
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

export function shopConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ShopConfig {
  const port = Number(env.SHOP_PORT ?? 3000);
  const sandboxPort = Number(env.SANDBOX_PORT ?? 8080);
  // SANDBOX_PUBLIC_URL may list several origins of the gateway; the first is the one to use.
  const gatewayPublicUrl = env.SANDBOX_PUBLIC_URL?.split(',')[0]?.trim() || `http://localhost:${sandboxPort}`;
  return {
    port,
    host: env.SHOP_HOST ?? 'localhost',
    publicUrl: env.SHOP_PUBLIC_URL ?? `http://localhost:${port}`,
    gatewayPublicUrl,
    gatewayApiUrl: env.SHOP_GATEWAY_API_URL ?? `http://127.0.0.1:${sandboxPort}`,
    entityId: env.SANDBOX_ENTITY_ID ?? DEFAULT_ENTITY_ID,
    accessToken: env.SANDBOX_ACCESS_TOKEN ?? DEFAULT_ACCESS_TOKEN,
    ...(env.SHOP_WEBHOOK_KEY ? { webhookKey: env.SHOP_WEBHOOK_KEY } : {}),
  };
}
