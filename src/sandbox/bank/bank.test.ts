import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import {
  createCheckout,
  ENTITY_ID,
  encodeForm,
  FORM,
  GATEWAY_ORIGIN,
  json,
  postForm,
  testSandbox,
} from '../test-support';
import { simulateDirectDebit } from './sepa-simulator';
import { TEST_ACCOUNTS } from './test-accounts';
import { renderTestAccountsMarkdown } from './test-accounts-markdown';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testSandbox());
});
afterAll(() => app.close());

const SEPA = {
  entityId: ENTITY_ID,
  amount: '20.00',
  currency: 'EUR',
  paymentType: 'DB',
  paymentBrand: 'DIRECTDEBIT_SEPA',
  'bankAccount.holder': 'Jane Doe',
  'bankAccount.iban': 'DE89370400440532013000',
  'bankAccount.bic': 'COBADEFFXXX',
  'bankAccount.mandate.id': 'MANDATE-ABC',
  'bankAccount.mandate.dateOfSignature': '2026-11-01',
};
const BROWSER = {
  paymentBrand: 'DIRECTDEBIT_SEPA',
  'bankAccount.holder': 'Jane Doe',
  'bankAccount.iban': 'AT611904300234573201',
  'bankAccount.bankCode': '19043',
  'bankAccount.country': 'AT',
};
const bankPay = (checkoutId: string, params: Record<string, string>, origin = GATEWAY_ORIGIN) =>
  app.inject({
    method: 'POST',
    url: `/v1/checkouts/${checkoutId}/bank-payment`,
    headers: { ...FORM, origin },
    payload: encodeForm(params),
  });

describe('the SEPA simulator', () => {
  it.each(TEST_ACCOUNTS.map((a) => [a.iban, a] as const))('%s answers its table row', (iban, account) => {
    expect(simulateDirectDebit({ 'bankAccount.iban': iban }).result).toEqual(account.result);
  });

  it('approves any other SEPA IBAN and refuses a valid IBAN outside SEPA', () => {
    expect(simulateDirectDebit({ 'bankAccount.iban': 'NL91ABNA0417164300' }).result.code).toBe('000.100.110');
    expect(simulateDirectDebit({ 'bankAccount.iban': 'BR1800360305000010009795493C1' }).result.code).toBe(
      RESULT.DD_NOT_ENABLED.code,
    );
  });

  it('is the table in the README', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const cells = (text: string) => text.replace(/[ \t]*\|[ \t]*/g, '|').replace(/\|-+(?=\|)/g, '|-');
    expect(cells(readme)).toContain(cells(renderTestAccountsMarkdown()));
  });
});

describe('server-to-server SEPA direct debit', () => {
  it('approves the AT, DE and ES test accounts and echoes the account masked', async () => {
    for (const iban of ['DE89370400440532013000', 'AT611904300234573201', 'ES9121000418450200051332']) {
      const { 'bankAccount.bic': _bic, ...rest } = SEPA;
      const res = await postForm(app, '/v1/payments', {
        ...rest,
        'bankAccount.iban': iban,
        'bankAccount.bankCode': '1234',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).bankAccount.iban).toMatch(/^.{6}\*+.{4}$/);
      expect(json(res).card).toBeUndefined();
      expect(res.body).not.toContain(iban);
    }
  });

  it('rejects with the R-transaction codes of the table', async () => {
    const res = await postForm(app, '/v1/payments', {
      ...SEPA,
      'bankAccount.iban': 'DE40370400440532013203',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).result.code).toBe(RESULT.DD_INSUFFICIENT_FUNDS.code);
    expect(json(res).resultDetails.AcquirerResponse).toBe('AM04');
  });

  it('refuses an IBAN with wrong check digits, a BIC of no country and a missing mandate', async () => {
    const iban = json(
      await postForm(app, '/v1/payments', { ...SEPA, 'bankAccount.iban': 'DE89370400440532013001' }),
    );
    expect(iban.result.code).toBe(RESULT.INVALID_CARD_NUMBER.code);
    expect(iban.result.parameterErrors).toEqual([
      expect.objectContaining({ name: 'bankAccount.iban', value: 'DE8937************3001' }),
    ]);
    const bic = json(await postForm(app, '/v1/payments', { ...SEPA, 'bankAccount.bic': 'COBAXXFFXXX' }));
    expect(bic.result.parameterErrors[0].name).toBe('bankAccount.bic');
    const { 'bankAccount.mandate.id': _id, ...noMandate } = SEPA;
    const mandate = json(await postForm(app, '/v1/payments', noMandate));
    expect(mandate.result.code).toBe(RESULT.MANDATE_ID_INVALID.code);
    const country = json(await postForm(app, '/v1/payments', { ...SEPA, 'bankAccount.country': 'AT' }));
    expect(country.result.code).toBe(RESULT.BANK_COUNTRY_INVALID.code);
  });
});

