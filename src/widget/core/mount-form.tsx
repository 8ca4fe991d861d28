// One merchant <form class="paymentWidgets">: hides it and puts the widget's containers after it,
// one per form: the stored details of a one-click checkout first, then the card form, then one per
// redirect brand (online transfer, virtual account), the bank form and the wallet buttons.
// The card form starts at once (startFormMount), before the checkout, the texts and the
// stylesheet have arrived, hidden: its iframes load meanwhile, the longest part of getting ready.
// open() shows it and mounts the others, or says why there is nothing to pay with. The other
// forms' code is in chunks (./load-chunk.ts), which start loading as soon as the brands ask for them.
import { render } from 'preact';
import { isCardBrand } from '../../spec/brands';
import { asyncMethodOf } from '../async/async-brands';
import { type EarlyBankFrame, startBankFrame } from '../bank/early-bank-frame';
import type { DirectDebitForm } from '../bank/mount-direct-debit';
import { SEPA_BRAND } from '../bank/sepa';
import { createCardController } from '../card/card-controller';
import { CardForm } from '../card/card-form';
import { FormMessage } from '../shared/form-message';
import { isWalletBrand } from '../wallets/wallet-brands';
import type { CheckoutLookup } from './checkout-api';
import type { WidgetContext } from './context';
import { type ChunkName, loadChunk } from './load-chunk';
import { renderReactive } from './reactive-render';

interface Chunks {
  framed?: typeof import('../chunks/framed');
  redirect?: typeof import('../chunks/redirect');
}

const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

const DEFAULT_BRANDS = ['VISA', 'MASTER', 'AMEX'];

export function parseBrands(attribute: string | null): string[] {
  if (attribute === null) {
    console.warn(`wpwl: form.paymentWidgets has no data-brands; using "${DEFAULT_BRANDS.join(' ')}"`);
    return DEFAULT_BRANDS;
  }
  return [...new Set(attribute.trim().toUpperCase().split(/\s+/).filter(Boolean))];
}

export interface FormMount {
  /** The checkout, the texts and the stylesheet are there: shows the forms, or why there are none. */
  open(lookup: CheckoutLookup): void;
  /** Removes everything the mount added. */
  unmount(): void;
}

