// The state of one provider-page flow (online transfer, virtual account), kept in async_sessions.
import type { SandboxContext } from '../context';
import type { RedirectSessionBase } from '../payments/pending/start-pending';
import type { PaymentRecord } from '../store/store';

export const PROVIDER_KIND = 'provider';

export interface ProviderSessionData extends RedirectSessionBase {
  brand: string;
  /** The shopper's decision on the provider's page and when it ended the payment (the merchant's clock). */
  ended?: { decision: string; at: number };
}

export interface ProviderSession {
  id: string;
  data: ProviderSessionData;
  payment: PaymentRecord;
}

export async function loadProvider(
  ctx: SandboxContext,
  id: string | undefined,
): Promise<ProviderSession | undefined> {
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const record = await ctx.store.asyncSession(id);
  if (!record || record.kind !== PROVIDER_KIND) return undefined;
  const payment = await ctx.store.payment(record.paymentId);
  return payment && { id, data: record.data as ProviderSessionData, payment };
}

export async function saveProvider(ctx: SandboxContext, session: ProviderSession): Promise<void> {
  await ctx.store.updateAsyncSession(session.id, session.data);
}
