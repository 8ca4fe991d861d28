import { describe, expect, it } from 'vitest';
import { RESULT } from '../result-codes';
import { validate } from '../validate';

const NOW = new Date('2026-11-21T12:00:00Z');
const BASE = {
  entityId: '8a8294174b7ecb28014b9699220015ca',
  amount: '10.00',
  currency: 'EUR',
  paymentType: 'DB',
};
const CARD = { 'card.number': '4200000000000000', 'card.expiryMonth': '12', 'card.expiryYear': '2030' };
const codes = (params: Record<string, string>, op: Parameters<typeof validate>[1] = 'serverPayment') =>
  validate(params, op, { now: NOW }).map((i) => `${i.name} ${i.result.code}`);

describe('payment instruments (document 1, 2.4)', () => {
  it('wants one instrument, complete', () => {
    expect(codes(BASE)).toEqual([`card.number ${RESULT.NO_ACCOUNT_DATA.code}`]);
    expect(codes({ ...BASE, 'card.holder': 'Jane Doe' })).toEqual([
      `card.number ${RESULT.NO_ACCOUNT_DATA.code}`,
      `card.expiryMonth ${RESULT.EXPIRY_MONTH_MISSING.code}`,
      `card.expiryYear ${RESULT.EXPIRY_YEAR_MISSING.code}`,
    ]);
    expect(codes({ ...BASE, ...CARD, 'virtualAccount.accountId': 'x', paymentBrand: 'PAYPAL' })).toContain(
      `virtualAccount.accountId ${RESULT.INVALID_PARAMETER.code}`,
    );
  });

  it('bank account: holder, number or iban, bankCode or bic, and a brand', () => {
    expect(codes({ ...BASE, 'bankAccount.country': 'DE' })).toEqual([
      `bankAccount.holder ${RESULT.HOLDER_MISSING.code}`,
      `bankAccount.number ${RESULT.NO_ACCOUNT_NUMBER.code}`,
      `bankAccount.bankCode ${RESULT.BANK_CODE_INVALID.code}`,
      `paymentBrand ${RESULT.BRAND_MISSING.code}`,
    ]);
    const sepa = {
      ...BASE,
      paymentBrand: 'DIRECTDEBIT_SEPA',
      'bankAccount.holder': 'Jane Doe',
      'bankAccount.iban': 'DE89370400440532013000',
      'bankAccount.bic': 'COBADEFFXXX',
      'bankAccount.mandate.id': 'MANDATE-ABC',
      'bankAccount.mandate.dateOfSignature': '2026-01-31',
    };
    expect(codes(sepa)).toEqual([]);
  });

  it('wallets: the token alone, or decrypted card data with source, CAVV and ECI', () => {
    expect(codes({ ...BASE, paymentBrand: 'APPLEPAY', 'applePay.paymentToken': '{}' })).toEqual([]);
    expect(codes({ ...BASE, 'googlePay.paymentToken': '{}', 'googlePay.source': 'web' })).toEqual([
      `paymentBrand ${RESULT.BRAND_MISSING.code}`,
      `googlePay.source ${RESULT.INVALID_PARAMETER.code}`,
    ]);
    const decrypted = { ...BASE, ...CARD, paymentBrand: 'APPLEPAY', 'applePay.source': 'app' };
    expect(codes(decrypted)).toEqual([
      `threeDSecure.verificationId ${RESULT.VERIFICATION_ID_INVALID.code}`,
      `threeDSecure.eci ${RESULT.ECI_INVALID.code}`,
    ]);
    const cavv = { 'threeDSecure.verificationId': 'AAACBllleHchZTBWIGV4AAAAAAA=', 'threeDSecure.eci': '05' };
    expect(codes({ ...decrypted, ...cavv })).toEqual([]);
  });

  it('token account: number and type', () => {
    expect(codes({ ...BASE, paymentBrand: 'VISA', 'tokenAccount.dtvc': '123' })).toEqual([
      `tokenAccount.number ${RESULT.NO_ACCOUNT_DATA.code}`,
      `tokenAccount.type ${RESULT.INVALID_PARAMETER.code}`,
    ]);
  });
});

describe('customer and addresses (document 2)', () => {
  const pay = { ...BASE, ...CARD };
  it('customer.givenName and surname once other customer data is sent, not for device data or an e-mail alone', () => {
    expect(codes({ ...pay, 'customer.phone': '+49 30 1234567' })).toEqual([
      `customer.givenName ${RESULT.GIVEN_NAME_MISSING.code}`,
      `customer.surname ${RESULT.SURNAME_MISSING.code}`,
    ]);
    // A production e-commerce plugin sends the e-mail alone, and the live gateway takes it.
    expect(codes({ ...pay, 'customer.email': 'jane@example.com' })).toEqual([]);
    expect(codes({ ...pay, 'customer.email': 'jane@example.com', 'customer.ip': '203.0.113.7' })).toEqual([
      `customer.givenName ${RESULT.GIVEN_NAME_MISSING.code}`,
      `customer.surname ${RESULT.SURNAME_MISSING.code}`,
    ]);
    expect(codes({ ...pay, 'customer.browser.javaEnabled': 'false', 'customer.app.deviceId': 'd1' })).toEqual(
      [],
    );
    expect(codes({ ...pay, 'shipping.customer.email': 'jane@example.com' })).toEqual([]);
  });

  it('identificationDocType and identificationDocId go together', () => {
    const named = { ...pay, 'customer.givenName': 'Jane', 'customer.surname': 'Doe' };
    expect(codes({ ...named, 'customer.identificationDocType': 'PASSPORT' })).toEqual([
      `customer.identificationDocId ${RESULT.IDENTITY_VALUE_INVALID.code}`,
    ]);
    expect(codes({ ...named, 'customer.identificationDocId': 'P1234567' })).toEqual([
      `customer.identificationDocType ${RESULT.IDENTITY_PAPER_INVALID.code}`,
    ]);
  });

  it('houseNumber2 requires houseNumber1; street1 + street2 not digits only, in every address', () => {
    for (const prefix of ['billing.', 'shipping.', 'merchant.billing.', 'merchant.shipping.']) {
      expect(codes({ ...pay, [`${prefix}houseNumber2`]: 'a' })).toEqual([
        `${prefix}houseNumber1 ${RESULT.INVALID_PARAMETER.code}`,
      ]);
      expect(codes({ ...pay, [`${prefix}street1`]: '12', [`${prefix}street2`]: ' 34' })).toEqual([
        `${prefix}street2 ${RESULT.STREET_DIGITS_ONLY.code}`,
      ]);
      expect(codes({ ...pay, [`${prefix}street1`]: '12', [`${prefix}street2`]: 'B' })).toEqual([]);
    }
  });
});

