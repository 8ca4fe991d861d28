// The gateway side of a framed form (the bank account, the stored details): takes the page's init
// like the card fields (one init, exact origin, per-instance key), renders the form, reports its
// height, turns Enter into the page's submit, and runs the form's submit, whose answer goes to the
// page as `submitted`.

import type { FieldName, PageToFrame, SubmitFields } from '../../frame-protocol/protocol';
import { connectToPage, type InitMessage, type PageLink } from './page-link';
import type { FrameQuery } from './query';
import { type PaymentResult, postPayment } from './submit-payment';

export interface FramedSubmit {
  /**
   * The gateway route and body, or null when the form's own check failed (its errors show); a
   * promise when the check may still be loading (the bank frame's), rejected when it cannot be had.
   */
  prepare(fields: SubmitFields): PreparedSubmit | null | Promise<PreparedSubmit | null>;
  /** The gateway's answer arrived (e.g. to show its parameterErrors on the fields). */
  answered?(result: PaymentResult): void;
}

export interface PreparedSubmit {
  route: string;
  body: URLSearchParams;
  secret: string;
}

export interface FrameEnv {
  win: Window;
  parent: Window;
  query: FrameQuery;
  fetchFn?: typeof fetch;
}

const FIELD_NAME = /^[\w.[\]-]{1,100}$/;
const FROM_PAGE = /^(customer\.browser\.|customParameters\[|createRegistration$|paymentBrand$)/;

/** The page's fields a frame passes on: browser data, SHOPPER_ parameters, brand, store choice. */
export function pageFields(fields: SubmitFields): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && FIELD_NAME.test(name) && FROM_PAGE.test(name)) out.append(name, value);
  }
  return out;
}

export function runFramedForm(
  { win, parent, query, fetchFn = fetch }: FrameEnv,
  field: FieldName,
  render: (doc: Document, init: InitMessage, link: PageLink) => Promise<FramedSubmit>,
): () => void {
  const doc = win.document;
  let form: FramedSubmit | null = null;
  let inFlight = false;
  let observer: ResizeObserver | undefined;

  async function submit({ fields, requestId }: Extract<PageToFrame, { type: 'submit' }>): Promise<void> {
    if (!form || inFlight) return;
    if (link.tampered()) return link.post({ type: 'submitFailed', requestId, reason: 'refused' });
    // In flight from here: a second submit while the check loads is not a second payment.
    inFlight = true;
    try {
      let request: PreparedSubmit | null;
      try {
        request = await form.prepare(fields);
      } catch {
        return link.post({ type: 'submitFailed', requestId, reason: 'unavailable' });
      }
      if (!request) return link.post({ type: 'submitFailed', requestId, reason: 'invalid' });
      const result = await postPayment(
        query.checkoutId,
        request.body,
        request.secret,
        fetchFn,
        request.route,
      );
      form.answered?.(result);
      if (result.ok) link.post({ type: 'submitted', requestId, outcome: result.outcome });
      else link.post({ type: 'submitFailed', requestId, reason: result.reason });
    } finally {
      inFlight = false;
    }
  }

  const link = connectToPage(
    win,
    parent,
    query.parentOrigin,
    async (init) => {
      form = await render(doc, init, link);
      doc.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        link.post({ type: 'submitEnter', field });
      });
      observer = new ResizeObserver(() =>
        link.post({ type: 'resize', height: doc.documentElement.scrollHeight }),
      );
      observer.observe(doc.body);
      // The first size goes before `ready`, so the page has laid the frame out when it says ready.
      link.post({ type: 'resize', height: doc.documentElement.scrollHeight });
      link.post({ type: 'ready', field });
      if (init.autofocus) doc.querySelector<HTMLInputElement>('input')?.focus();
    },
    (command) => {
      if (command.type === 'submit') void submit(command);
      else if (command.type === 'focus') doc.querySelector<HTMLInputElement>('input')?.focus();
    },
  );

  return () => {
    observer?.disconnect();
    link.close();
  };
}
