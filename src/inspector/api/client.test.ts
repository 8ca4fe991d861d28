// The page's client: the merchant API's calls name the session's entity, changes carry the CSRF
// token, a 401 ends the session on the page, and an unreachable gateway is an answer, not a throw.
import { describe, expect, it, vi } from 'vitest';
import { createApi } from './client';

const SESSION = { entityId: 'e1', csrfToken: 't1' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function signedIn(answer: (url: string, init?: RequestInit) => Promise<Response>) {
  const fetchFn = vi.fn((url: string, init?: RequestInit) =>
    url === '/inspector/session' ? Promise.resolve(json(SESSION)) : answer(url, init),
  );
  return { api: createApi(fetchFn), fetchFn };
}

describe('the inspector’s client', () => {
  it('names the entity in the merchant API’s query or form, and nowhere else', async () => {
    const { api, fetchFn } = signedIn(() => Promise.resolve(json({})));
    await api.session();
    await api.get('/inspector/api/v1/sandbox/requests?status=400');
    await api.get('/inspector/api/payments');
    await api.post('/inspector/api/v1/payments/p1', { paymentType: 'RV' });
    const [, list, payments, post] = fetchFn.mock.calls;
    expect(list?.[0]).toBe('/inspector/api/v1/sandbox/requests?status=400&entityId=e1');
    expect(payments?.[0]).toBe('/inspector/api/payments');
    expect(post?.[1]?.body).toBe('paymentType=RV&entityId=e1');
    expect(new Headers(post?.[1]?.headers).get('x-csrf-token')).toBe('t1');
    expect(api.url('/inspector/api/v1/sandbox/requests/stream')).toBe(
      '/inspector/api/v1/sandbox/requests/stream?entityId=e1',
    );
  });

  it('ends the session on a 401, forgetting the CSRF token', async () => {
    const { api } = signedIn(() => Promise.resolve(json({ result: { code: '800.900.300' } }, 401)));
    await api.session();
    const onSignedOut = vi.fn();
    api.onSignedOut = onSignedOut;
    const answer = await api.get('/inspector/api/v1/sandbox/webhooks');
    expect(answer.status).toBe(401);
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(api.csrfToken).toBeUndefined();
    expect(api.url('/inspector/api/v1/x')).toBe('/inspector/api/v1/x');
  });

  it('answers status 0 when the gateway cannot be reached, and reads a non-JSON answer as empty', async () => {
    const { api } = signedIn((url) =>
      url.endsWith('down')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response('<html>', { status: 502 })),
    );
    expect(await api.get('/inspector/api/down')).toEqual({ status: 0, ok: false, body: {} });
    expect(await api.get('/inspector/api/proxy')).toEqual({ status: 502, ok: false, body: {} });
    await expect(api.signOut()).resolves.toBeUndefined();
  });
});