describe('token accounts', () => {
  const TOKEN = {
    entityId: ENTITY_ID,
    amount: '5.00',
    currency: 'EUR',
    paymentType: 'DB',
    paymentBrand: 'VISA',
    'tokenAccount.number': '4200000000000000',
    'tokenAccount.type': 'NETWORK',
    'tokenAccount.expiryMonth': '12',
    'tokenAccount.expiryYear': '2030',
  };

  it('a NETWORK token needs its cryptogram unless the merchant initiates a repeat', async () => {
    const missing = json(await postForm(app, '/v1/payments', TOKEN));
    expect(missing.result.parameterErrors[0].name).toBe('tokenAccount.cryptogram');
    const paid = await postForm(app, '/v1/payments', {
      ...TOKEN,
      'tokenAccount.cryptogram': 'AJkBAZkhIgAAAAAAAAAAAAAAAAA=',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).not.toContain('AJkBAZkhIgAAAAAAAAAAAAAAAAA=');
    const external = await postForm(app, '/v1/payments', {
      ...TOKEN,
      'tokenAccount.type': 'EXTERNAL',
      'tokenAccount.dtvc': '123',
    });
    expect(external.statusCode).toBe(200);
  });

  it('runs the card simulator on the token number and refuses expired tokens', async () => {
    const declined = await postForm(app, '/v1/payments', {
      ...TOKEN,
      'tokenAccount.type': 'EXTERNAL',
      'tokenAccount.number': '4000000000001554',
    });
    expect(json(declined).result.code).toBe(RESULT.DECLINED_INSUFFICIENT_FUNDS.code);
    const expired = await postForm(app, '/v1/payments', {
      ...TOKEN,
      'tokenAccount.type': 'EXTERNAL',
      'tokenAccount.expiryYear': '2025',
    });
    expect(json(expired).result.code).toBe(RESULT.CARD_EXPIRED.code);
  });
});

describe('POST /v1/checkouts/{id}/bank-payment (the IBAN iframe)', () => {
  it('pays with a mandate the gateway dates today', async () => {
    const checkoutId = await createCheckout(app);
    const res = await bankPay(checkoutId, BROWSER);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).bankAccount.mandate).toEqual({
      id: expect.stringMatching(/^SBX(-[A-Z]{4}){3}$/),
      dateOfSignature: '2026-11-21',
    });
  });

  it('refuses other origins, other brands and invalid IBANs', async () => {
    const checkoutId = await createCheckout(app);
    expect((await bankPay(checkoutId, BROWSER, 'http://shop.example')).statusCode).toBe(403);
    const brand = await bankPay(checkoutId, { ...BROWSER, paymentBrand: 'VISA' });
    expect(json(brand).result.code).toBe(RESULT.BRAND_NOT_CONFIGURED.code);
    const iban = await bankPay(checkoutId, { ...BROWSER, 'bankAccount.iban': 'AT611904300234573202' });
    expect(iban.statusCode).toBe(400);
    expect(json(iban).result.parameterErrors[0].name).toBe('bankAccount.iban');
  });

  it('serves the IBAN and stored-details frames’ pages with their script written in, allowed by its hash (and the IBAN check by its one URL)', async () => {
    const script = await app.inject({ method: 'GET', url: '/v1/bank-field.js' });
    expect(script.body).toContain('bank-field.js');
    const hash = `'sha256-${createHash('sha256').update(script.body).digest('base64')}'`;
    for (const url of ['/v1/bank-field?locale=de', '/v1/registration-field?locale=de']) {
      const page = await app.inject({ method: 'GET', url });
      const policy = String(page.headers['content-security-policy']);
      expect(policy, url).toContain("default-src 'none'");
      // In script-src itself: a browser without script-src-elem (before 2022) must load the check too.
      expect(policy, url).not.toContain('script-src-elem');
      const sources = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ');
      if (url.startsWith('/v1/bank-field')) {
        const check = /<meta name="iban-check" content="([^"]+)"/.exec(page.body)?.[1] ?? '';
        expect(check, url).toMatch(/^\/v1\/iban-check\.[0-9a-f]{10}\.js$/);
        expect(sources, url).toEqual([hash, expect.stringMatching(/^https?:\/\/[^/]+\/v1\/iban-check\./)]);
        expect(sources?.[1]?.endsWith(check), url).toBe(true);
      } else expect(sources, url).toEqual([hash]);
      expect(policy, url).toContain("style-src 'self';");
      expect(page.body, url).toContain(`<script>${script.body}</script>`);
      expect(page.body, url).not.toMatch(/<style|\ssrc=/);
      expect(page.body, url).toContain('lang="de"');
    }
  });
});
