// One merchant <form class="paymentWidgets">: hides it and puts the widget's containers after it,
// one per form: the card form, then one per redirect brand (online transfer, virtual account).
// Wallets, bank and stored-card forms become further sibling containers.
import { signal } from '@preact/signals-core';
import { render } from 'preact';
import { isCardBrand } from '../spec/brands';
import { asyncMethodOf } from './async/async-brands';
import { AsyncForm } from './async/async-form';
import { createCardController } from './card/card-controller';
import { CardForm } from './card/card-form';
import { FormMessage } from './card/card-groups';
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

/** Mounts the widget for one merchant form; returns the function that removes it again. */
export function mountPaymentForm(
  merchantForm: HTMLFormElement,
  ctx: WidgetContext,
  lookup: CheckoutLookup,
): () => void {
  const brands = parseBrands(merchantForm.getAttribute('data-brands'));
  const cardBrands = brands.filter(isCardBrand);
  const redirectBrands = brands.filter((brand) => asyncMethodOf(brand));
  const unsupported = brands.filter((brand) => !isCardBrand(brand) && !asyncMethodOf(brand));
  if (unsupported.length) console.warn(`wpwl: brands not supported yet, ignored: ${unsupported.join(' ')}`);
  if (!cardBrands.length && !redirectBrands.length) return () => {};

  const doc = ctx.win.document;
  const containers: HTMLElement[] = [];
  const destroys: Array<() => void> = [];
  const container = (kind: string): HTMLElement => {
    const element = doc.createElement('div');
    element.className = `wpwl-container wpwl-container-${kind} wpwl-style-${ctx.options.style}`;
    (containers.at(-1) ?? merchantForm).after(element);
    containers.push(element);
    return element;
  };
  const hideForms = (): void => {
    for (const element of containers) for (const form of element.querySelectorAll('form')) form.hidden = true;
  };
  const hiddenBefore = merchantForm.hidden;
  merchantForm.hidden = true;

  const m = ctx.texts.errorMessages;
  if (lookup.status === 'open') {
    if (cardBrands.length) {
      const controller = createCardController({
        ctx,
        merchantForm,
        acceptedBrands: cardBrands,
        ...lookup,
        hideForms,
      });
      destroys.push(controller.destroy);
      destroys.push(renderReactive(() => <CardForm c={controller} />, container('card')));
    }
    for (const brand of redirectBrands) {
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
  } else {
    const text =
      lookup.status === 'paid'
        ? m.alreadyPaid
        : lookup.status === 'notFound'
          ? m.sessionExpired
          : m.loadFailed;
    render(<FormMessage text={text} />, container(cardBrands.length ? 'card' : 'message'));
  }

  return () => {
    for (const element of containers) {
      render(null, element);
      element.remove();
    }
    for (const destroy of destroys) destroy();
    merchantForm.hidden = hiddenBefore;
  };
}