/** Starts the widget for one merchant form: its card form's frames load from now on. */
export function startFormMount(merchantForm: HTMLFormElement, ctx: WidgetContext): FormMount {
  const brands = parseBrands(merchantForm.getAttribute('data-brands'));
  const cardBrands = brands.filter(isCardBrand);
  const redirectBrands = brands.filter((brand) => asyncMethodOf(brand));
  const walletBrands = brands.filter(isWalletBrand);
  const bank = brands.includes(SEPA_BRAND);
  const unsupported = brands.filter(
    (brand) => !isCardBrand(brand) && !asyncMethodOf(brand) && !isWalletBrand(brand) && brand !== SEPA_BRAND,
  );
  if (unsupported.length) console.warn(`wpwl: brands not supported yet, ignored: ${unsupported.join(' ')}`);
  if (!cardBrands.length && !redirectBrands.length && !walletBrands.length && !bank)
    return { open() {}, unmount() {} };

  const doc = ctx.win.document;
  const containers: HTMLElement[] = [];
  /** The last of the first `end` containers that is in the page (Array#findLast is ES2023: not in the build's target). */
  const lastPlaced = (end = containers.length): HTMLElement | undefined => {
    for (let i = end - 1; i >= 0; i--) if (containers[i]?.isConnected) return containers[i];
    return undefined;
  };
  const destroys: Array<() => void> = [];
  /**
   * A new container after the others in the page (the card form's joins them a task later);
   * `first`: right after the merchant form, before them.
   */
  const container = (kind: string, first = false): HTMLElement => {
    const element = doc.createElement('div');
    element.className = `wpwl-container wpwl-container-${kind} wpwl-style-${ctx.options.style}`;
    element.dir = ctx.texts.dir;
    ((!first && lastPlaced()) || merchantForm).after(element);
    if (first) containers.unshift(element);
    else containers.push(element);
    return element;
  };
  const hideForms = (hidden = true): void => {
    for (const element of containers)
      for (const form of element.querySelectorAll('form')) form.hidden = hidden;
  };
  const hiddenBefore = merchantForm.hidden;
  merchantForm.hidden = true;
  let unmounted = false;
  let opened = false;

  /**
   * Runs `mount` with the chunks once they are there (at once when they already are); one that
   * cannot be had is reported, and the forms of the others mount without it.
   */
  const withChunks = (names: ChunkName[], mount: (chunks: Chunks) => void): void => {
    const loaded = names.map((name) => loadChunk(ctx, name));
    const chunks = (modules: unknown[]): Chunks =>
      Object.fromEntries(names.map((name, i) => [name, modules[i]]));
    if (!loaded.some(isPromise)) {
      mount(chunks(loaded));
      return;
    }
    // onReady waits for these forms too.
    const mounted = ctx.ready.expect();
    void Promise.allSettled(loaded).then((results) => {
      const failed = names.filter((_, i) => results[i]?.status === 'rejected');
      if (failed.length)
        ctx.reportError(
          'WidgetError',
          `The ${failed.join(' and ')} forms could not be loaded from the gateway`,
        );
      if (!unmounted)
        mount(chunks(results.map((result) => (result.status === 'fulfilled' ? result.value : undefined))));
      mounted();
    });
  };

  // The card form, hidden until open(); a fast checkout (no checkout id) has none.
  let cardContainer: HTMLElement | undefined;
  let card = cardBrands.length && ctx.checkoutId ? startCard() : undefined;
  function startCard() {
    const controller = createCardController({ ctx, merchantForm, acceptedBrands: cardBrands, hideForms });
    const element = container('card');
    element.hidden = true;
    // Rendered out of the page and put in by the next task: creating the iframes (the browser's
    // frames) is work of its own, which would make a long task of the script's first.
    element.remove();
    cardContainer = element;
    const stop = renderReactive(() => <CardForm c={controller} />, element);
    ctx.win.setTimeout(() => card && placeCard());
    return { controller, stop };
  }
  /** The card form's container in its place (first after the merchant form, or after the stored details). */
  function placeCard(): void {
    if (!cardContainer || cardContainer.isConnected) return;
    const before = containers[containers.indexOf(cardContainer) - 1];
    (before?.isConnected ? before : merchantForm).after(cardContainer);
  }
  const dropCard = (): void => {
    card?.stop();
    card?.controller.destroy();
    card = undefined;
  };
  destroys.push(dropCard);

  // The chunks these brands need start loading now, beside the checkout. The SEPA form's frame
  // starts now too (after the card form's, to keep their order), hidden, out of the page until a
  // task of its own; its form starts over it as soon as its chunk is there, hidden until open().
  let bankForm: DirectDebitForm | undefined;
  let early: EarlyBankFrame | undefined;
  if (bank && ctx.checkoutId) {
    const element = container('directDebit');
    element.remove();
    early = startBankFrame(ctx, element, () => {
      // Not once the form is gone (no checkout to pay, unmounted) or in its place already.
      if (unmounted || element.isConnected || !containers.includes(element)) return;
      (lastPlaced(containers.indexOf(element)) ?? merchantForm).after(element);
    });
  }
  /** The early frame goes, when its form cannot come or there is nothing to pay. */
  const dropEarly = (): void => {
    if (!early || bankForm) return;
    render(null, early.element);
    early.element.remove();
    containers.splice(containers.indexOf(early.element), 1);
    early = undefined;
  };
  const startBank = (framed: Chunks['framed']): void => {
    if (opened || unmounted || !framed || !ctx.checkoutId || bankForm) return;
    bankForm = framed.startDirectDebit({ ctx, merchantForm, container, hideForms }, early);
    destroys.push(bankForm.destroy);
  };
  if (bank) {
    const framed = loadChunk(ctx, 'framed');
    if (isPromise(framed)) framed.then((module) => startBank(module as Chunks['framed']), dropEarly);
    else startBank(framed as Chunks['framed']);
  }
  if (redirectBrands.length || walletBrands.length) loadChunk(ctx, 'redirect');

  return {
    open(lookup) {
      opened = true;
      // The card's container was made before the texts said which way they read.
      for (const element of containers) element.dir = ctx.texts.dir;
      const m = ctx.texts.errorMessages;
      const fastCheckout = lookup.status === 'none' && walletBrands.length > 0;
      if (fastCheckout && walletBrands.length < brands.length) {
        console.warn('wpwl: without a checkout id only the wallet brands show (fast checkout)');
      }
      const host = { ctx, merchantForm, lookup, container, hideForms };
      const wallets = walletBrands.length > 0 && (fastCheckout || lookup.status === 'open');
      if (fastCheckout) {
        // Only the wallet buttons: they create the checkout on a click (spec 4.1).
        withChunks(['redirect'], ({ redirect }) =>
          destroys.push(...(redirect?.mountWallets(walletBrands, host) ?? [])),
        );
      } else if (lookup.status === 'open') {
        const open = { ...host, lookup };
        const oneClick = !!lookup.registrations && ctx.resource === 'payment';
        // A registration-only checkout stores a card or an account, nothing to redirect for.
        const redirectForms = ctx.resource === 'payment' ? redirectBrands : [];
        const names: ChunkName[] = [];
        if (bank || oneClick) names.push('framed');
        if (redirectForms.length || wallets) names.push('redirect');
        placeCard();
        card?.controller.open(lookup);
        // The card form shows now, unless stored details that may hide it are on their way.
        const showCard = (): void => {
          if (cardContainer) cardContainer.hidden = false;
        };
        if (!oneClick) showCard();
        withChunks(names, ({ framed, redirect }) => {
          showCard();
          const stored = oneClick ? framed?.mountOneClick(open) : null;
          if (bank && framed) {
            if (!bankForm) {
              bankForm = framed.startDirectDebit(open, early);
              destroys.push(bankForm.destroy);
            }
            bankForm.open(lookup);
          }
          if (redirect) destroys.push(...redirect.mountAsyncForms(open, redirectForms));
          if (stored) destroys.push(stored(containers));
          if (wallets && redirect) destroys.push(...redirect.mountWallets(walletBrands, open));
        });
      } else {
        const text =
          lookup.status === 'paid'
            ? m.alreadyPaid
            : lookup.status === 'notFound' || lookup.status === 'none'
              ? m.sessionExpired
              : m.loadFailed;
        // No card form after all: its frames go (the SEPA form's too), its container takes the message.
        dropCard();
        if (bankForm) {
          bankForm.destroy();
          bankForm.element.remove();
          containers.splice(containers.indexOf(bankForm.element), 1);
        }
        dropEarly();
        placeCard();
        const element = cardContainer ?? container(cardBrands.length ? 'card' : 'message');
        element.hidden = false;
        render(<FormMessage text={text} />, element);
      }
    },
    unmount() {
      unmounted = true;
      for (const element of containers) {
        render(null, element);
        element.remove();
      }
      for (const destroy of destroys) destroy();
      merchantForm.hidden = hiddenBefore;
    },
  };
}

/** Starts and opens the widget for one merchant form at once; returns the function that removes it. */
export function mountPaymentForm(
  merchantForm: HTMLFormElement,
  ctx: WidgetContext,
  lookup: CheckoutLookup,
): () => void {
  const mount = startFormMount(merchantForm, ctx);
  mount.open(lookup);
  return mount.unmount;
}
