import { expect, test } from '@playwright/test';
import { SHOP_URL } from './support/env';
import { gatewayGet, gatewayPost } from './support/redirects';
import { futureExpiry } from './support/shop';

test('a server-to-server payment with shopperResultUrl: redirect, challenge, back with id and resourcePath', async ({
  page,
}) => {
  const [month, year] = futureExpiry().split(' / ');
  const pending = await gatewayPost('/v1/payments', {
    amount: '10.00',
    currency: 'EUR',
    paymentType: 'DB',
    'card.number': '4200000000000042',
    'card.expiryMonth': month ?? '12',
    'card.expiryYear': `20${year}`,
    'card.cvv': '123',
    shopperResultUrl: `${SHOP_URL}/`,
  });
  expect(pending.result.code).toBe('000.200.000');
  const redirect = pending.redirect as { url: string; parameters: Array<{ name: string; value: string }> };

  // What a merchant's page does with the redirect: a form POST of its parameters.
  await page.goto(`${SHOP_URL}/`);
  await page.evaluate((r) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = r.url;
    for (const { name, value } of r.parameters) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  }, redirect);
  await page.getByLabel('One-time code').fill('1234');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/\?id=/);
  const landed = new URL(page.url());
  expect(landed.origin + landed.pathname).toBe(`${SHOP_URL}/`);
  expect(landed.searchParams.get('id')).toBe(pending.id);
  expect(landed.searchParams.get('resourcePath')).toBe(`/v1/payments/${pending.id}`);
  const final = await gatewayGet(`/v1/payments/${pending.id}`);
  expect(final.result.code).toBe('000.100.110');
  expect(final.threeDSecure).toMatchObject({ authenticationStatus: 'Y', eci: '05' });
});
