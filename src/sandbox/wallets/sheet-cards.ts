// The cards in the simulated wallet: public test cards, so the INTERNAL simulator decides their
// outcome as for a card form (the wallet passes the card on as its device account number).
import { RESULT } from '../../spec/result-codes';
import type { WalletCard } from './wallet-token';

export interface SheetCard {
  number: string;
  network: 'VISA' | 'MASTER' | 'AMEX';
  label: string;
  /** What the simulator answers, shown beside the card. */
  outcome: string;
}

export const SHEET_CARDS: readonly SheetCard[] = [
  {
    number: '4200000000000000',
    network: 'VISA',
    label: 'Visa',
    outcome: RESULT.SUCCESS_INTEGRATOR_TEST.code,
  },
  {
    number: '5454545454545454',
    network: 'MASTER',
    label: 'Mastercard',
    outcome: RESULT.SUCCESS_INTEGRATOR_TEST.code,
  },
  {
    number: '377777777777770',
    network: 'AMEX',
    label: 'American Express',
    outcome: RESULT.SUCCESS_INTEGRATOR_TEST.code,
  },
  { number: '4000000000001521', network: 'VISA', label: 'Visa', outcome: RESULT.DECLINED.code },
];

/** The card as the wallet holds it: valid for three more years. */
export const walletCard = (card: SheetCard, now: Date): WalletCard => ({
  number: card.number,
  expiryMonth: '12',
  expiryYear: String(now.getUTCFullYear() + 3),
});

/** The billing address the simulated wallet shares when asked (billingAddressRequired). */
export const SHEET_BILLING_ADDRESS = {
  name: 'Jane Doe',
  address1: 'Hauptstraße 1',
  locality: 'Berlin',
  postalCode: '10115',
  countryCode: 'DE',
  phoneNumber: '+49 30 1234567',
};
