// One merchant <form class="paymentWidgets">: hides it and puts the widget's container after it.
// Only the card form exists today; wallets, bank and stored-card forms become sibling containers.
import { render } from 'preact';
import { isCardBrand } from '../spec/brands';
import { createCardController } from './card/card-controller';
import { CardForm } from './card/card-form';
import { FormMessage } from './card/card-groups';
import type { CheckoutLookup } from './checkout-api';
import type { WidgetContext } from './context';

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
  const unsupported = brands.filter((brand) => !isCardBrand(brand));
  if (unsupported.length) console.warn(`wpwl: brands not supported yet, ignored: ${unsupported.join(' ')}`);
  if (!cardBrands.length) return () => {};

  const doc = ctx.win.document;
  const container = doc.createElement('div');
  container.className = `wpwl-container wpwl-container-card wpwl-style-${ctx.options.style}`;
  merchantForm.after(container);
  const hiddenBefore = merchantForm.hidden;
  merchantForm.hidden = true;

  const m = ctx.texts.errorMessages;
  let destroy = (): void => {};
  if (lookup.status === 'open') {
    const controller = createCardController({ ctx, merchantForm, acceptedBrands: cardBrands, ...lookup });
    destroy = controller.destroy;
    render(<CardForm c={controller} />, container);
  } else {
    const text =
      lookup.status === 'paid'
        ? m.alreadyPaid
        : lookup.status === 'notFound'
          ? m.sessionExpired
          : m.loadFailed;
    render(<FormMessage text={text} />, container);
  }

  return () => {
    render(null, container);
    destroy();
    container.remove();
    merchantForm.hidden = hiddenBefore;
  };
}
