import { COUNTRY_ALPHA3, charsOf, DATE, digits, each, oneOf, phone, text } from './format-builders';
import type { ParamSpec } from './types';

/** "up to N letters, digits, whitespace" */
const wordChars = (max: number) =>
  charsOf('\\p{L}\\p{M}0-9\\s', 1, max, 'letters, digits or whitespace', 'Jane Doe');

/** Lines that 2.7 and 2.8 state alike: accountNumber, street, city, state, country, postcode. */
const accountAndAddress = (prefix: string): ParamSpec[] => [
  { name: `${prefix}accountNumber`, format: text(1, 32) },
  { name: `${prefix}street`, format: text(1, 100) },
  ...each(prefix, ['city', 'state'], wordChars(50)),
  { name: `${prefix}country`, format: COUNTRY_ALPHA3 },
  { name: `${prefix}postcode`, format: text(1, 30) },
];

// Document 2, section 2.6 "Corporate", all Optional.
export const CORPORATE: readonly ParamSpec[] = [
  { name: 'corporate.name', format: text(1, 30) },
  { name: 'corporate.description', format: text(1, 160) },
  ...each('corporate.', ['street', 'address'], text(1, 100)),
  { name: 'corporate.city', format: text(1, 80) },
  { name: 'corporate.state', format: text(1, 50) },
  { name: 'corporate.postCode', format: text(1, 16) },
  { name: 'corporate.suite', format: text(1, 30) },
  { name: 'corporate.postboxNumber', format: text(1, 15) },
  { name: 'corporate.purchase', format: oneOf('Y', 'N') },
  ...each('corporate.', ['phone', 'fax'], digits(1, 25)),
  { name: 'corporate.vatId', format: text(1, 255) },
];

// Document 2, section 2.7 "Sender", all Optional; the person who pays.
export const SENDER: readonly ParamSpec[] = [
  { name: 'sender.name', format: wordChars(100) },
  ...each('sender.', ['givenName', 'middleName', 'surname'], wordChars(50)),
  { name: 'sender.birthDate', format: DATE },
  ...accountAndAddress('sender.'),
  {
    name: 'sender.accountNumberType',
    format: oneOf('OTHER', 'RTN_AND_BANK_ACCOUNT', 'IBAN', 'IBAN_AND_BIC', 'CARD_ACCOUNT'),
  },
  {
    name: 'sender.sourceOfFunds',
    format: oneOf('01', '02', '03', '04', '05', '06', '07', '08', '09'),
    note: '01 credit, 02 debit, 03 prepaid, 04 cash, 05/06 debit/credit accounts not linked to the scheme, 07 deposit, 08 mobile money, 09 other.',
  },
];

// Document 2, section 2.8 "Recipient", all Optional; the person whose debt is paid.
export const RECIPIENT: readonly ParamSpec[] = [
  ...each('recipient.', ['givenName', 'middleName', 'surname'], wordChars(48)),
  { name: 'recipient.birthDate', format: DATE },
  { name: 'recipient.phone', format: phone(8, 26, '0-9 ().-') },
  ...accountAndAddress('recipient.'),
  {
    name: 'recipient.accountNumberType',
    format: oneOf(
      'OTHER',
      'RTN_AND_BANK_ACCOUNT',
      'IBAN',
      'PHONE_NUMBER',
      'BAN_AND_BIC', // sic
      'WALLET_ID',
      'SOCIAL_NETWORK_ID',
    ),
  },
];
