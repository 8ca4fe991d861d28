// The e2e run starts its own sandbox and shop on ports of their own, with the gateway on 127.0.0.1
// and the shop on localhost: two different sites, as in production, so third-party iframe rules apply.
export const SANDBOX_PORT = 18080;
export const SHOP_PORT = 13000;
export const GATEWAY_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
export const SHOP_URL = `http://localhost:${SHOP_PORT}`;
export const ENTITY_ID = '8a8294174b7ecb28014b9699220015ca';
export const ACCESS_TOKEN = 'OGE4Mjk0MTc0YjdlY2IyODAxNGI5Njk5MjIwMDE1Y2N8c3k2S0pzVDg=';

/** The 3-D Secure method timeout of the e2e sandbox: 10 s by default, shortened to keep the suite quick. */
export const METHOD_TIMEOUT_MS = 2000;

export const E2E_ENV: Record<string, string> = {
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_HOST: '127.0.0.1',
  SANDBOX_PUBLIC_URL: GATEWAY_URL,
  SANDBOX_DB: 'test-results/e2e-sandbox.db',
  SHOP_PORT: String(SHOP_PORT),
  SHOP_HOST: 'localhost',
  SHOP_PUBLIC_URL: SHOP_URL,
  SANDBOX_LOG_LEVEL: 'warn',
  SANDBOX_THREEDS_METHOD_TIMEOUT_MS: String(METHOD_TIMEOUT_MS),
  SANDBOX_SFTP_PORT: '12222',
  // This stack stays on http (e2e/https.spec.ts has one of its own); no port 8443 taken.
  SANDBOX_HTTPS_PORT: 'off',
};

// The https stack: the gateway on https://127.0.0.1 and the shop on https://localhost (two sites,
// as above), with a local CA made at its start in test-results/, which the https spec's Chromium
// trusts through its NSS database.
export const HTTPS_GATEWAY_PORT = 28443;
export const HTTPS_SHOP_PORT = 23443;
export const HTTPS_GATEWAY_URL = `https://127.0.0.1:${HTTPS_GATEWAY_PORT}`;
export const HTTPS_SHOP_URL = `https://localhost:${HTTPS_SHOP_PORT}`;
export const HTTPS_STACK_READY_URL = 'http://127.0.0.1:28080/ready';
/** Where the https stack keeps its CA certificate: beside its database (`sandbox.db` → `sandbox.ca.pem`). */
export const HTTPS_CA_FILE = 'test-results/e2e-https/sandbox.ca.pem';

export const HTTPS_E2E_ENV: Record<string, string> = {
  SANDBOX_PORT: '28080',
  SANDBOX_HTTPS_PORT: String(HTTPS_GATEWAY_PORT),
  SANDBOX_HOST: '127.0.0.1',
  SANDBOX_PUBLIC_URL: `${HTTPS_GATEWAY_URL},http://127.0.0.1:28080`,
  SANDBOX_DB: 'test-results/e2e-https/sandbox.db',
  SHOP_PORT: '23000',
  SHOP_HTTPS_PORT: String(HTTPS_SHOP_PORT),
  SHOP_HOST: 'localhost',
  SANDBOX_LOG_LEVEL: 'warn',
  SANDBOX_THREEDS_METHOD_TIMEOUT_MS: String(METHOD_TIMEOUT_MS),
  SANDBOX_SFTP_PORT: 'off',
};
