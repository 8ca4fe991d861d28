// The SEPA direct-debit brand: the main bundle tells it from the others, the bank chunk mounts its form.
export const SEPA_BRAND = 'DIRECTDEBIT_SEPA';
