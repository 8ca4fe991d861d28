// The bank frame's page arrives without the IBAN check (ibantools): its frame is ready sooner. The
// check is a gateway script of its own, whose versioned URL and sha384 the gateway writes into the
// page (meta[name=iban-check]) and whose URL alone the page's CSP allows besides the page's own
// script; the frame adds it at the first keystroke, or at a submit that comes sooner.
import type * as IbanCheckModule from './check-main';

export type IbanCheck = typeof IbanCheckModule;

/** The check, loaded once (a load that failed is tried again at the next call). */
export type IbanCheckLoader = () => Promise<IbanCheck>;

/** The page's <meta name> with the check's URL (content) and sha384 (data-integrity). */
const META = 'iban-check';

/** The global the check's classic script sets (vite.config.ts: its library name). */
const GLOBAL = 'wpwlIbanCheck';

export function pageCheckLoader(doc: Document): IbanCheckLoader {
  let loading: Promise<IbanCheck> | undefined;
  return () => {
    loading ??= new Promise<IbanCheck>((resolve, reject) => {
      const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${META}"]`);
      const script = doc.createElement('script');
      script.src = meta?.content ?? '';
      script.integrity = meta?.dataset.integrity ?? '';
      script.onload = () => {
        const check = (doc.defaultView as unknown as Record<string, IbanCheck | undefined>)?.[GLOBAL];
        if (check) resolve(check);
        else script.onerror?.(new Event('error'));
      };
      script.onerror = () => {
        script.remove();
        loading = undefined;
        reject(new Error('iban-check.js did not load'));
      };
      doc.head.append(script);
    });
    return loading;
  };
}
