import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { CHECKOUT_LIFETIME_MS } from '../context';
import {
  AUTH,
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  json,
  type TestSandbox,
  testSandbox,
} from '../test-support';
import { bodyOf, formsOf, postPage, SHOP_ORIGIN, walkRedirect } from './flow-test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const RESULT_URL = 'https://shop.test/orders/7/result';
const BROWSER = {
  'customer.browser.language': 'en-GB',
  'customer.browser.screenHeight': '900',
  'customer.browser.screenWidth': '1440',
  'customer.browser.timezone': '-60',
  'customer.browser.userAgent': 'Mozilla/5.0 (test)',
  'customer.browser.javaEnabled': 'false',
  'customer.browser.screenColorDepth': '24',
  'customer.browser.challengeWindow': '2',
};

async function status(checkoutId: string) {
  const res = await sb.app.inject({
    method: 'GET',
    url: `/v1/checkouts/${checkoutId}/payment?entityId=${ENTITY_ID}`,
    headers: AUTH,
  });
  return { statusCode: res.statusCode, body: json(res) };
}

/** A checkout with shopperResultUrl, paid in the browser with `number`: the pending answer. */
async function startPayment(number: string, extra: Record<string, string> = {}, checkoutExtra = {}) {
  const checkoutId = await createCheckout(sb.app, { shopperResultUrl: RESULT_URL, ...checkoutExtra });
  const res = await browserPay(sb.app, checkoutId, { ...CARD, 'card.number': number, ...BROWSER, ...extra });
  return { checkoutId, res, body: json(res) };
}

async function pay(number: string, walk: Parameters<typeof walkRedirect>[2] = {}, extra = {}) {
  const { checkoutId, body } = await startPayment(number, extra);
  const end = await walkRedirect(sb.app, body.redirect, walk);
  return { checkoutId, end, final: await status(checkoutId) };
}

