// One merchant <form class="paymentWidgets">: hides it and puts the widget's containers after it,
// one per form: the stored details of a one-click checkout first, then the card form, then one per
// redirect brand (online transfer, virtual account), the bank form and the wallet buttons.
// The card form starts at once (startFormMount), before the checkout, the texts and the
// stylesheet have arrived, hidden: its iframes load meanwhile, the longest part of getting ready.
// open() shows it and mounts the others, or says why there is nothing to pay with.
import { signal } from '@preact/signals-core';
import { render } from 'preact';
import { isCardBrand } from '../../spec/brands';
import { asyncMethodOf } from '../async/async-brands';
import { AsyncForm } from '../async/async-form';
import { mountDirectDebit, SEPA_BRAND } from '../bank/mount-direct-debit';
import { createCardController } from '../card/card-controller';
import { CardForm } from '../card/card-form';
import { mountOneClick } from '../registrations/mount-one-click';
import { FormMessage } from '../shared/form-message';
import { mountWallets } from '../wallets/mount-wallets';
import { isWalletBrand } from '../wallets/wallet-brands';
import type { CheckoutLookup } from './checkout-api';
import type { WidgetContext } from './context';
import { renderReactive } from './reactive-render';

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
  const destroys: Array<() => void> = [];
  /** A new container after the others; `first`: right after the merchant form, before them. */
  const container = (kind: string, first = false): HTMLElement => {
    const element = doc.createElement('div');
    element.className = `wpwl-container wpwl-container-${kind} wpwl-style-${ctx.options.style}`;
    element.dir = ctx.texts.dir;
    ((!first && containers.at(-1)) || merchantForm).after(element);
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

  // The card form, hidden until open(); a fast checkout (no checkout id) has none.
  let cardContainer: HTMLElement | undefined;
  let card = cardBrands.length && ctx.checkoutId ? startCard() : undefined;
  function startCard() {
    const controller = createCardController({ ctx, merchantForm, acceptedBrands: cardBrands, hideForms });
    cardContainer = container('card');
    cardContainer.hidden = true;
    const stop = renderReactive(() => <CardForm c={controller} />, cardContainer);
    return { controller, stop };
  }
  const dropCard = (): void => {
    card?.stop();
    card?.controller.destroy();
    card = undefined;
  };
  destroys.push(dropCard);

  return {
    open(lookup) {
      // The card's container was made before the texts said which way they read.
      for (const element of containers) element.dir = ctx.texts.dir;
      const m = ctx.texts.errorMessages;
      const fastCheckout = lookup.status === 'none' && walletBrands.length > 0;
      if (fastCheckout && walletBrands.length < brands.length) {
        console.warn('wpwl: without a checkout id only the wallet brands show (fast checkout)');
      }
      if (fastCheckout) {
        // Only the wallet buttons below: they create the checkout on a click (spec 4.1).
      } else if (lookup.status === 'open') {
        const host = { ctx, merchantForm, lookup, container, hideForms };
        const oneClick = mountOneClick(host);
        if (card && cardContainer) {
          cardContainer.hidden = false;
          card.controller.open(lookup);
        }
        if (bank) destroys.push(mountDirectDebit(host));
        // A registration-only checkout stores a card or an account, nothing to redirect for.
        for (const brand of ctx.resource === 'payment' ? redirectBrands : []) {
          const method = asyncMethodOf(brand)!;
          const state = { busy: signal(false), message: signal('') };
          const view = () => (
            <AsyncForm
              ctx={ctx}
              merchantForm={merchantForm}
              brand={brand}
              method={method}
              {...lookup}
              state={state}
              hideForms={hideForms}
            />
          );
          destroys.push(renderReactive(view, container(`${method}-${brand}`)));
        }
        if (oneClick) destroys.push(oneClick(containers));
      } else {
        const text =
          lookup.status === 'paid'
            ? m.alreadyPaid
            : lookup.status === 'notFound' || lookup.status === 'none'
              ? m.sessionExpired
              : m.loadFailed;
        // No card form after all: its frames go, its container takes the message.
        dropCard();
        const element = cardContainer ?? container(cardBrands.length ? 'card' : 'message');
        element.hidden = false;
        render(<FormMessage text={text} />, element);
      }
      if (walletBrands.length && (fastCheckout || lookup.status === 'open')) {
        destroys.push(...mountWallets(walletBrands, { ctx, merchantForm, lookup, container, hideForms }));
      }
    },
    unmount() {
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
