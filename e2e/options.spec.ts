// wpwlOptions as shop pages written for COPYandPAY use them: the shop's own pay button calling
// wpwl.executePayment, brandDetection false with a wrong brand chosen, and a page that sets every
// option of the reference list (no console warning, and the payment still goes through).
import { expect, type Page, test } from '@playwright/test';
import { cardNumberInput, fillCard, gatewayPaymentStatus, openPaymentPage, pay } from './support/shop';

/** Serves the shop's options file (a strict CSP forbids inline scripts) with these options. */
async function withOptions(page: Page, options: string): Promise<void> {
  await page.route('**/static/wpwl-options.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `window.wpwlOptions = ${options};` }),
  );
}

const READY = `onReady: function () { document.documentElement.dataset.wpwlReady = 'true'; }`;

test('the shop’s own button pays through wpwl.executePayment', async ({ page }) => {
  await withOptions(
    page,
    `{
      ${READY.replace(
        '{ ',
        `{
        var own = document.createElement('button');
        own.type = 'button';
        own.id = 'own-pay';
        own.textContent = 'Place order';
        own.addEventListener('click', function () { wpwl.executePayment('wpwl-container-card'); });
        document.querySelector('.wpwl-container-card').after(own);
        document.querySelector('.wpwl-container-card .wpwl-button-pay').hidden = true;
        `,
      )}
    }`,
  );
  await openPaymentPage(page);
  await fillCard(page, { number: '4200000000000000', holder: 'Jane Jones' });
  await page.locator('#own-pay').click();
  await page.waitForURL(/\/result\?/);
  await expect(page.locator('.result-code')).toHaveText('000.100.110');
});

test('brandDetection false and a wrong brand chosen: the refusal shows on the card number', async ({
  page,
}) => {
  await withOptions(page, `{ brandDetection: false, ${READY} }`);
  await openPaymentPage(page);
  await expect(page.locator('select.wpwl-control-brand')).toHaveValue('VISA');
  await fillCard(page, { number: '5454545454545454', holder: 'Jane Jones' });
  await pay(page);
  const hint = page.locator('.wpwl-group-cardNumber .wpwl-hint-cardNumberError');
  await expect(hint).toBeVisible();
  await expect(page.locator('iframe.wpwl-control-cardNumber')).toHaveClass(/wpwl-has-error/);
  await expect(page).toHaveURL(/\/pay/);
  // The right brand clears it, and the same checkout is paid.
  await page.locator('select.wpwl-control-brand').selectOption('MASTER');
  await expect(hint).toHaveCount(0);
  await pay(page);
  await page.waitForURL(/\/result\?/);
  await expect(page.locator('.result-code')).toHaveText('000.100.110');
});

test('a createRegistration checkbox the page adds in onReady is the one that counts; ours hides', async ({
  page,
}) => {
  await withOptions(
    page,
    `{
      ${READY.replace(
        '{ ',
        `{
        var label = document.createElement('label');
        var box = document.createElement('input');
        box.type = 'checkbox';
        box.name = 'createRegistration';
        box.value = 'true';
        box.id = 'own-store';
        label.append(box, ' Save my card');
        var button = document.querySelector('form.wpwl-form-card .wpwl-button-pay');
        button.parentNode.insertBefore(label, button);
        `,
      )}
    }`,
  );
  const checkoutId = await openPaymentPage(page);
  await expect(page.locator('form.wpwl-form-card .wpwl-group-createRegistration')).toBeHidden();
  await expect(page.locator('form.wpwl-form-card input[name="createRegistration"]:visible')).toHaveCount(1);
  await fillCard(page, { number: '4200000000000000', holder: 'Jane Jones' });
  await page.locator('#own-store').check();
  await pay(page);
  await page.waitForURL(/\/result\?/);
  const status = (await gatewayPaymentStatus(checkoutId)) as { registrationId?: string };
  expect(status.registrationId).toMatch(/^[A-Za-z0-9]{32}$/);
});

// The reference's "wpwlOptions (grouped)", every one of them (src/widget/test-support/every-option.ts
// is the same list for the unit test).
const EVERY_OPTION = `{
  locale: 'en', style: 'card', labels: { cardHolder: 'Name on card' }, errorMessages: { cvvError: 'Check the CVV' },
  showLabels: true, showPlaceholders: true, showCVVHint: true, autofocus: 'card.holder',
  spinner: { color: '#fff', lines: 12 }, iframeStyles: 'color: #111', numberFormatting: true,
  useSummaryPage: false, inlineFlow: ['PAYPAL'],
  requireCvv: true, allowEmptyCvv: false, maskCvv: true, allowEmptyCardHolderName: true,
  disableCardExpiryDateValidation: false, disableSubmitOnEnter: false, brandDetection: true,
  brandDetectionType: 'binlist', brandDetectionPriority: ['VISA', 'MASTER'],
  forceCardHolderEqualsBillingName: false, billingAddress: { country: 'AT', city: 'Vienna' },
  mandatoryBillingFields: { country: true, city: true }, enableSAQACompliance: false,
  shopperResultTarget: '_self', threeDIframeSize: { width: '100%', height: '580px' },
  browser: { threeDChallengeWindow: 5 },
  registrations: { requireCvv: true, hideInitialPaymentForms: false },
  showOneClickWidget: false, hideOtherPaymentButton: false,
  applePay: { displayName: 'Shop', total: { label: 'Shop' } },
  googlePay: { gatewayMerchantId: 'shop', buttonColor: 'black' }, amazonPay: { merchantId: 'shop' },
  paypal: { clientId: 'shop' }, createCheckout: function () { return ''; }, createCheckoutTimeout: 30000,
  checkout: { amount: '12.50', currency: 'EUR' },
  ${READY},
  onError: function (e) { document.documentElement.dataset.wpwlError = e.name; },
  onBeforeSubmitCard: function () { return true; }, onBeforeSubmitOneClickCard: function () { return true; },
  onBeforeSubmitDirectDebit: function () { return true; }, onBeforeSubmitOnlineTransfer: function () { return true; },
  onBeforeSubmitVirtualAccount: function () { return true; },
  onAfterSubmit: function () { document.documentElement.dataset.afterSubmit = 'true'; },
  onChangeBrand: function () {}, onDetectBrand: function (brands) { document.documentElement.dataset.detected = brands.join(' '); },
  onBlurCardNumber: function () {}, onBlurSecurityCode: function () {}, onBlurCardHolder: function () {},
  onBlurExpiryDate: function () {}, onReadyIframeCommunication: function () {},
  onFocusIframeCommunication: function () {}, onBlurIframeCommunication: function () {},
  onLoadThreeDIframe: function () {}, onLightboxCancel: function () {}
}`;

test('a page with every option of the reference list: no console warning, and it pays', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await withOptions(page, EVERY_OPTION);
  const checkoutId = await openPaymentPage(page);
  await expect(page.locator('.wpwl-label-cardHolder')).toHaveText('Name on card');
  await expect(page.locator('input.wpwl-control-country')).toHaveValue('AT');
  await expect(page.locator('.wpwl-group-cvv .wpwl-hint-cvv')).toBeVisible();
  await expect(page.frameLocator('iframe.wpwl-control-cvv').locator('input')).toHaveAttribute(
    'type',
    'password',
  );
  await fillCard(page, { number: '4200000000000000', holder: 'Jane Jones' });
  await expect(page.locator('html')).toHaveAttribute('data-detected', 'VISA');
  await expect(cardNumberInput(page)).toHaveValue('4200 0000 0000 0000');
  await page.locator('input.wpwl-control-street1').fill('Main Street 1');
  await pay(page);
  await page.waitForURL(/\/result\?/);
  await expect(page.locator('.result-code')).toHaveText('000.100.110');
  // The billing fields reached the payment as billing.*.
  const status = (await gatewayPaymentStatus(checkoutId)) as { billing?: Record<string, string> };
  expect(status.billing).toEqual({
    country: 'AT',
    city: 'Vienna',
    street1: 'Main Street 1',
  });
  expect(warnings).toEqual([]);
});