describe('3-D Secure 2 in the browser', () => {
  it('answers pending with a redirect to the 3DS server, and the checkout reports pending', async () => {
    const { checkoutId, res, body } = await startPayment('4200000000000091');
    expect(res.statusCode).toBe(200);
    expect(body.result).toEqual(RESULT.PENDING);
    expect(body.redirect.url).toMatch(/^http:\/\/localhost:8080\/v1\/threeds\/[0-9a-f-]{36}\/start$/);
    expect(body.redirect.parameters).toEqual([{ name: 'threeDSSessionData', value: expect.any(String) }]);
    expect(body.card).toMatchObject({ bin: '420000', last4Digits: '0091' });
    expect(body.resultDetails).not.toHaveProperty('AcquirerResponse');
    const pending = await status(checkoutId);
    expect(pending.statusCode).toBe(200);
    expect(pending.body.result.code).toBe('000.200.000');
    expect(pending.body.id).toBe(body.id);
  });

  it('frictionless (Y): method, then approval with ECI 05, a CAVV and the DS transaction id', async () => {
    const { checkoutId, end, final } = await pay('4200000000000091');
    expect(end.pages).toEqual(['method', 'complete']);
    const resultUrl = `${RESULT_URL}?id=${encodeURIComponent(checkoutId)}&resourcePath=${encodeURIComponent(`/v1/checkouts/${checkoutId}/payment`)}`;
    expect(end.body).toMatchObject({ 'data-result-url': resultUrl, 'data-parent-origin': SHOP_ORIGIN });
    expect(final.statusCode).toBe(200);
    expect(final.body.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(final.body).not.toHaveProperty('redirect');
    expect(final.body.threeDSecure).toEqual({
      eci: '05',
      verificationId: expect.stringMatching(/^[A-Za-z0-9+/=]{28}$/),
      authenticationStatus: 'Y',
      dsTransactionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      version: '2.2.0',
    });
    expect(final.body.resultDetails).toMatchObject({
      threeDSCompInd: 'Y',
      transStatus: 'Y',
      AcquirerResponse: '00',
    });
    const again = await browserPay(sb.app, checkoutId, { ...CARD, ...BROWSER });
    expect(json(again).result.code).toBe('100.350.101');
  });

  it.each([
    ['4200000000000109', 'A', '06', RESULT.SUCCESS_INTEGRATOR_TEST],
    ['5200000000003027', 'A', '01', RESULT.SUCCESS_INTEGRATOR_TEST],
    ['5200000000000007', 'Y', '02', RESULT.SUCCESS_INTEGRATOR_TEST],
    ['340000000003029', 'A', '06', RESULT.SUCCESS_INTEGRATOR_TEST],
    ['4000000000003048', 'N', '07', RESULT.AUTHENTICATION_FAILED],
    ['4000000000003055', 'N', '07', RESULT.THREEDS_REJECTED_BY_ISSUER],
    ['4000000000003063', 'U', '07', RESULT.SUCCESS_INTEGRATOR_TEST],
    ['5200000000003068', 'U', '00', RESULT.SUCCESS_INTEGRATOR_TEST],
  ])('%s: authenticationStatus %s, ECI %s', async (number, authStatus, eci, result) => {
    const cvv = number.startsWith('34') ? { 'card.cvv': '1234' } : {};
    const { final } = await pay(number, {}, cvv);
    expect(final.body.result).toEqual(result);
    expect(final.body.threeDSecure).toMatchObject({ authenticationStatus: authStatus, eci });
    expect(final.statusCode).toBe(result === RESULT.SUCCESS_INTEGRATOR_TEST ? 200 : 400);
    if (authStatus === 'N' || authStatus === 'U')
      expect(final.body.threeDSecure).not.toHaveProperty('verificationId');
  });

  it('a rejection (R) is reported as N with reason 11, the raw status in resultDetails', async () => {
    const { final } = await pay('4000000000003055');
    expect(final.body.threeDSecure).toMatchObject({
      authenticationStatus: 'N',
      transactionStatusReason: '11',
    });
    expect(final.body.resultDetails.transStatus).toBe('R');
  });

  it('technical error: 100.390.112 without authentication data', async () => {
    const { final } = await pay('4012001037461114');
    expect(final.body.result).toEqual(RESULT.THREEDS_TECHNICAL_ERROR);
    expect(final.body.threeDSecure).not.toHaveProperty('eci');
  });

  it('not enrolled: 000.400.109 at once, without a redirect', async () => {
    const { res, body } = await startPayment('4012001037141112');
    expect(res.statusCode).toBe(400);
    expect(body.result).toEqual(RESULT.THREEDS_NOT_ENROLLED);
    expect(body).not.toHaveProperty('redirect');
  });

  it('challenge: the right code authenticates (ECI 05), in the chosen window size', async () => {
    const { checkoutId, body } = await startPayment('4200000000000042');
    const atChallenge = await walkRedirect(sb.app, body.redirect, { stopAtChallenge: true });
    expect(atChallenge.pages).toEqual(['method', 'autopost', 'challenge']);
    expect(atChallenge.body.class).toContain('acs-size-02');
    expect(atChallenge.html).toContain('<label for="otp">One-time code</label>');
    const form = formsOf(atChallenge.html)[0]!;
    const cres = await postPage(sb.app, form.action, { ...form.fields, action: 'submit', otp: '1234' });
    const notify = formsOf(cres.body)[0]!;
    expect(notify.action).toBe('/v1/threeds/notification');
    const end = await postPage(sb.app, notify.action, notify.fields);
    expect(bodyOf(end.body)['data-page']).toBe('complete');
    const final = await status(checkoutId);
    expect(final.body.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(final.body.threeDSecure).toMatchObject({
      eci: '05',
      authenticationStatus: 'Y',
      acsTransactionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('challenge: MASTER gets ECI 02, AMEX 05', async () => {
    expect((await pay('5200000000003035')).final.body.threeDSecure.eci).toBe('02');
    expect((await pay('340000000003037', {}, { 'card.cvv': '1234' })).final.body.threeDSecure.eci).toBe('05');
  });

  it('challenge: a wrong code fails with 100.380.401, cancel with 100.396.101', async () => {
    const wrong = await pay('4200000000000067', { otp: '0000' });
    expect(wrong.final.statusCode).toBe(400);
    expect(wrong.final.body.result).toEqual(RESULT.AUTHENTICATION_FAILED);
    expect(wrong.final.body.threeDSecure).toMatchObject({ authenticationStatus: 'N', eci: '07' });
    const cancelled = await pay('4200000000000018', { cancel: true });
    expect(cancelled.final.body.result).toEqual(RESULT.CANCELLED_BY_USER);
  });

  it('takes the result from the ACS, not from a CRes the browser altered', async () => {
    const { checkoutId, body } = await startPayment('4200000000000075');
    const atChallenge = await walkRedirect(sb.app, body.redirect, { stopAtChallenge: true });
    const form = formsOf(atChallenge.html)[0]!;
    const cres = formsOf((await postPage(sb.app, form.action, { ...form.fields, otp: '9999' })).body)[0]!;
    const decoded = JSON.parse(Buffer.from(cres.fields.cres!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...decoded, transStatus: 'Y' })).toString('base64url');
    await postPage(sb.app, cres.action, { ...cres.fields, cres: forged });
    expect((await status(checkoutId)).body.result).toEqual(RESULT.AUTHENTICATION_FAILED);
  });

  it('3DS Method: U without a method URL, N when it times out, N when the page claims Y unnotified', async () => {
    expect((await pay('4000000000003097')).end.pages).toEqual(['complete']);
    expect((await pay('4000000000003097')).final.body.resultDetails.threeDSCompInd).toBe('U');
    expect((await pay('4000000000003105')).final.body.resultDetails.threeDSCompInd).toBe('N');
    const { checkoutId, body } = await startPayment('4200000000000026');
    const method = await postPage(sb.app, body.redirect.url, {
      threeDSSessionData: body.redirect.parameters[0].value,
    });
    const result = formsOf(method.body).find((f) => f.id === 'method-result')!;
    await postPage(sb.app, result.action, { ...result.fields, threeDSCompInd: 'Y' });
    expect((await status(checkoutId)).body.resultDetails.threeDSCompInd).toBe('N');
  });

  it('the timing-out method page never notifies; the 10-second timeout is on the method page', async () => {
    const { body } = await startPayment('4000000000003105');
    const method = await postPage(sb.app, body.redirect.url, {
      threeDSSessionData: body.redirect.parameters[0].value,
    });
    expect(bodyOf(method.body)['data-timeout']).toBe('10000');
    const start = formsOf(method.body).find((f) => f.id === 'method-start')!;
    const acs = await postPage(sb.app, start.action, start.fields);
    expect(formsOf(acs.body)).toEqual([]);
  });

  it('a shorter method timeout for test suites reaches the method page', async () => {
    const quick = await testSandbox({ threeDSMethodTimeoutMs: 1500 });
    try {
      const checkoutId = await createCheckout(quick.app, { shopperResultUrl: RESULT_URL });
      const res = await browserPay(quick.app, checkoutId, {
        ...CARD,
        'card.number': '4000000000003105',
        ...BROWSER,
      });
      const { redirect } = json(res);
      const method = await postPage(quick.app, redirect.url, {
        threeDSSessionData: redirect.parameters[0].value,
      });
      expect(bodyOf(method.body)['data-timeout']).toBe('1500');
    } finally {
      await quick.app.close();
    }
  });

  it('refuses a start without the session data, and a step out of order', async () => {
    const { body } = await startPayment('4200000000000091');
    expect((await postPage(sb.app, body.redirect.url, {})).statusCode).toBe(403);
    expect(
      (
        await postPage(
          sb.app,
          body.redirect.url.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000'),
          {},
        )
      ).statusCode,
    ).toBe(404);
    const fields = { threeDSSessionData: body.redirect.parameters[0].value };
    expect((await postPage(sb.app, body.redirect.url, fields)).statusCode).toBe(200);
    expect((await postPage(sb.app, body.redirect.url, fields)).statusCode).toBe(409);
  });

  it('forces the flow with customParameters[3DS2_flow] and threeDSecure.challengeIndicator=04', async () => {
    const checkoutId = await createCheckout(sb.app, { 'customParameters[3DS2_flow]': 'challenge' });
    const forced = json(await browserPay(sb.app, checkoutId, { ...CARD, ...BROWSER }));
    const walk = await walkRedirect(sb.app, forced.redirect, { stopAtChallenge: true });
    expect(walk.pages.at(-1)).toBe('challenge');
    const indicated = await createCheckout(sb.app, { 'threeDSecure.challengeIndicator': '04' });
    const res = json(
      await browserPay(sb.app, indicated, { ...CARD, 'card.number': '4200000000000091', ...BROWSER }),
    );
    expect((await walkRedirect(sb.app, res.redirect, { stopAtChallenge: true })).pages.at(-1)).toBe(
      'challenge',
    );
    const enrolled = await createCheckout(sb.app, { 'customParameters[3DS2_enrolled]': 'true' });
    expect(json(await browserPay(sb.app, enrolled, { ...CARD, ...BROWSER })).result.code).toBe('000.200.000');
  });

  it('keeps cards outside the 3-D Secure directory synchronous', async () => {
    const { res, body } = await startPayment('4200000000000000');
    expect(res.statusCode).toBe(200);
    expect(body.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(body).not.toHaveProperty('threeDSecure');
  });

  it('authorises with the card after authentication: a decline card is declined with its 3DS data', async () => {
    const checkoutId = await createCheckout(sb.app, { 'customParameters[3DS2_flow]': 'frictionless' });
    const body = json(
      await browserPay(sb.app, checkoutId, { ...CARD, 'card.number': '4000000000001521', ...BROWSER }),
    );
    await walkRedirect(sb.app, body.redirect);
    const final = await status(checkoutId);
    expect(final.body.result).toEqual(RESULT.DECLINED);
    expect(final.body.threeDSecure.authenticationStatus).toBe('Y');
    expect(final.body.resultDetails.AcquirerResponse).toBe('05');
  });

  it('a new attempt ends the one still waiting (100.396.104); the new one decides', async () => {
    const { checkoutId, body: first } = await startPayment('4200000000000042');
    const second = json(await browserPay(sb.app, checkoutId, { ...CARD, ...BROWSER }));
    expect(second.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    const end = await walkRedirect(sb.app, first.redirect);
    expect(end.pages).toEqual(['complete']);
    const old = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${first.id}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(json(old).result).toEqual(RESULT.PROBABLY_CANCELLED);
    expect((await status(checkoutId)).body.id).toBe(second.id);
  });

  it('an abandoned challenge ends with 100.396.103 when the checkout expires, and stays readable', async () => {
    const { checkoutId, body } = await startPayment('4200000000000042');
    const atChallenge = await walkRedirect(sb.app, body.redirect, { stopAtChallenge: true });
    sb.clock.advance(CHECKOUT_LIFETIME_MS - 1000);
    expect((await status(checkoutId)).body.result.code).toBe('000.200.000');
    sb.clock.advance(1000);
    const final = await status(checkoutId);
    expect(final.statusCode).toBe(400);
    expect(final.body.result).toEqual(RESULT.PENDING_TIMED_OUT);
    expect(final.body.id).toBe(body.id);
    // A late answer to the challenge changes nothing: the shopper is sent back to the shop.
    const form = formsOf(atChallenge.html)[0]!;
    const late = await postPage(sb.app, form.action, { ...form.fields, otp: '1234' });
    expect(bodyOf(late.body)['data-page']).toBe('complete');
    // Two status reads a checkout a minute: the third waits half a minute (SANDBOX_RATE_LIMITS).
    sb.clock.advance(30_000);
    expect((await status(checkoutId)).body.result).toEqual(RESULT.PENDING_TIMED_OUT);
  });
});
