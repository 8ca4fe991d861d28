import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { AUTH, ENTITY_ID, json, PAYMENT, postForm, type TestSandbox, testSandbox } from '../test-support';
import { walkRedirect } from './flow-test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox({ publicOrigins: ['https://gateway.test'] });
});
afterAll(() => sb.app.close());

const RESULT_URL = 'https://shop.test/return?order=9';
const pay = (params: Record<string, string>) => postForm(sb.app, '/v1/payments', { ...PAYMENT, ...params });
const read = async (id: string) =>
  json(
    await sb.app.inject({ method: 'GET', url: `/v1/payments/${id}?entityId=${ENTITY_ID}`, headers: AUTH }),
  );

describe('3-D Secure 2 for server-to-server payments', () => {
  it('with shopperResultUrl: pending, redirect on the public URL, the shopper lands with id and resourcePath', async () => {
    const res = await pay({ 'card.number': '4200000000000042', shopperResultUrl: RESULT_URL });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.result).toEqual(RESULT.PENDING);
    expect(body.redirect.url).toMatch(/^https:\/\/gateway\.test\/v1\/threeds\/[0-9a-f-]{36}\/start$/);
    expect((await read(body.id)).result.code).toBe('000.200.000');

    const end = await walkRedirect(sb.app, body.redirect);
    expect(end.body['data-result-url']).toBe(
      `${RESULT_URL}&id=${body.id}&resourcePath=${encodeURIComponent(`/v1/payments/${body.id}`)}`,
    );
    const final = await read(body.id);
    expect(final.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(final.threeDSecure).toMatchObject({ eci: '05', authenticationStatus: 'Y' });
  });

  it('without shopperResultUrl a 3-D Secure card is authorised directly, as before', async () => {
    const body = json(await pay({ 'card.number': '4200000000000042' }));
    expect(body.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(body).not.toHaveProperty('redirect');
  });

  it('3-D Secure asked for explicitly needs shopperResultUrl', async () => {
    const res = await pay({ 'customParameters[3DS2_flow]': 'challenge' });
    expect(res.statusCode).toBe(400);
    expect(json(res).result.parameterErrors).toEqual([
      { name: 'shopperResultUrl', message: expect.stringContaining('required for 3-D Secure') },
    ]);
  });

  it('passes external 3-D Secure proof through without authenticating again (testMode=EXTERNAL)', async () => {
    const proof = {
      'threeDSecure.eci': '05',
      'threeDSecure.verificationId': 'AAABBBCCCDDDEEEFFFGGGHHHIII=',
      'threeDSecure.authenticationStatus': 'Y',
      'threeDSecure.dsTransactionId': 'f25084f0-5b16-4c0a-ae5d-b24808571c79',
      'threeDSecure.version': '2.2.0',
    };
    const card = { 'card.number': '4200000000000042', shopperResultUrl: RESULT_URL, ...proof };
    // The simulated issuer of an INTERNAL payment knows it never issued this CAVV.
    const internal = await pay(card);
    expect(json(internal).result).toEqual(RESULT.THREEDS_PROOF_INVALID);
    const res = await pay({ ...card, testMode: 'EXTERNAL' });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.result).toEqual(RESULT.SUCCESS_CONNECTOR_TEST);
    expect(body).not.toHaveProperty('redirect');
    expect(body.threeDSecure).toMatchObject({
      eci: '05',
      authenticationStatus: 'Y',
      dsTransactionId: proof['threeDSecure.dsTransactionId'],
      version: '2.2.0',
    });
  });

  it('keeps the merchant’s own threeDSecure fields beside the authentication result', async () => {
    const body = json(
      await pay({
        'card.number': '4200000000000091',
        shopperResultUrl: RESULT_URL,
        'threeDSecure.challengeIndicator': '02',
      }),
    );
    await walkRedirect(sb.app, body.redirect);
    expect((await read(body.id)).threeDSecure).toMatchObject({ challengeIndicator: '02', eci: '05' });
  });

  it('a pending payment without a checkout ends as abandoned after 30 minutes', async () => {
    const body = json(await pay({ 'card.number': '4200000000000042', shopperResultUrl: RESULT_URL }));
    sb.clock.advance(30 * 60 * 1000);
    expect((await read(body.id)).result).toEqual(RESULT.PENDING_TIMED_OUT);
  });

  it('the completion page takes the shopper home when no page framed the flow', async () => {
    const body = json(await pay({ 'card.number': '4000000000003097', shopperResultUrl: RESULT_URL }));
    const end = await walkRedirect(sb.app, body.redirect, { headers: { accept: 'text/html' } });
    expect(end.body['data-parent-origin']).toBe('https://shop.test');
    expect(end.html).toContain(`href="${RESULT_URL}&amp;id=${body.id}`);
  });
});
