// The page: the sign-in until a session exists, then the sections behind a navigation, with one
// polite live region for what happens without the user asking (a new request arriving).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Session } from './api/contract';
import { Inspector, type InspectorContext } from './context';
import { fill } from './i18n';
import { hrefOf, SECTIONS, type Section, useRoute } from './router';
import { CheckoutDetail } from './views/checkout-detail';
import { Checkouts } from './views/checkouts';
import { PaymentDetail } from './views/payment-detail';
import { Payments } from './views/payments';
import { Reports } from './views/reports';
import { RequestDetailView } from './views/request-detail';
import { Requests } from './views/requests';
import { Schedules } from './views/schedules';
import { SignIn } from './views/sign-in';
import { Webhooks } from './views/webhooks';

export interface AppProps {
  ctx: Omit<InspectorContext, 'announce' | 'entityId'>;
  win: Window;
  defaultEntityId?: string;
}

export function App({ ctx, win, defaultEntityId }: AppProps) {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const route = useRoute(win);
  const context = useMemo<InspectorContext>(
    () => ({ ...ctx, announce: setAnnouncement, ...(session ? { entityId: session.entityId } : {}) }),
    [ctx, session],
  );
  const { api, texts } = ctx;

  useEffect(() => {
    api.onSignedOut = () => setSession(null);
    api.session().then(
      (s) => setSession(s ?? null),
      () => setSession(null),
    );
  }, [api]);

  // After a move to another section or item, focus goes to the content, where a screen reader
  // starts reading it and the next Tab goes into it (not on the first view: the page just opened).
  const main = useRef<HTMLElement>(null);
  const shown = useRef('');
  useEffect(() => {
    const now = `${route.section}/${route.id ?? ''}`;
    if (shown.current && shown.current !== now) main.current?.focus();
    shown.current = now;
  }, [route.section, route.id]);

  const signOut = async () => {
    await api.signOut();
    setSession(null);
  };

  return (
    <Inspector.Provider value={context}>
      <a class="skip-link" href="#inspector-main">
        {texts.skipToContent}
      </a>
      {session ? (
        <header class="top">
          <p class="brand">{texts.title}</p>
          <nav aria-label={texts.mainNav}>
            <ul>
              {SECTIONS.map((section) => (
                <li key={section}>
                  <a href={hrefOf(section)} aria-current={route.section === section ? 'page' : undefined}>
                    {texts[section]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p class="who">
            {fill(texts.signedInAs, { entityId: session.entityId })}{' '}
            <button type="button" class="link" onClick={signOut}>
              {texts.signOut}
            </button>
          </p>
        </header>
      ) : null}
      <main id="inspector-main" tabIndex={-1} ref={main}>
        {session === undefined ? (
          <p class="notice">{texts.loading}</p>
        ) : session === null ? (
          <SignIn defaultEntityId={defaultEntityId} onSignedIn={setSession} />
        ) : (
          <SectionView section={route.section} id={route.id} />
        )}
      </main>
      <div class="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </Inspector.Provider>
  );
}

function SectionView({ section, id }: { section: Section; id?: string }) {
  switch (section) {
    case 'requests':
      return id ? <RequestDetailView id={id} /> : <Requests />;
    case 'payments':
      return id ? <PaymentDetail id={id} /> : <Payments />;
    case 'checkouts':
      return id ? <CheckoutDetail id={id} /> : <Checkouts />;
    case 'webhooks':
      return <Webhooks />;
    case 'schedules':
      return <Schedules />;
    case 'reports':
      return <Reports />;
  }
}
