// GET {gateway}/v1/wallets/environment: SIMULATOR (this sandbox, testMode INTERNAL) opens the
// gateway's simulated wallets; anything else uses the browser's real wallet where it offers one.
// Asked once per widget, only when a form lists wallet brands.
import type { WidgetContext } from '../core/context';

let asked: [WidgetContext, Promise<boolean>] | undefined;

export function isSimulator(ctx: WidgetContext): Promise<boolean> {
  if (asked?.[0] !== ctx) {
    const answer = fetch(`${ctx.gatewayOrigin}/v1/wallets/environment`, { mode: 'cors', credentials: 'omit' })
      .then((response) => response.json())
      .then((body: { environment?: unknown }) => body.environment === 'SIMULATOR')
      .catch(() => false);
    asked = [ctx, answer];
  }
  return asked[1];
}
