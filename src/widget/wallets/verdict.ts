/** The merchant's onPaymentAuthorized verdict: false, or a transactionState but SUCCESS, refuses. */
export const refuses = (verdict: unknown): boolean =>
  verdict === false ||
  ((verdict as { transactionState?: string })?.transactionState ?? 'SUCCESS') !== 'SUCCESS';
