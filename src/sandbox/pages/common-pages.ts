// Pages shared by every redirect flow: an automatic form post, the final hand-back to the shop,
// and the answer to an unknown or expired session.
import { html } from './html';
import { renderPage } from './page-shell';
import { type PageLanguage, textsFor } from './texts';

export interface AutoPost {
  title: string;
  message: string;
  action: string;
  fields: Record<string, string>;
  /** Milliseconds before the script submits (the ACS "fingerprints" for a moment). */
  delay?: number;
}

/** A form the script submits at once; without script the shopper presses Continue. */
export function autoPostPage(lang: PageLanguage, post: AutoPost, page = 'autopost'): string {
  const t = textsFor(lang);
  const inputs = Object.entries(post.fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
  );
  return renderPage({
    lang,
    page,
    title: post.title,
    body: html`<main class="gw-card" aria-busy="true">
<p class="gw-status" role="status"><span class="gw-spinner" aria-hidden="true"></span>${post.message}</p>
<form method="post" action="${post.action}" data-autosubmit="${String(post.delay ?? 0)}">${inputs}
<noscript><button type="submit" class="gw-button">${t.continue}</button></noscript>
</form>
</main>`,
  });
}

export interface Completion {
  /** shopperResultUrl with id and resourcePath; empty when the shop gave none. */
  resultUrl: string;
  /** Origin of the page that embeds the widget's iframe, to tell it the flow is over. */
  parentOrigin: string;
  /** The shopper cancelled: a wallet button's flow goes back to the buttons instead (widget's choice). */
  cancelled?: boolean;
}

/**
 * The last page of every flow. In the widget's iframe its script tells the widget, which takes the
 * shopper to the result page as after a synchronous payment; at the top level it goes there itself.
 */
export function completionPage(
  lang: PageLanguage,
  { resultUrl, parentOrigin, cancelled }: Completion,
): string {
  const t = textsFor(lang);
  return renderPage({
    lang,
    page: 'complete',
    title: t.doneTitle,
    data: {
      'result-url': resultUrl,
      'parent-origin': parentOrigin,
      ...(cancelled ? { outcome: 'cancel' } : {}),
    },
    body: html`<main class="gw-card">
<h1>${t.doneTitle}</h1>
<p role="status">${t.done}</p>
${resultUrl ? html`<p><a class="gw-button" href="${resultUrl}" target="_top">${t.backToShop}</a></p>` : ''}
</main>`,
  });
}

export function gonePage(lang: PageLanguage): string {
  const t = textsFor(lang);
  return renderPage({
    lang,
    page: 'gone',
    title: t.goneTitle,
    body: html`<main class="gw-card"><h1>${t.goneTitle}</h1><p role="alert">${t.gone}</p></main>`,
  });
}
