// Hash routing: #/requests, #/requests/{id}, #/payments/{id}, #/checkouts/{id}…; the page needs no server routes.
import { useEffect, useState } from 'preact/hooks';

export const SECTIONS = ['requests', 'payments', 'checkouts', 'webhooks', 'schedules', 'reports'] as const;
export type Section = (typeof SECTIONS)[number];

export interface Route {
  section: Section;
  id?: string;
}

export function parseHash(hash: string): Route {
  const [section, id] = hash.replace(/^#\/?/, '').split('/');
  const known = SECTIONS.find((s) => s === section) ?? 'requests';
  return id && known === section ? { section: known, id: decodeURIComponent(id) } : { section: known };
}

export const hrefOf = (section: Section, id?: string): string =>
  id ? `#/${section}/${encodeURIComponent(id)}` : `#/${section}`;

export function useRoute(win: Window): Route {
  const [route, setRoute] = useState(() => parseHash(win.location.hash));
  useEffect(() => {
    const changed = () => setRoute(parseHash(win.location.hash));
    win.addEventListener('hashchange', changed);
    return () => win.removeEventListener('hashchange', changed);
  }, [win]);
  return route;
}
