// bankAccount.country on a checkout, as shipped shop plugins send it: the bank form's payment
// takes it where the IBAN frame sent none, an online transfer takes it, a card payment does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import {
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  encodeForm,
  FORM,
  GATEWAY_ORIGIN,
  json,
  postForm,
  type TestSandbox,
  testSandbox,
} from '../test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const APPROVED = RESULT.SUCCESS_INTEGRATOR_TEST.code;
const errorsOf = (res: { json: () => unknown }) =>
  (res.json() as { result: { parameterErrors: Array<Record<string, string>> } }).result.parameterErrors;

describe('bankAccount.country on a checkout', () => {
  const bankPay = (checkoutId: string, params: Record<string, string>) =>
    sb.app.inject({
      method: 'POST',
      url: `/v1/checkouts/${checkoutId}/bank-payment`,
      headers: { ...FORM, origin: GATEWAY_ORIGIN },
      payload: encodeForm(params),
    });
  const ACCOUNT = {
    paymentBrand: 'DIRECTDEBIT_SEPA',
    'bankAccount.holder': 'Jane Doe',
    'bankAccount.iban': 'DE89370400440532013000',
    'bankAccount.bic': 'COBADEFFXXX',
  };

  it('is accepted when the checkout is created and updated, and still validated', async () => {
    const created = await postForm(sb.app, '/v1/checkouts', {
      entityId: ENTITY_ID,
      amount: '20.00',
      currency: 'EUR',
      paymentType: 'DB',
      'bankAccount.country': 'DE',
    });
    expect(json(created).result.code).toBe(RESULT.CHECKOUT_CREATED.code);
    const updated = await postForm(sb.app, `/v1/checkouts/${json(created).id}`, {
      entityId: ENTITY_ID,
      'bankAccount.country': 'AT',
    });
    expect(json(updated).result.code).toBe(RESULT.CHECKOUT_UPDATED.code);
    const wrong = await postForm(sb.app, '/v1/checkouts', {
      entityId: ENTITY_ID,
      amount: '20.00',
      currency: 'EUR',
      paymentType: 'DB',
      'bankAccount.country': 'Germany',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorsOf(wrong)[0]?.name).toBe('bankAccount.country');
  });

  it('goes into the bank form’s payment where the form sent none; the IBAN’s own country wins', async () => {
    const withoutCountry = await createCheckout(sb.app, { 'bankAccount.country': 'DE' });
    const paid = await bankPay(withoutCountry, ACCOUNT);
    expect(json(paid).result.code).toBe(APPROVED);
    expect(json(paid).bankAccount.country).toBe('DE');

    const austrian = await createCheckout(sb.app, { 'bankAccount.country': 'DE' });
    const fromAustria = await bankPay(austrian, {
      ...ACCOUNT,
      'bankAccount.iban': 'AT611904300234573201',
      'bankAccount.bic': 'BKAUATWWXXX',
      'bankAccount.country': 'AT',
    });
    expect(json(fromAustria).result.code).toBe(APPROVED);
    expect(json(fromAustria).bankAccount.country).toBe('AT');
  });

  it('must be the IBAN’s country when the form sends none', async () => {
    const checkoutId = await createCheckout(sb.app, { 'bankAccount.country': 'DE' });
    const res = await bankPay(checkoutId, {
      ...ACCOUNT,
      'bankAccount.iban': 'AT611904300234573201',
      'bankAccount.bic': 'BKAUATWWXXX',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).result.code).toBe(RESULT.BANK_COUNTRY_INVALID.code);
    expect(errorsOf(res)).toEqual([
      {
        name: 'bankAccount.country',
        value: 'DE',
        message: "the IBAN is of AT, not of the checkout's bankAccount.country DE",
      },
    ]);
    expect(json(res).checkoutId).toBe(checkoutId);
  });

  it('goes with an online transfer (EPS) of the checkout', async () => {
    const checkoutId = await createCheckout(sb.app, {
      'bankAccount.country': 'AT',
      shopperResultUrl: 'https://shop.example/result',
    });
    const res = await sb.app.inject({
      method: 'POST',
      url: `/v1/checkouts/${checkoutId}/async-payment`,
      headers: { ...FORM, origin: 'https://shop.example' },
      payload: encodeForm({ paymentBrand: 'EPS' }),
    });
    expect(json(res).result.code).toBe(RESULT.PENDING.code);
    expect(json(res).bankAccount).toEqual({ country: 'AT' });
    // As a server-to-server one with the country, as the vendor's samples send it.
    const server = await postForm(sb.app, '/v1/payments', {
      entityId: ENTITY_ID,
      amount: '12.03',
      currency: 'EUR',
      paymentType: 'DB',
      paymentBrand: 'EPS',
      'bankAccount.country': 'AT',
      shopperResultUrl: 'https://shop.example/result',
    });
    expect(json(server).result.code).toBe(RESULT.PENDING.code);
    expect(json(server).redirect.url).toMatch(/^http/);
  });

  it('stays out of a card payment of the same checkout', async () => {
    const checkoutId = await createCheckout(sb.app, { 'bankAccount.country': 'DE' });
    const paid = await browserPay(sb.app, checkoutId, CARD);
    expect(json(paid).result.code).toBe(APPROVED);
    expect(json(paid).bankAccount).toBeUndefined();
    expect(json(paid).card.bin).toBe('420000');
  });
});
