// The platform's duplicate check (800.110.100 "duplicate transaction"), when the merchant has it
// on (../settings/merchant-settings.ts): a payment with the merchantTransactionId, amount,
// currency and instrument of one approved or pending within the window is refused.
import { toCents } from '../../spec/money';
import type { SandboxContext } from '../context';
import { merchantSettings } from '../settings/merchant-settings';

type Params = Readonly<Record<string, string>>;

/** What a payment under the check carries to the store: its fingerprint and the window. */
export interface DuplicateClaim {
  key: string;
  windowMs: number;
}

/**
 * What the payment is made with: the card number, the IBAN, the registration, the account of a
 * redirect brand, or, with none of these, the brand itself.
 */
function instrumentOf(params: Params): string {
  const named: ReadonlyArray<readonly [string, string | undefined]> = [
    ['card', params['card.number']],
    ['iban', params['bankAccount.iban']],
    ['account', params['bankAccount.number']],
    ['registration', params.registrationId],
    ['virtualAccount', params['virtualAccount.accountId']],
  ];
  const [kind, value] = named.find(([, v]) => v !== undefined) ?? ['brand', params.paymentBrand ?? ''];
  return `${kind}:${value}`;
}

/**
 * The claim of a payment the merchant's duplicate check applies to; undefined when the check is
 * off or the payment has no merchantTransactionId.
 */
export async function duplicateClaimOf(
  ctx: SandboxContext,
  params: Params,
  entityId: string,
): Promise<DuplicateClaim | undefined> {
  const transactionId = params.merchantTransactionId;
  if (transactionId === undefined) return undefined;
  const settings = await merchantSettings(ctx, entityId);
  if (!settings.duplicateCheck) return undefined;
  // A keyed hash of the whole tuple: no card number or IBAN is stored, not even hashed alone.
  const fields = [
    entityId,
    transactionId,
    String(toCents(params.amount) ?? params.amount ?? ''),
    params.currency ?? '',
    instrumentOf(params),
  ];
  return {
    key: ctx.sealer.fingerprint(JSON.stringify(fields), 'duplicate check'),
    windowMs: settings.duplicateCheckWindowMinutes * 60_000,
  };
}
