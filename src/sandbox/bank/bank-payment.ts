// POST /v1/checkouts/{id}/bank-payment, sent by the IBAN iframe (gateway origin): a SEPA direct
// debit, or for a registration-only checkout the account's registration. A direct debit is
// synchronous: no 3-D Secure, whatever the checkout forces for cards.
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { registerFramePaymentRoute } from '../payments/frame-payment-route';
import { newMandate } from './mandate';
import { BROWSER_BANK_PAYMENT } from './operations';

export function registerBankPaymentRoute(app: FastifyInstance, ctx: SandboxContext): void {
  registerFramePaymentRoute(app, ctx, {
    path: '/v1/checkouts/:id/bank-payment',
    operation: BROWSER_BANK_PAYMENT,
    addParams: newMandate,
  });
}
