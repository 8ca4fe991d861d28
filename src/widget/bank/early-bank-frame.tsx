// The SEPA form's frame, started by paymentWidgets.js itself as soon as data-brands lists
// DIRECTDEBIT_SEPA, before the form's chunk (framed.js) is there: the bank frame's page loads
// while the chunk does, and the chunk's form renders over this one, keeping its iframe
// (../shared/frame-group.tsx). Hidden, like the form, until the checkout is there.
import { render } from 'preact';
import type { WidgetContext } from '../core/context';
import { FRAME_KEY, FrameGroup } from '../shared/frame-group';
import { frameLocale, frameSrc } from '../shared/secure-fields-client';
import { BANK_FRAME } from './sepa';

export interface EarlyBankFrame {
  /** Its container, div.wpwl-container-directDebit, hidden. */
  element: HTMLElement;
  /** Its iframe's document has loaded before the form took the iframe over. */
  loaded: boolean;
  /** Puts the container in its place in the page, if it is not there yet. */
  place(): void;
}

/**
 * Renders the bank frame into `element` (a container out of the page): `place` puts it in by a
 * task of its own, as the card form's, so that creating the iframe makes no long task of the
 * script's first.
 */
export function startBankFrame(ctx: WidgetContext, element: HTMLElement, place: () => void): EarlyBankFrame {
  const early: EarlyBankFrame = { element, loaded: false, place };
  const { field, page, name } = BANK_FRAME;
  element.hidden = true;
  render(
    <form class="wpwl-form wpwl-form-directDebit">
      <FrameGroup
        key={FRAME_KEY}
        field={field}
        src={frameSrc(
          {
            gatewayOrigin: ctx.gatewayOrigin,
            checkoutId: ctx.checkoutId,
            win: ctx.win,
            page,
            locale: frameLocale(ctx.options.locale),
          },
          field,
        )}
        name={name}
        title={ctx.texts.labels[field]}
        height={0}
        frameRef={null}
        onLoad={() => {
          early.loaded = true;
        }}
      />
    </form>,
    element,
  );
  ctx.win.setTimeout(place);
  return early;
}
