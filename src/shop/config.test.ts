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
