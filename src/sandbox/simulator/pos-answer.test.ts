import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import { AUTH, ENTITY_ID, json, PAYMENT, postForm, type TestSandbox, testSandbox } from '../test-support';
import { walkRedirect } from '../threeds/flow-test-support';
import { posMerchantId, posTimestamp } from './pos-answer';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
  sb.clock.set('2026-11-21T21:05:09Z');
});
afterAll(() => sb.app.close());

const CHIP = {
  'pos.terminalId': '12345678',
  'pos.entryMode': 'ICC',
  'pos.deviceId': '900100',
  'pos.iccDataRequest': '9F2608A1B2C3D4E5F60718',
  'pos.encryptedPin.data': 'C0FFEE0123456789',
  'pos.encryptedPin.ksn': 'FFFF9876543210E00001',
};
const LETTERS_OR_DIGITS = /^[A-Za-z0-9]{1,2048}$/;
const pay = (extra: Record<string, string>) => postForm(sb.app, '/v1/payments', { ...PAYMENT, ...extra });

describe('the POS answer (spec document 3, 2.5)', () => {
  it('answers receipt codes, the acquirer ids, the receipt text, its time and the chip data', async () => {
    const res = await pay(CHIP);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(body.pos).toMatchObject({
      terminalId: '12345678',
      entryMode: 'ICC',
      deviceId: '900100',
      statusText: 'APPROVED',
      // The merchant's clock, 24-hour.
      timestamp: '2026-11-21 21:05:09',
      merchantId: posMerchantId(ENTITY_ID),
      clearing: { identifier: body.resultDetails.ConnectorTxID1 },
    });
    const { clearing, iccDataResponse, merchantId } = body.pos;
    expect(clearing.authorizationAcquirerCode).toMatch(/^\d{6}$/);
    expect(clearing.authorizationIssuerCode).toMatch(/^\d{6}$/);
    expect(merchantId).toMatch(/^\d{15}$/);
    // Tag 91: ARPC (8 bytes) and the response code 00.
    expect(iccDataResponse).toMatch(/^910A[0-9A-F]{16}3030$/);
    for (const value of [clearing.identifier, merchantId, iccDataResponse, body.pos.statusText])
      expect(value).toMatch(LETTERS_OR_DIGITS);
    // What the card and the PIN pad sent is never answered.
    expect(body.pos).not.toHaveProperty('iccDataRequest');
    expect(body.pos).not.toHaveProperty('encryptedPin');
    expect(res.body).not.toContain('C0FFEE0123456789');

    const again = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${body.id}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(json(again).pos).toEqual(body.pos);
  });

  it('answers a decline without authorisation codes, and the chip data with response code 05', async () => {
    const res = await pay({ ...CHIP, 'card.number': '4000000000001521' });
    expect(res.statusCode).toBe(400);
    const { pos } = json(res);
    expect(pos.statusText).toBe('DECLINED');
    expect(pos.clearing).toEqual({ identifier: json(res).resultDetails.ConnectorTxID1 });
    expect(pos.iccDataResponse).toMatch(/^910A[0-9A-F]{16}3035$/);
  });

  it('leaves the POS answer out of payments without POS data, and chip data out of a swiped card', async () => {
    expect(json(await pay({}))).not.toHaveProperty('pos');
    const swiped = json(await pay({ 'pos.terminalId': '12345678', 'pos.entryMode': 'MAGSTRIPE' }));
    expect(swiped.pos).not.toHaveProperty('iccDataResponse');
    expect(swiped.pos.statusText).toBe('APPROVED');
  });
});

describe('the POS answer of a payment that went through 3-D Secure', () => {
  const read = async (id: string) =>
    json(
      await sb.app.inject({ method: 'GET', url: `/v1/payments/${id}?entityId=${ENTITY_ID}`, headers: AUTH }),
    );
  const challenged = (extra: Record<string, string>) =>
    pay({
      ...CHIP,
      'card.number': '4000000000003030',
      shopperResultUrl: 'https://shop.test/return',
      ...extra,
    });

  it('has none while pending, and the acquirer’s answer with the chip data once authenticated', async () => {
    const pending = json(await challenged({}));
    expect(pending.result).toEqual(RESULT.PENDING);
    expect(pending.pos).not.toHaveProperty('statusText');
    await walkRedirect(sb.app, pending.redirect);
    const final = await read(pending.id);
    expect(final.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(final.pos).toMatchObject({
      terminalId: '12345678',
      entryMode: 'ICC',
      statusText: 'APPROVED',
      timestamp: '2026-11-21 21:05:09',
      merchantId: posMerchantId(ENTITY_ID),
      clearing: { identifier: final.resultDetails.ConnectorTxID1 },
    });
    expect(final.pos.clearing.authorizationAcquirerCode).toMatch(/^\d{6}$/);
    expect(final.pos.iccDataResponse).toMatch(/^910A[0-9A-F]{16}3030$/);
    expect(final.pos).not.toHaveProperty('iccDataRequest');
  });

  it('answers a failed authentication as declined, without chip data (the issuer never saw it)', async () => {
    const pending = json(await challenged({}));
    await walkRedirect(sb.app, pending.redirect, { otp: '0000' });
    const final = await read(pending.id);
    expect(final.result.code).not.toBe(RESULT.SUCCESS_INTEGRATOR_TEST.code);
    expect(final.pos.statusText).toBe('DECLINED');
    expect(final.pos.clearing).toEqual({ identifier: final.resultDetails.ConnectorTxID1 });
    expect(final.pos).not.toHaveProperty('iccDataResponse');
  });

  it('answers no chip data for a swiped card', async () => {
    const pending = json(
      await pay({
        'pos.terminalId': '12345678',
        'pos.entryMode': 'MAGSTRIPE',
        'card.number': '4000000000003030',
        shopperResultUrl: 'https://shop.test/return',
      }),
    );
    await walkRedirect(sb.app, pending.redirect);
    const final = await read(pending.id);
    expect(final.pos.statusText).toBe('APPROVED');
    expect(final.pos).not.toHaveProperty('iccDataResponse');
  });
});

describe('POS answer formats', () => {
  it('pos.timestamp is yyyy-MM-dd HH:mm:ss', () => {
    expect(posTimestamp(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02 03:04:05');
    expect(posTimestamp(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31 23:59:59');
  });

  it('pos.merchantId is the same for an entity every time, and differs between entities', () => {
    expect(posMerchantId(ENTITY_ID)).toBe(posMerchantId(ENTITY_ID));
    expect(posMerchantId(ENTITY_ID)).not.toBe(posMerchantId(SECOND_MERCHANT.entityId));
  });
});
