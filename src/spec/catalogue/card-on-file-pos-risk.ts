import { RESULT } from '../result-codes';
import {
  alnum,
  charsOf,
  DATE,
  DATETIME,
  digits,
  each,
  MAP_KEY,
  MONEY,
  oneOf,
  pattern,
  text,
} from './format-builders';
import type { ParamSpec } from './types';

// Document 3, section 2.4 "Standing instructions (card on file)"; every field Conditional.
export const STANDING_INSTRUCTION: readonly ParamSpec[] = [
  { name: 'standingInstruction.type', format: oneOf('UNSCHEDULED', 'INSTALLMENT', 'RECURRING') },
  { name: 'standingInstruction.recurringType', format: oneOf('STANDING_ORDER', 'SUBSCRIPTION') },
  { name: 'standingInstruction.mode', format: oneOf('INITIAL', 'REPEATED') },
  { name: 'standingInstruction.source', format: oneOf('CIT', 'MIT') },
  // "AN or N, acquirer dependent": no length stated, so up to the platform's usual 255.
  { name: 'standingInstruction.initialTransactionId', format: text(1, 255) },
  {
    name: 'standingInstruction.industryPractice',
    format: oneOf('INCREMENTAL_AUTH', 'RESUBMISSION', 'REAUTHORIZATION', 'DELAYED_CHARGES', 'NO_SHOW'),
  },
  { name: 'standingInstruction.expiry', format: DATE },
  { name: 'standingInstruction.frequency', format: digits(1, 4) },
  {
    name: 'standingInstruction.numberOfInstallments',
    format: digits(1, 3),
    note: 'Only with standingInstruction.type=INSTALLMENT (omitted otherwise).',
  },
];

const ALNUM_2048 = alnum(1, 2048);

// Document 3, section 2.5 "Point of sale", request side.
export const POS: readonly ParamSpec[] = [
  { name: 'pos.deviceId', format: digits(1, 32) },
  {
    name: 'pos.deviceType',
    format: charsOf('A-Za-z0-9_', 1, 32, 'letters, digits or underscores', 'TERMINAL_A920'),
  },
  ...each('pos.', ['encryptedPin.data', 'encryptedPin.ksn'], ALNUM_2048, { sensitive: 'secret' }),
  ...each('pos.', ['encryptedSred.data', 'encryptedSred.ksn'], ALNUM_2048, { sensitive: 'secret' }),
  {
    name: 'pos.entryMode',
    format: oneOf('MANUAL', 'MAGSTRIPE', 'MAGSTRIPE_AS_FALLBACK', 'ICC', 'NFC_ICC', 'NFC_MAGSTRIPE'),
    note: 'Required whenever pos.* is sent.',
  },
  { name: 'pos.iccDataRequest', format: ALNUM_2048, sensitive: 'secret' },
  { name: 'pos.location.accuracy', format: digits(1, 32) },
  {
    name: 'pos.location.latitude',
    format: pattern(
      /^-?\d{1,2}\.\d{1,8}$/,
      'a decimal: optional minus, 1 to 2 digits, 1 to 8 decimals',
      '-33.9249',
    ),
  },
  {
    name: 'pos.location.longitude',
    format: pattern(
      /^-?(1\d{2}|\d{1,2})\.\d{1,8}$/,
      'a decimal: optional minus, 1 to 3 digits (up to 199), 1 to 8 decimals',
      '151.2093',
    ),
  },
  { name: 'pos.panSequenceNumber', format: digits(1, 32) },
  { name: 'pos.pinEntryCapability', format: oneOf('PIN_ENTRY_AVAILABLE', 'PIN_ENTRY_UNAVAILABLE') },
  { name: 'pos.terminalId', format: digits(1, 32), note: 'Required whenever pos.* is sent.' },
  { name: 'pos.transactionSequenceNumber', format: digits(1, 32) },
  { name: 'pos.transactionSource', format: oneOf('POS') },
];

// Document 3, section 2.6 "Risk", all Optional.
export const RISK: readonly ParamSpec[] = [
  { name: 'risk.channelId', format: text(1, 255) },
  { name: 'risk.serviceId', format: text(1, 255) },
  { name: 'risk.amount', format: MONEY, invalid: RESULT.RISK_AMOUNT_FORMAT },
  { name: 'risk.orderTimestamp', format: DATETIME },
  { name: 'risk.brand', format: text(1, 255) },
  { name: 'risk.parameters[key]', format: text(0, 2048), key: MAP_KEY },
  { name: 'risk.merchantWebsite', format: text(1, 60) },
  { name: 'risk.accountToken', format: text(1, 64) },
];
