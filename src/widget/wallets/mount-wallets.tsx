// The wallet buttons of one merchant form, one container each
// (div.wpwl-container-virtualAccount-{BRAND} > form.wpwl-form-virtualAccount-{BRAND}). They show
// before a checkout exists (fast checkout) as well as with one. In the sandbox every wallet is the
// gateway's simulator behind the widget's own button; against a live gateway the browser's wallet
// is used where it offers one: Apple Pay behind our button, the others behind their own buttons.
import { type Signal, signal } from '@preact/signals-core';
import type { CheckoutLookup } from '../core/checkout-api';
import type { WidgetContext } from '../core/context';
import { renderReactive } from '../core/reactive-render';
import { checkoutSource } from '../fast-checkout/checkout-source';
import { BrandMark } from '../shared/brand-mark';
import { FormMessage } from '../shared/form-message';
import type { LiveAdapters } from './live/adapters';
import { liveAdapters } from './live-adapters';
import { startSimulatedWallet } from './simulated-wallet';
import { WALLET_BUTTONS, walletOptionsOf } from './wallet-brands';
import { isSimulator } from './wallet-environment';
import { type WalletButton, walletFlow } from './wallet-flow';

/** own: the widget's button; vendor: the wallet's button in the slot; none: not offered here. */
type Look = 'own' | 'vendor' | 'none';

interface WalletView extends WalletButton {
  look: Signal<Look | undefined>;
  slot?: HTMLElement | null;
  start(): void;
}

function WalletForm({ w }: { w: WalletView }) {
  const look = w.look.value;
  const busy = w.busy.value;
  if (!look || look === 'none') return null;
  const { brand } = w;
  // A button of the wallet's other colour (Google Pay's white, PayPal's blue) takes that mark.
  const o = walletOptionsOf(w.ctx.options, brand);
  const colour = o.buttonColor ?? o.style?.color;
  const alt = colour === 'white' || colour === 'blue' ? `-${colour}` : '';
  return (
    <form
      class={`wpwl-form wpwl-form-virtualAccount wpwl-form-virtualAccount-${brand}`}
      noValidate
      ref={(form) => {
        w.form = form;
        w.slot = form?.lastElementChild as HTMLElement | null;
      }}
      onSubmit={(event) => {
        event.preventDefault();
        w.start();
      }}
    >
      <FormMessage text={w.message.value} />
      <div class="wpwl-group wpwl-group-submit">
        {look === 'own' && (
          <button
            type="submit"
            class={`wpwl-button wpwl-button-brand wpwl-button-${brand}${alt && ` wpwl-button${alt}`}${brand === 'APPLEPAY' ? ' wpwl-apple-pay-button' : ''}`}
            disabled={busy}
            aria-busy={busy ? 'true' : undefined}
          >
            {busy && <span class="wpwl-spinner" aria-hidden="true" />}
            <BrandMark
              origin={w.ctx.gatewayOrigin}
              file={brand + alt}
              label={WALLET_BUTTONS[brand]?.[0] ?? brand}
            />
          </button>
        )}
      </div>
    </form>
  );
}

export interface WalletHost {
  ctx: WidgetContext;
  merchantForm: HTMLFormElement;
  lookup: CheckoutLookup;
  /** A new container after the previous one. */
  container(kind: string): HTMLElement;
  hideForms(hidden?: boolean): void;
}

/** Mounts one button per wallet brand; returns the functions that remove them. */
export function mountWallets(brands: readonly string[], host: WalletHost): Array<() => void> {
  const { ctx, lookup } = host;
  const checkout = checkoutSource(ctx, lookup);
  const busy = signal(false);
  const simulator = isSimulator(ctx);
  let simulated = false;
  return brands.map((brand) => {
    let live: LiveAdapters | undefined;
    const w: WalletView = {
      ...host,
      brand,
      checkout,
      ...(lookup.status === 'open' ? { known: lookup } : {}),
      busy,
      message: signal(''),
      look: signal<Look>(),
      start() {
        if (busy.value) return;
        busy.value = true;
        w.message.value = '';
        // Apple Pay's session must begin inside the click: no await before it.
        try {
          if (!simulated) return live?.startApplePay(flow);
          startSimulatedWallet(w, flow).then((started) => started || flow.fail(undefined), flow.fail);
        } catch (error) {
          flow.fail(error);
        }
      },
    };
    const flow = walletFlow(w);
    const stop = renderReactive(() => <WalletForm w={w} />, host.container(`virtualAccount-${brand}`));
    void simulator.then(async (answer) => {
      simulated = answer;
      if (answer) {
        w.look.value = 'own';
        return;
      }
      // A live gateway: the browser's wallets, whose adapters load only now (and not at all for
      // Apple Pay in a browser without it).
      const apple = brand === 'APPLEPAY';
      live =
        apple && !('ApplePaySession' in ctx.win) ? undefined : await liveAdapters(ctx).catch(() => undefined);
      const vendor = live?.buttons[brand];
      w.look.value = apple && live?.applePayAvailable(ctx.win) ? 'own' : vendor ? 'vendor' : 'none';
      if (vendor && !(await vendor(flow, w.slot as HTMLElement).catch(() => false))) w.look.value = 'none';
    });
    return stop;
  });
}
