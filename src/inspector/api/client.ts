// The page's one way to the gateway: same-origin fetch with the session cookie, JSON answers, and
// the session's CSRF token on every request that changes something. The access token is sent once,
// to sign in, and kept nowhere (no URL, no storage).
import type { ApiResult, Session } from './contract';
import { SESSION, V1 } from './paths';

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
  /** The signed-in merchant, named in every merchant API request as the API asks. */
  entityId: string | undefined;
  /** `path` with the merchant's entityId in its query when it is the merchant API's. */
  url(path: string): string;
  /** Called when an answer says the session is gone (401), so the page shows the sign-in. */
  onSignedOut?: () => void;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The answer of a request; status 0 when the gateway could not be reached (network, stopped). */
async function read<T>(pending: Promise<Response>): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await pending;
  } catch {
    return { status: 0, ok: false, body: {} as Answer<T>['body'] };
  }
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
    entityId: undefined,
    url(path) {
      if (!path.startsWith(`${V1}/`) || !api.entityId) return path;
      return `${path}${path.includes('?') ? '&' : '?'}entityId=${encodeURIComponent(api.entityId)}`;
    },
    async get<T>(path: string) {
      const answer = await read<T>(
        fetchFn(api.url(path), { credentials: 'same-origin', headers: { accept: 'application/json' } }),
      );
      if (answer.status === 401) signedOut();
      return answer;
    },
    async post<T>(path: string, form: Record<string, string> = {}) {
      const answer = await read<T>(
        fetchFn(path, {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
            'x-csrf-token': api.csrfToken ?? '',
          },
          body: new URLSearchParams(
            path.startsWith(`${V1}/`) && api.entityId ? { ...form, entityId: api.entityId } : form,
          ).toString(),
        }),
      );
      if (answer.status === 401) signedOut();
      return answer;
    },
    async signIn(entityId, accessToken) {
      const answer = await read<Session>(
        fetchFn(SESSION, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({ entityId, accessToken }),
        }),
      );
      if (answer.ok) remember(answer.body);
      return answer;
    },
    async session() {
      const answer = await read<Session>(fetchFn(SESSION, { credentials: 'same-origin' }));
      if (!answer.ok) return undefined;
      remember(answer.body);
      return answer.body;
    },
    async signOut() {
      await read(
        fetchFn(SESSION, {
          method: 'DELETE',
          credentials: 'same-origin',
          headers: { 'x-csrf-token': api.csrfToken ?? '' },
        }),
      );
      forget();
    },
  };
  const remember = (session: Session) => {
    api.csrfToken = session.csrfToken;
    api.entityId = session.entityId;
  };
  const forget = () => {
    api.csrfToken = undefined;
    api.entityId = undefined;
  };
  const signedOut = () => {
    forget();
    api.onSignedOut?.();
  };
  return api;
}
