// The bank frame checks the account before anything is sent: holder (spec 2.4: 4 to 128
// characters), IBAN and BIC with ibantools (ISO 13616 check digits and the country's format;
// ISO 9362 with a real country). The gateway checks all of it again.
import { isValidBIC } from 'ibantools';
import type { AccountField } from './account-form';
import { analyseIban } from './iban';

export interface AccountValues {
  holder: string;
  iban: string;
  bic: string;
}

export function accountErrors({ holder, iban, bic }: AccountValues): AccountField[] {
  const errors: AccountField[] = [];
  const length = holder.trim().length;
  if (length < 4 || length > 128) errors.push('accountHolder');
  if (!analyseIban(iban).valid) errors.push('accountIban');
  if (bic && !isValidBIC(bic)) errors.push('accountBic');
  return errors;
}
