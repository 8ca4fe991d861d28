// The stored details of a one-click checkout (div.wpwl-container-registration >
// form.wpwl-form-registrations), in front of the other forms. The list (div.wpwl-group-registration,
// wpwl-selected, radio name="registrationId") and the CVV asked again with registrations.requireCvv
// live in the gateway's frame (iframe.wpwl-control-registrations), which posts the payment, so the
// CVV never touches the page. With registrations.hideInitialPaymentForms the other forms stay
// hidden until "Pay another way".
import { signal } from '@preact/signals-core';
import type { CheckoutLookup } from '../core/checkout-api';
import type { WidgetContext } from '../core/context';
import { renderReactive } from '../core/reactive-render';
import { createFramedForm } from '../shared/framed-form';

export interface MountHost {
  ctx: WidgetContext;
  merchantForm: HTMLFormElement;
  lookup: Extract<CheckoutLookup, { status: 'open' }>;
  /** A new container after the others; `first`: before them, right after the merchant form. */
  container(kind: string, first?: boolean): HTMLElement;
  hideForms(): void;
}

export function reactiveMount(form: ReturnType<typeof createFramedForm>, element: HTMLElement): () => void {
  const stop = renderReactive(form.view, element);
  return () => {
    stop();
    form.destroy();
  };
}

/** null when nothing is stored; else call the result once every other form is mounted. */
export function mountOneClick(host: MountHost): ((containers: HTMLElement[]) => () => void) | null {
  const { ctx, lookup } = host;
  if (!lookup.registrations || ctx.resource !== 'payment') return null;
  const element = host.container('registration', true);
  const { requireCvv, hideInitialPaymentForms } = ctx.options.registrations ?? {};
  const hidden = signal(hideInitialPaymentForms === true);
  let others: HTMLElement[] = [];
  const show = (hide: boolean) => {
    for (const other of others) other.hidden = hide;
  };
  const form = createFramedForm({
    ...host,
    kind: 'registrations',
    field: 'registrations',
    page: '/v1/registration-field',
    name: 'registrationId',
    query: { requireCvv: String(requireCvv === true) },
    hook: ctx.options.onBeforeSubmitOneClickCard,
    after: () =>
      hidden.value && (
        <button
          type="button"
          class="wpwl-button wpwl-button-other"
          onClick={() => {
            hidden.value = false;
            show(false);
          }}
        >
          {ctx.texts.labels.otherMethod}
        </button>
      ),
  });
  const stop = reactiveMount(form, element);
  form.open({ pay: lookup });
  return (containers) => {
    others = containers.filter((other) => other !== element);
    show(hidden.peek());
    return stop;
  };
}
