// Entity id and access token, sent once to open a session; the token field is emptied whatever
// the answer, and the token is kept nowhere.
import { useState } from 'preact/hooks';
import type { Session } from '../api/contract';
import { useInspector } from '../context';
import { Field } from './common';

export function SignIn({
  defaultEntityId,
  onSignedIn,
}: {
  defaultEntityId?: string;
  onSignedIn(s: Session): void;
}) {
  const { api, texts } = useInspector();
  // Why the last sign-in failed: refused credentials (or no answer), or too many failures (429).
  const [failed, setFailed] = useState<'refused' | 'throttled' | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const entityId = (form.elements.namedItem('entityId') as HTMLInputElement).value.trim();
    const token = form.elements.namedItem('accessToken') as HTMLInputElement;
    const accessToken = token.value;
    token.value = '';
    setBusy(true);
    try {
      const answer = await api.signIn(entityId, accessToken);
      setFailed(answer.ok ? undefined : answer.status === 429 ? 'throttled' : 'refused');
      if (answer.ok) onSignedIn(answer.body);
      else token.focus();
    } catch {
      setFailed('refused');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{texts.title}</h1>
      <p>{texts.signInIntro}</p>
      <form onSubmit={submit} method="post">
        <Field label={texts.entityId}>
          <input
            name="entityId"
            required
            autocomplete="username"
            value={defaultEntityId ?? ''}
            spellcheck={false}
          />
        </Field>
        <Field label={texts.accessToken}>
          <input name="accessToken" type="password" required autocomplete="current-password" />
        </Field>
        {failed ? (
          <p class="notice notice-error" role="alert">
            {failed === 'throttled' ? texts.signInThrottled : texts.signInFailed}
          </p>
        ) : null}
        <button type="submit" disabled={busy}>
          {texts.signIn}
        </button>
      </form>
    </section>
  );
}
