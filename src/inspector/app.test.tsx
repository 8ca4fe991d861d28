// @vitest-environment happy-dom
// The page's session: the sign-in (entity id pre-filled, the token sent once and kept nowhere),
// the sections behind it, and signing out. A fake gateway answers (test-support/fake-gateway.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { CSRF, ENTITY_ID, THROTTLED_TOKEN, TOKEN } from './test-support/fake-gateway';
import { byText, click, go, type Mounted, mountInspector, submit, type } from './test-support/mount';

let page: Mounted;
afterEach(() => page?.unmount());

const field = (name: string) => page.root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

async function signIn(token = TOKEN) {
  type(field('accessToken'), token);
  await submit(page.root.querySelector('form')!);
}

describe('the inspector page', () => {
  it('asks for a sign-in, with the default merchant pre-filled, when there is no session', async () => {
    page = await mountInspector({ defaultEntityId: ENTITY_ID });
    expect(page.root.querySelector('main h1')?.textContent).toBe('Sandbox inspector');
    expect(field('entityId').value).toBe(ENTITY_ID);
    expect(field('accessToken').type).toBe('password');
    expect(page.root.querySelector('nav')).toBeNull();
  });

  it('refuses wrong credentials with a message, and keeps the token nowhere', async () => {
    page = await mountInspector({ defaultEntityId: ENTITY_ID });
    await signIn('wrong');
    expect(page.root.querySelector('[role="alert"]')?.textContent).toBe(
      'Those credentials were not accepted.',
    );
    expect(field('accessToken').value).toBe('');
    expect(page.root.querySelector('nav')).toBeNull();
  });

  it('says to wait when the gateway refuses the sign-in as one too many (429)', async () => {
    page = await mountInspector({ defaultEntityId: ENTITY_ID });
    await signIn(THROTTLED_TOKEN);
    expect(page.root.querySelector('[role="alert"]')?.textContent).toBe(
      'Too many failed sign-ins. Wait a few minutes, then try again.',
    );
    expect(field('accessToken').value).toBe('');
    await signIn('wrong');
    expect(page.root.querySelector('[role="alert"]')?.textContent).toBe(
      'Those credentials were not accepted.',
    );
  });

  it('signs in, shows the sections, and never puts the token in a URL or storage', async () => {
    localStorage.clear();
    sessionStorage.clear();
    page = await mountInspector({ defaultEntityId: ENTITY_ID });
    await signIn();
    const signInCall = page.gateway.calls.find((c) => c.method === 'POST' && c.path === '/inspector/session');
    expect(JSON.parse(signInCall!.body)).toEqual({ entityId: ENTITY_ID, accessToken: TOKEN });
    expect(page.root.querySelector('nav')?.getAttribute('aria-label')).toBe('Inspector sections');
    expect(page.root.textContent).toContain(`Signed in as ${ENTITY_ID}`);
    expect(page.root.querySelector('#requests-title')).not.toBeNull();
    for (const call of page.gateway.calls)
      expect(`${call.path}?${call.query}`).not.toContain(TOKEN.slice(0, 20));
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(window.location.href).not.toContain(TOKEN.slice(0, 20));
    expect(field('accessToken')).toBeNull();
  });

  it('opens on the section of the hash when the session exists, and marks it in the navigation', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/webhooks' });
    expect(page.root.querySelector('#webhooks-title')).not.toBeNull();
    expect(byText(page.root, 'nav a', 'Webhooks').getAttribute('aria-current')).toBe('page');
    expect(byText(page.root, 'nav a', 'Requests').getAttribute('aria-current')).toBeNull();
    expect(document.activeElement?.id).not.toBe('inspector-main');
    await go('#/payments');
    expect(page.root.querySelector('#payments-title')).not.toBeNull();
    expect(document.activeElement?.id).toBe('inspector-main');
  });

  it('signs out with the CSRF token and shows the sign-in again', async () => {
    page = await mountInspector({ signedIn: true });
    await click(byText(page.root, 'button', 'Sign out'));
    const call = page.gateway.calls.find((c) => c.method === 'DELETE');
    expect(call?.path).toBe('/inspector/session');
    expect(call?.headers['x-csrf-token']).toBe(CSRF);
    expect(page.gateway.signedIn).toBe(false);
    expect(field('accessToken')).not.toBeNull();
  });

  it('goes back to the sign-in when an answer says the session is gone', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/webhooks' });
    page.gateway.signedIn = false;
    await go('#/schedules');
    expect(field('accessToken')).not.toBeNull();
  });

  it('has its landmarks, a skip link and a polite live region', async () => {
    page = await mountInspector({ signedIn: true });
    expect(page.root.querySelector('header')).not.toBeNull();
    expect(page.root.querySelector('main#inspector-main')).not.toBeNull();
    expect(page.root.querySelector('a.skip-link')?.getAttribute('href')).toBe('#inspector-main');
    expect(page.root.querySelector('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    // Every form control has a label (it wraps the control).
    for (const control of page.root.querySelectorAll('input, select'))
      expect(control.closest('label')?.textContent?.trim(), control.outerHTML).toBeTruthy();
    expect(page.root.querySelector('[style]')).toBeNull();
  });
});
