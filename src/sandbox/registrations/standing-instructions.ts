// Document 3, 2.4 (card on file). A successful INITIAL payment gets an initial transaction id
// (returned as standingInstruction.initialTransactionId, the platform's name); a REPEATED
// merchant-initiated payment must refer to one, by that id or through its registration.
import { randomInt } from 'node:crypto';
import type { ValidationIssue } from '../../spec/catalogue/types';
import { isSuccessful, RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { settleIfExpired } from '../payments/pending/pending-payments';
import type { InitialTransactionRecord } from './registration-store';

type Params = Readonly<Record<string, string>>;

export const INITIAL_TRANSACTION_ID = 'standingInstruction.initialTransactionId';

/** 15 digits, like a scheme's transaction id. */
export const newInitialTransactionId = (): string =>
  `${randomInt(1, 10)}${Array.from({ length: 14 }, () => randomInt(0, 10)).join('')}`;

export const isInitial = (params: Params): boolean =>
  params['standingInstruction.mode'] === 'INITIAL' && params[INITIAL_TRANSACTION_ID] === undefined;

const succeeded = async (ctx: SandboxContext, initial: InitialTransactionRecord): Promise<boolean> => {
  const payment = await ctx.store.payment(initial.paymentId);
  return payment !== undefined && isSuccessful((await settleIfExpired(ctx, payment)).response.result.code);
};

/** REPEATED + MIT without a successful INITIAL payment of this entity behind it: refused. */
export async function standingInstructionIssues(
  ctx: SandboxContext,
  params: Params,
  entityId: string,
  registrationId?: string,
): Promise<ValidationIssue[]> {
  if (params['standingInstruction.mode'] !== 'REPEATED' || params['standingInstruction.source'] !== 'MIT')
    return [];
  const given = params[INITIAL_TRANSACTION_ID];
  const registrations = ctx.store.registrations;
  if (given !== undefined) {
    const initial = await registrations.initialTransaction(given);
    if (initial && initial.entityId === entityId && (await succeeded(ctx, initial))) return [];
  } else if (registrationId !== undefined) {
    for (const initial of await registrations.initialTransactionsOfRegistration(registrationId))
      if (initial.entityId === entityId && (await succeeded(ctx, initial))) return [];
  }
  const message =
    given === undefined
      ? 'a REPEATED merchant-initiated payment needs an earlier successful INITIAL one: send its initialTransactionId or use its registration'
      : 'no successful INITIAL payment of this entity has this initialTransactionId';
  return [
    given === undefined
      ? { name: INITIAL_TRANSACTION_ID, message, result: RESULT.INITIAL_PAYMENT_REQUIRED }
      : { name: INITIAL_TRANSACTION_ID, value: given, message, result: RESULT.INITIAL_PAYMENT_REQUIRED },
  ];
}
