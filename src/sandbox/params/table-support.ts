// Helpers for the tests generated from the parameter catalogue (not shipped behaviour): a concrete
// body name for a catalogue entry, and the other parameters its cross-field rules want beside it.
import type { ParamSpec } from '../../spec/catalogue/types';
import type { Wallet } from '../../spec/catalogue/wallets';
import { testWalletToken } from '../wallets/test-support';
import { WALLET_BRANDS } from '../wallets/wallet-brands';

/** `cart.items[n].name` → `cart.items[0].name`; `customParameters[key]` → `customParameters[KEY_1]`. */
export const concreteName = (spec: ParamSpec, index = 0): string =>
  spec.name.replaceAll('[n]', `[${index}]`).replaceAll('[key]', '[KEY_1]');

export interface Context {
  /** Parameters of the base body to leave out (another payment instrument replaces the card). */
  drop: readonly string[];
  add: Record<string, string>;
}

const CARD_KEYS = ['card.number', 'card.expiryMonth', 'card.expiryYear', 'card.cvv', 'card.holder'];
const instead = (add: Record<string, string>): Context => ({ drop: CARD_KEYS, add });
const WALLET = /^(applePay|googlePay|samsungPay)\.(paymentToken|source|cardNetwork|cardType)$/;
const HOUSE_NUMBER_2 = /^(.*\.)houseNumber2$/;

/** What a parameter needs beside it so that only its own value decides the answer. */
export function contextFor(name: string): Context {
  const none: Context = { drop: [], add: {} };
  if (name.startsWith('bankAccount.'))
    return instead({
      'bankAccount.holder': 'Jane Doe',
      'bankAccount.iban': 'DE89370400440532013000',
      'bankAccount.bic': 'COBADEFFXXX',
      'bankAccount.mandate.id': 'MANDATE-ABC',
      'bankAccount.mandate.dateOfSignature': '2026-01-31',
      paymentBrand: 'DIRECTDEBIT_SEPA',
    });
  if (name.startsWith('tokenAccount.'))
    return instead({
      'tokenAccount.number': '4200000000000000',
      'tokenAccount.type': 'NETWORK',
      'tokenAccount.cryptogram': 'AJkBAZkhIgAAAAAAAAAAAAAAAAA=',
      paymentBrand: 'VISA',
    });
  if (name.startsWith('virtualAccount.'))
    return instead({ 'virtualAccount.accountId': 'shopper-1', paymentBrand: 'PAYPAL' });
  const wallet = WALLET.exec(name);
  if (wallet?.[2] === 'source')
    return {
      drop: [],
      add: {
        'threeDSecure.verificationId': 'AAACBllleHchZTBWIGV4AAAAAAA=',
        'threeDSecure.eci': '05',
        paymentBrand: 'APPLEPAY',
      },
    };
  // A token the test sandbox can decrypt (src/sandbox/wallets/test-support.ts).
  if (wallet) {
    const name = wallet[1] as Wallet;
    return instead({ [`${name}.paymentToken`]: testWalletToken(name), paymentBrand: WALLET_BRANDS[name] });
  }
  if (name.startsWith('pos.'))
    return { drop: [], add: { 'pos.entryMode': 'ICC', 'pos.terminalId': '12345678' } };
  if (/^customer\.(?!browser\.|browserFingerprint\.|app\.)/.test(name))
    return {
      drop: [],
      add: {
        'customer.givenName': 'Jane',
        'customer.surname': 'Doe',
        ...(name === 'customer.identificationDocType' ? { 'customer.identificationDocId': 'ID1234567' } : {}),
        ...(name === 'customer.identificationDocId' ? { 'customer.identificationDocType': 'PASSPORT' } : {}),
      },
    };
  const house = HOUSE_NUMBER_2.exec(name);
  if (house) return { drop: [], add: { [`${house[1]}houseNumber1`]: '12' } };
  if (name === 'standingInstruction.numberOfInstallments')
    return { drop: [], add: { 'standingInstruction.type': 'INSTALLMENT' } };
  return none;
}

/** The base body with the context applied and the parameter set last. */
export function bodyWith(base: Record<string, string>, name: string, value: string): Record<string, string> {
  const { drop, add } = contextFor(name);
  const body = Object.fromEntries(Object.entries(base).filter(([key]) => !drop.includes(key)));
  return { ...body, ...add, [name]: value };
}
