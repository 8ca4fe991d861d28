// A checkout paid with a wallet token from the shopper's browser: validated, decrypted, and then
// processed like every other payment of the checkout (the checkout's parameters win).
import type { FastifyRequest } from 'fastify';
import type { ValidationIssue } from '../../spec/catalogue/types';
import { validate } from '../../spec/validate';
import type { SandboxContext } from '../context';
import { browserFlow } from '../payments/browser-flow';
import { processPayment } from '../payments/process-payment';
import type { PaymentAttempt } from '../payments/types';
import type { CheckoutRecord } from '../store/store';
import type { WalletKeys } from './keys';
import { BROWSER_WALLET_PAYMENT } from './operations';
import { takeWalletToken, unwrapWalletToken } from './unwrap-token';

export type WalletPaymentOutcome = PaymentAttempt | { issues: ValidationIssue[] };

export async function payCheckoutWithWallet(
  ctx: SandboxContext & { walletKeys: WalletKeys },
  request: FastifyRequest,
  checkout: CheckoutRecord,
  fields: Readonly<Record<string, string>>,
): Promise<WalletPaymentOutcome> {
  const now = ctx.now();
  const issues = validate(fields, BROWSER_WALLET_PAYMENT, { now });
  if (issues.length > 0) return { issues };
  const merchant = await ctx.store.merchantByEntity(checkout.entityId);
  if (!merchant) throw new Error(`checkout ${checkout.id} has no merchant`);
  const unwrapped = unwrapWalletToken(ctx.walletKeys, { ...fields, ...checkout.params }, now);
  if (unwrapped.issues) return unwrapped;
  const taken = await takeWalletToken(ctx, unwrapped, checkout.entityId, now);
  if (taken.length > 0) return { issues: taken };
  const flow = browserFlow(ctx, request, checkout);
  return processPayment(
    ctx,
    { params: unwrapped.params, merchant, checkoutId: checkout.id, flow },
    request.log,
  );
}
