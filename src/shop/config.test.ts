import { describe, expect, it } from 'vitest';
import { shopConfigFromEnv } from './config';

describe('the gateway origin the shop gives the browser', () => {
  it('is the first of the gateway’s origins in SANDBOX_PUBLIC_URL', () => {
    expect(shopConfigFromEnv({ SANDBOX_PUBLIC_URL: 'http://127.0.0.1:18080' }).gatewayPublicUrl).toBe(
      'http://127.0.0.1:18080',
    );
    expect(
      shopConfigFromEnv({ SANDBOX_PUBLIC_URL: ' https://pay.example.test , http://localhost:8080' })
        .gatewayPublicUrl,
    ).toBe('https://pay.example.test');
  });

  it('is the sandbox on localhost when SANDBOX_PUBLIC_URL is unset', () => {
    expect(shopConfigFromEnv({}).gatewayPublicUrl).toBe('http://localhost:8080');
    expect(shopConfigFromEnv({ SANDBOX_PORT: '9090' }).gatewayPublicUrl).toBe('http://localhost:9090');
  });
});

describe('the shop on https (SHOP_HTTPS_PORT)', () => {
  it('sends the shopper to its https origin and the gateway’s', () => {
    const config = shopConfigFromEnv({ SHOP_HTTPS_PORT: '3443' });
    expect(config).toMatchObject({
      port: 3000,
      httpsPort: 3443,
      publicUrl: 'https://localhost:3443',
      gatewayPublicUrl: 'https://localhost:8443',
    });
    expect(shopConfigFromEnv({ SHOP_HTTPS_PORT: '3443', SANDBOX_HTTPS_PORT: '9443' }).gatewayPublicUrl).toBe(
      'https://localhost:9443',
    );
    expect(
      shopConfigFromEnv({
        SHOP_HTTPS_PORT: '3443',
        SANDBOX_PUBLIC_URL: 'http://127.0.0.1:18080, https://127.0.0.1:18443',
      }).gatewayPublicUrl,
    ).toBe('https://127.0.0.1:18443');
  });

  it('is off unless asked for, and refuses what cannot work', () => {
    expect(shopConfigFromEnv({}).httpsPort).toBeUndefined();
    expect(shopConfigFromEnv({ SHOP_HTTPS_PORT: 'off' }).httpsPort).toBeUndefined();
    expect(() => shopConfigFromEnv({ SHOP_HTTPS_PORT: 'yes' })).toThrow(/SHOP_HTTPS_PORT/);
    expect(() => shopConfigFromEnv({ SHOP_HTTPS_PORT: '3443', SANDBOX_HTTPS_PORT: 'off' })).toThrow(
      /SANDBOX_HTTPS_PORT is off/,
    );
  });
});
