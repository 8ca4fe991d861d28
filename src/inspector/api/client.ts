// The page's one way to the gateway: same-origin fetch with the session cookie, JSON answers, and
// the session's CSRF token on every request that changes something. The access token is sent once,
// to sign in, and kept nowhere (no URL, no storage).
import type { ApiResult, Session } from './contract';
import { SESSION } from './paths';

export interface Answer<T> {
  status: number;
  ok: boolean;
  body: T & { result?: ApiResult };
}

export interface Api {
  get<T>(path: string): Promise<Answer<T>>;
  /** A form post, as the merchant API takes its parameters. */
  post<T>(path: string, form?: Record<string, string>): Promise<Answer<T>>;
  signIn(entityId: string, accessToken: string): Promise<Answer<Session>>;
  session(): Promise<Session | undefined>;
  signOut(): Promise<void>;
  /** Set by signIn/session; cleared by signOut or a 401. */
  csrfToken: string | undefined;
  /** Called when an answer says the session is gone (401), so the page shows the sign-in. */
  onSignedOut?: () => void;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

async function read<T>(response: Response): Promise<Answer<T>> {
  let body: unknown = {};
  try {
    body = await response.json();
  } catch {
    // An empty or non-JSON answer (a proxy's error page): the status says enough.
  }
  return { status: response.status, ok: response.ok, body: (body ?? {}) as Answer<T>['body'] };
}

export function createApi(fetchFn: Fetch = (input, init) => fetch(input, init)): Api {
  const api: Api = {
    csrfToken: undefined,
    async get<T>(path: string) {
      const answer = await read<T>(
        await fetchFn(path, { credentials: 'same-origin', headers: { accept: 'application/json' } }),
      );
      if (answer.status === 401) signedOut();
      return answer;
    },
    async post<T>(path: string, form: Record<string, string> = {}) {
      const answer = await read<T>(
        await fetchFn(path, {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
            'x-csrf-token': api.csrfToken ?? '',
          },
          body: new URLSearchParams(form).toString(),
        }),
      );
      if (answer.status === 401) signedOut();
      return answer;
    },
    async signIn(entityId, accessToken) {
      const answer = await read<Session>(
        await fetchFn(SESSION, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({ entityId, accessToken }),
        }),
      );
      if (answer.ok) api.csrfToken = answer.body.csrfToken;
      return answer;
    },
    async session() {
      const answer = await read<Session>(await fetchFn(SESSION, { credentials: 'same-origin' }));
      if (!answer.ok) return undefined;
      api.csrfToken = answer.body.csrfToken;
      return answer.body;
    },
    async signOut() {
      await fetchFn(SESSION, {
        method: 'DELETE',
        credentials: 'same-origin',
        headers: { 'x-csrf-token': api.csrfToken ?? '' },
      });
      api.csrfToken = undefined;
    },
  };
  const signedOut = () => {
    api.csrfToken = undefined;
    api.onSignedOut?.();
  };
  return api;
}
