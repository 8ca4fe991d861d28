// POST /v1/payments with a wallet (spec document 1, 2.4): the encrypted token and the decrypted data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import { ENTITY_ID, json, postForm, type TestSandbox, testSandbox } from '../test-support';
import { TEST_WALLET_CARD, testWalletToken } from './test-support';
import { TOKEN_LIFETIME_MS } from './wallet-token';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const BASE = { entityId: ENTITY_ID, amount: '12.50', currency: 'EUR', paymentType: 'DB' };
const pay = (params: Record<string, string>) => postForm(sb.app, '/v1/payments', { ...BASE, ...params });

describe('a wallet token server to server', () => {
  it('is decrypted and paid as the card inside it, keeping the wallet’s brand; the token is never echoed', async () => {
    const token = testWalletToken('applePay');
    const res = await pay({
      paymentBrand: 'APPLEPAY',
      'applePay.paymentToken': token,
      'applePay.cardNetwork': 'Visa',
      'applePay.cardType': 'credit',
    });
    const body = json(res);
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({
      result: RESULT.SUCCESS_INTEGRATOR_TEST,
      paymentBrand: 'APPLEPAY',
      card: { bin: '420000', last4Digits: '0000', expiryMonth: '12', expiryYear: '2030' },
      applePay: { cardNetwork: 'Visa', cardType: 'credit' },
      threeDSecure: { eci: '05' },
    });
    expect(res.body).not.toContain(JSON.parse(token).data);
    expect(body.threeDSecure).not.toHaveProperty('verificationId');
    expect(body.applePay).not.toHaveProperty('paymentToken');
  });

  it('pays Google Pay and Samsung Pay tokens the same way; the test cards decide', async () => {
    const declineCard = { ...TEST_WALLET_CARD, number: '4000000000001521' };
    const declined = await pay({
      paymentBrand: 'GOOGLEPAY',
      'googlePay.paymentToken': testWalletToken('googlePay', declineCard),
    });
    expect(declined.statusCode).toBe(400);
    expect(json(declined)).toMatchObject({ result: RESULT.DECLINED, paymentBrand: 'GOOGLEPAY' });
    const samsung = await pay({
      paymentBrand: 'SAMSUNGPAY',
      'samsungPay.paymentToken': testWalletToken('samsungPay'),
    });
    expect(json(samsung).result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
  });

  it('refuses a token that does not decrypt, with the reason on the token parameter and no value', async () => {
    const cases = [
      ['{"data":"x"}', /^not a token of this sandbox/],
      [testWalletToken('applePay'), /could not be decrypted.*other than googlePay/],
    ] as const;
    for (const [token, message] of cases) {
      const res = await pay({ paymentBrand: 'GOOGLEPAY', 'googlePay.paymentToken': token });
      expect(res.statusCode).toBe(400);
      const { result } = json(res);
      expect(result.code).toBe(RESULT.INVALID_CARD_NUMBER.code);
      expect(result.parameterErrors).toEqual([
        { name: 'googlePay.paymentToken', message: expect.stringMatching(message) },
      ]);
    }
  });

  it('refuses an expired token and a brand that is not the wallet’s', async () => {
    const old = testWalletToken(
      'applePay',
      TEST_WALLET_CARD,
      new Date(sb.clock.now().getTime() - TOKEN_LIFETIME_MS),
    );
    const expired = json(await pay({ paymentBrand: 'APPLEPAY', 'applePay.paymentToken': old }));
    expect(expired.result.parameterErrors[0].message).toBe('token expired: it is valid for one hour');
    const brand = json(
      await pay({ paymentBrand: 'VISA', 'applePay.paymentToken': testWalletToken('applePay') }),
    );
    expect(brand.result.code).toBe(RESULT.BRAND_INVALID.code);
    expect(brand.result.parameterErrors).toEqual([
      {
        name: 'paymentBrand',
        value: 'VISA',
        message: expect.stringMatching(/^must be APPLEPAY with applePay.paymentToken/),
      },
    ]);
  });

  it('takes the decrypted way: card, verificationId, eci and source, under the wallet’s brand', async () => {
    const res = await pay({
      paymentBrand: 'GOOGLEPAY',
      'card.number': '5454545454545454',
      'card.expiryMonth': '12',
      'card.expiryYear': '2030',
      'threeDSecure.verificationId': 'AAACBllleHchZTBWIGV4AAAAAAA=',
      'threeDSecure.eci': '02',
      'googlePay.source': 'web',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      paymentBrand: 'GOOGLEPAY',
      card: { bin: '545454' },
      googlePay: { source: 'web' },
    });
    const missing = json(
      await pay({
        paymentBrand: 'GOOGLEPAY',
        'card.number': '5454545454545454',
        'card.expiryMonth': '12',
        'card.expiryYear': '2030',
        'googlePay.source': 'app',
      }),
    );
    expect(missing.result.parameterErrors.map((e: { name: string }) => e.name)).toEqual([
      'threeDSecure.verificationId',
      'threeDSecure.eci',
    ]);
  });
});

describe('POST /v1/sandbox/wallets/tokens (sandbox test aid)', () => {
  const aid = (params: Record<string, string>, headers = {}) =>
    postForm(sb.app, '/v1/sandbox/wallets/tokens', { entityId: ENTITY_ID, ...params }, headers);

  it('makes the token the simulated wallet would hand over, which POST /v1/payments then accepts', async () => {
    const res = await aid({
      paymentBrand: 'GOOGLEPAY',
      'card.number': '4200000000000000',
      'card.expiryMonth': '11',
      'card.expiryYear': '2031',
    });
    expect(res.statusCode).toBe(200);
    const token = json(res)['googlePay.paymentToken'];
    const paid = json(await pay({ paymentBrand: 'GOOGLEPAY', 'googlePay.paymentToken': token }));
    expect(paid).toMatchObject({
      result: RESULT.SUCCESS_INTEGRATOR_TEST,
      card: { expiryMonth: '11', expiryYear: '2031' },
    });
  });

  it('makes a token that pays once, and only for the merchant that asked for it', async () => {
    const card = { 'card.number': '4200000000000000', 'card.expiryMonth': '11', 'card.expiryYear': '2031' };
    const token = json(await aid({ paymentBrand: 'APPLEPAY', ...card }))['applePay.paymentToken'];
    expect((await pay({ paymentBrand: 'APPLEPAY', 'applePay.paymentToken': token })).statusCode).toBe(200);
    const again = await pay({ paymentBrand: 'APPLEPAY', 'applePay.paymentToken': token });
    expect(again.statusCode).toBe(400);
    expect(json(again).result.parameterErrors).toEqual([
      expect.objectContaining({
        name: 'applePay.paymentToken',
        message: 'this token has been used: a wallet token pays once',
      }),
    ]);
    const second = { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` };
    const theirs = json(
      await postForm(
        sb.app,
        '/v1/sandbox/wallets/tokens',
        { entityId: SECOND_MERCHANT.entityId, paymentBrand: 'APPLEPAY', ...card },
        second,
      ),
    )['applePay.paymentToken'];
    const stolen = await pay({ paymentBrand: 'APPLEPAY', 'applePay.paymentToken': theirs });
    expect(stolen.statusCode).toBe(400);
    expect(json(stolen).result.parameterErrors).toEqual([
      expect.objectContaining({
        name: 'applePay.paymentToken',
        message: 'this token was made for another merchant',
      }),
    ]);
  });

  it('needs the bearer token, a wallet brand and a valid card', async () => {
    const anonymous = await sb.app.inject({ method: 'POST', url: '/v1/sandbox/wallets/tokens', payload: '' });
    expect(anonymous.statusCode).toBe(401);
    const visa = json(
      await aid({
        paymentBrand: 'VISA',
        'card.number': '4200000000000000',
        'card.expiryMonth': '11',
        'card.expiryYear': '2031',
      }),
    );
    expect(visa.result.parameterErrors[0]).toMatchObject({
      name: 'paymentBrand',
      message: 'one of APPLEPAY, GOOGLEPAY, SAMSUNGPAY',
    });
    const luhn = json(
      await aid({
        paymentBrand: 'APPLEPAY',
        'card.number': '4200000000000001',
        'card.expiryMonth': '11',
        'card.expiryYear': '2031',
      }),
    );
    expect(luhn.result.code).toBe(RESULT.INVALID_CARD_NUMBER.code);
  });
});
