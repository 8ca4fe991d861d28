// The IBAN as the shopper types it (./iban-format.ts), valid when ibantools says so (ISO 13616
// check digits, the country's length and BBAN format). Part of the IBAN check (iban-check.js),
// which the bank frame loads once the shopper types.
import { extractIBAN, getCountrySpecifications, isValidIBAN } from 'ibantools';
import { compactIban, printIban } from './iban-format';

const SPECIFICATIONS = getCountrySpecifications();

export interface IbanInfo {
  /** Electronic format: DE89370400440532013000. */
  iban: string;
  /** Print format: DE89 3704 0044 0532 0130 00. */
  formatted: string;
  empty: boolean;
  valid: boolean;
  potentiallyValid: boolean;
}

export function analyseIban(value: string): IbanInfo {
  const iban = compactIban(value);
  const valid = isValidIBAN(iban);
  const country = SPECIFICATIONS[iban.slice(0, 2)];
  const shape = /^[A-Z]{0,2}$|^[A-Z]{2}\d{1,2}$|^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban);
  const room = iban.length < 2 || iban.length < (country?.chars ?? 0);
  return {
    iban,
    formatted: printIban(iban),
    empty: iban === '',
    valid,
    potentiallyValid: valid || (shape && room),
  };
}

/** What the gateway is sent beside the IBAN: its country and, without a BIC, its bank code. */
export function accountDetails(iban: string, bic: string | undefined): Record<string, string> {
  const { countryCode, bankIdentifier } = extractIBAN(iban);
  return {
    ...(countryCode ? { 'bankAccount.country': countryCode } : {}),
    ...(!bic && bankIdentifier ? { 'bankAccount.bankCode': bankIdentifier } : {}),
  };
}
