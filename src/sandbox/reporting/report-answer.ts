// The JSON of the settlement reports: an aggregation's summary, and its detail records.

import { fromCents } from '../../spec/money';
import type { Merchant } from '../merchants';
import { merchantAccountOf, SANDBOX_PSP_ENTITY_ID, SETTLEMENT_FORMAT } from './reconciliation-record';
import type { AggregationSummary } from './report';

/**
 * One aggregation: its id, how many records it has, and the settlement: the balance of the
 * records' amounts (settlement.amount with settlement.cashflow POS or NEG), their fees, and what
 * is paid out (netAmount = balance minus fees, negative when the merchant owes).
 */
export function aggregationMembers(
  aggregation: AggregationSummary,
  merchant: Merchant,
): Record<string, unknown> {
  const { amountCents, feeCents } = aggregation;
  const account = merchantAccountOf(merchant);
  // The first record's, as the platform names one clearing institute per aggregation.
  const clearingInstitute = aggregation.clearingInstitute ?? 'Sandbox INTERNAL simulator';
  return {
    id: aggregation.id,
    recordCount: aggregation.recordCount,
    settlement: {
      date: aggregation.settlementDate,
      currency: aggregation.currency,
      cashflow: amountCents < 0 ? 'NEG' : 'POS',
      amount: fromCents(Math.abs(amountCents)),
      fee: fromCents(feeCents),
      netAmount: fromCents(amountCents - feeCents),
      fxRate: '1.00',
      status: 'SUCCESS',
      format: SETTLEMENT_FORMAT,
    },
    clearingInstitute: { name: clearingInstitute, merchantId: account.clearingInstituteMerchantId },
    merchantAccount: { id: account.id, name: account.name },
    pspEntityId: SANDBOX_PSP_ENTITY_ID,
    merchantEntityId: merchant.entityId,
  };
}
