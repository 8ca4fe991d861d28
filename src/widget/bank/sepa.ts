// The SEPA direct-debit brand: the main bundle tells it from the others and starts its frame
// (./early-bank-frame.tsx), the bank chunk mounts its form.
export const SEPA_BRAND = 'DIRECTDEBIT_SEPA';

/** The bank frame: its field, its gateway page and the iframe's name attribute. */
export const BANK_FRAME = { field: 'accountIban', page: '/v1/bank-field', name: 'bankAccount.iban' } as const;