describe('document 3', () => {
  const pay = { ...BASE, ...CARD };
  it('3-D Secure 2.2-only fields against an older version', () => {
    expect(
      codes({ ...pay, 'threeDSecure.version': '2.1.0', 'threeDSecure.challengeIndicator': '04' }),
    ).toEqual([`threeDSecure.challengeIndicator ${RESULT.INVALID_PARAMETER.code}`]);
    expect(codes({ ...pay, 'threeDSecure.version': '2.2.0', 'threeDSecure.exemptionFlag': '02' })).toEqual(
      [],
    );
    expect(codes({ ...pay, 'threeDSecure.challengeIndicator': '04' })).toEqual([]);
  });

  it('pos.entryMode and pos.terminalId once pos.* is used; installments only for INSTALLMENT', () => {
    expect(codes({ ...pay, 'pos.deviceId': '1' })).toEqual([
      `pos.entryMode ${RESULT.INVALID_PARAMETER.code}`,
      `pos.terminalId ${RESULT.INVALID_PARAMETER.code}`,
    ]);
    expect(codes({ ...pay, 'standingInstruction.numberOfInstallments': '3' })).toEqual([
      `standingInstruction.numberOfInstallments ${RESULT.INVALID_PARAMETER.code}`,
    ]);
  });

  it('query: merchantTransactionId without a time frame, date.from with date.to, limit 100 to 500', () => {
    const q = { entityId: BASE.entityId };
    const frame = { 'date.from': '2026-01-01 00:00:00', 'date.to': '2026-01-31 23:59:59' };
    expect(codes({ ...q, merchantTransactionId: 'order-1', ...frame }, 'query')).toEqual([
      `merchantTransactionId ${RESULT.INVALID_PARAMETER.code}`,
    ]);
    expect(codes({ ...q, 'date.from': frame['date.from'] }, 'query')).toEqual([
      `date.to ${RESULT.INVALID_PARAMETER.code}`,
    ]);
    expect(codes({ ...q, limit: '99' }, 'query')).toEqual([`limit ${RESULT.INVALID_PARAMETER.code}`]);
    expect(codes({ ...q, limit: '500', paymentTypes: 'DB,PA,3D' }, 'query')).toEqual([]);
  });

  it('job: cron fields and expressions', () => {
    const job = { ...BASE, registrationId: 'a'.repeat(32) };
    expect(
      codes({ ...job, 'job.dayOfMonth': '15W', 'job.dayOfWeek': '?', 'job.hour': '8-18/2' }, 'schedule'),
    ).toEqual([]);
    expect(codes({ ...job, 'job.hour': '24', 'job.dayOfWeek': '6#6' }, 'schedule')).toEqual([
      `job.hour ${RESULT.JOB_HOUR_INVALID.code}`,
      `job.dayOfWeek ${RESULT.JOB_DAY_OF_WEEK_INVALID.code}`,
    ]);
    expect(codes({ ...job, 'job.expression': '0 15 10 ? * MON-FRI' }, 'schedule')).toEqual([]);
    expect(codes({ ...job, 'job.expression': '0 15 10 ? *' }, 'schedule')).toEqual([
      `job.expression ${RESULT.JOB_EXECUTION_INVALID.code}`,
    ]);
  });
});

describe('amounts that contradict each other', () => {
  it('refuses a tax above the amount, and takes one up to it', () => {
    expect(codes({ ...BASE, ...CARD, taxAmount: '10.01' })).toEqual([
      `taxAmount ${RESULT.INVALID_PARAMETER.code}`,
    ]);
    expect(codes({ ...BASE, ...CARD, taxAmount: '10.00' })).toEqual([]);
    expect(codes({ ...BASE, ...CARD, taxAmount: '1.90' })).toEqual([]);
  });

  it('wants forex.amount and forex.currency together', () => {
    expect(codes({ ...BASE, ...CARD, 'forex.amount': '11.00' })).toHaveLength(1);
    expect(codes({ ...BASE, ...CARD, 'forex.currency': 'USD' })).toHaveLength(1);
    expect(codes({ ...BASE, ...CARD, 'forex.amount': '11.00', 'forex.currency': 'USD' })).toEqual([]);
  });
});
