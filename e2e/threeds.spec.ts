import { expect, type Page, test } from '@playwright/test';
import { METHOD_TIMEOUT_MS } from './support/env';
import { answerChallenge, expectResult, gatewayGet, MODES, openInMode, watchCsp } from './support/redirects';
import { fillCard, pay } from './support/shop';

// Every scenario of the 3-D Secure simulator, in the widget's in-page iframe and as a full page,
// under the shop's strict Content-Security-Policy (frame-src and form-action: the gateway only).

interface Scenario {
  name: string;
  number: string;
  cvv?: string;
  /** The code typed into the challenge, or 'cancel'. */
  challenge?: string;
  code: string;
  /** What the result page shows for 3-D Secure. */
  threeDS?: string;
  compInd?: string;
  slow?: boolean;
}

const SCENARIOS: readonly Scenario[] = [
  {
    name: 'frictionless (Y)',
    number: '4200000000000091',
    code: '000.100.110',
    threeDS: 'Y · ECI 05',
    compInd: 'Y',
  },
  { name: 'attempted (A)', number: '4200000000000109', code: '000.100.110', threeDS: 'A · ECI 06' },
  {
    name: 'challenge, right code',
    number: '4200000000000042',
    challenge: '1234',
    code: '000.100.110',
    threeDS: 'Y · ECI 05',
  },
  {
    name: 'challenge, wrong code',
    number: '4200000000000067',
    challenge: '0000',
    code: '100.380.401',
    threeDS: 'N · ECI 07',
  },
  { name: 'challenge, cancelled', number: '4000000000003030', challenge: 'cancel', code: '100.396.101' },
  {
    name: 'MASTER challenge',
    number: '5200000000003035',
    challenge: '1234',
    code: '000.100.110',
    threeDS: 'Y · ECI 02',
  },
  {
    name: 'AMEX attempted',
    number: '340000000003029',
    cvv: '1234',
    code: '000.100.110',
    threeDS: 'A · ECI 06',
  },
  { name: 'not authenticated (N)', number: '4000000000003048', code: '100.380.401', threeDS: 'N · ECI 07' },
  { name: 'rejected (R)', number: '4000000000003055', code: '100.390.114', threeDS: 'N · ECI 07' },
  { name: 'unavailable (U)', number: '4000000000003063', code: '000.100.110', threeDS: 'U · ECI 07' },
  { name: 'technical error', number: '4012001037461114', code: '100.390.112' },
  { name: 'not enrolled', number: '4012001037141112', code: '000.400.109' },
  { name: 'no 3DS Method URL', number: '4000000000003097', code: '000.100.110', compInd: 'U' },
  {
    name: `3DS Method times out after SANDBOX_THREEDS_METHOD_TIMEOUT_MS (${METHOD_TIMEOUT_MS} ms here)`,
    number: '4000000000003105',
    code: '000.100.110',
    compInd: 'N',
    slow: true,
  },
];

/** The in-page iframe takes the forms' place, full width and 580 px high, and calls onLoadThreeDIframe. */
async function expectInPageFrame(page: Page): Promise<void> {
  const frame = page.locator('iframe.wpwl-target');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('title', 'Payment verification');
  expect(await frame.evaluate((f) => [f.style.width, f.style.height])).toEqual(['100%', '580px']);
  await expect(page.locator('form.wpwl-form-card')).toBeHidden();
  await expect(page.locator('form.wpwl-form-onlineTransfer-EPS')).toBeHidden();
  await expect(frame.contentFrame().getByLabel('One-time code')).toBeVisible();
  expect(Number(await page.locator('html').getAttribute('data-wpwl-target-loads'))).toBeGreaterThanOrEqual(2);
  expect(page.url()).toMatch(/\/orders\/ord-[0-9a-f]+\/pay/);
}

for (const mode of MODES) {
  test.describe(`3-D Secure 2, ${mode}`, () => {
    for (const s of SCENARIOS) {
      test(`${s.name}: ${s.code}`, async ({ page }) => {
        if (s.slow) test.setTimeout(60_000);
        const violations = await watchCsp(page);
        const checkoutId = await openInMode(page, mode);
        await fillCard(page, { number: s.number, ...(s.cvv ? { cvv: s.cvv } : {}) });
        const started = Date.now();
        await pay(page);
        if (mode === 'iframe' && s.challenge === '1234' && s.number.startsWith('42'))
          await expectInPageFrame(page);
        if (s.challenge) await answerChallenge(page, mode, s.challenge);
        await expectResult(page, s.code, s.slow ? 30_000 : 15_000);
        if (s.slow) expect(Date.now() - started).toBeGreaterThanOrEqual(METHOD_TIMEOUT_MS);
        if (s.threeDS) await expect(page.locator('.payment-3ds')).toHaveText(s.threeDS);
        const status = await gatewayGet(`/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`);
        expect(status.result.code).toBe(s.code);
        if (s.compInd) expect(status.resultDetails?.threeDSCompInd).toBe(s.compInd);
        expect(violations).toEqual([]);
      });
    }
  });
}
