// The product page's widget options: fast checkout (spec 4.1). A strict Content-Security-Policy
// forbids inline scripts, so they live here, loaded before paymentWidgets.js. createCheckout asks
// the shop's server for an order with its checkout (POST /orders/fast) when a wallet is clicked.
//
// Demo and test aid, not something a shop needs: ?createCheckout= picks how createCheckout answers
// (promise, the default; plain: a string, the checkout being made when the page loads; jquery: a
// jQuery 1.x-style deferred; reject; throw; garbage: no checkout id; slow: never, with a 1 s
// createCheckoutTimeout), and ?authorize=refuse makes onPaymentAuthorized refuse the payment.
{
  const html = document.documentElement;
  const query = new URLSearchParams(location.search);
  const mode = query.get('createCheckout') || 'promise';
  const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.content ?? '';
  const sku = meta('fast-checkout-sku');

  const createOrder = () =>
    fetch('/orders/fast', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ sku }),
    })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then((body) => body.checkoutId);

  // jQuery 1.x and 2.x: done/fail with (data, textStatus, jqXHR), and a `then` that is not Promises/A+.
  function jQueryDeferred() {
    const callbacks = { done: [], fail: [] };
    let settled;
    const on = (kind) => (fn) => {
      if (!settled) callbacks[kind].push(fn);
      else if (settled.kind === kind) fn(...settled.args);
      return deferred;
    };
    const settle =
      (kind) =>
      (...args) => {
        settled = { kind, args };
        for (const fn of callbacks[kind]) fn(...args);
      };
    const deferred = { done: on('done'), fail: on('fail'), resolve: settle('done'), reject: settle('fail') };
    // biome-ignore lint/suspicious/noThenProperty: a jQuery deferred has one, and it is what is being imitated
    deferred.then = (ok, ko) => deferred.done(ok).fail(ko);
    return deferred;
  }

  let prepared = '';
  if (mode === 'plain') createOrder().then((id) => (prepared = id));

  const answers = {
    plain: () => prepared,
    promise: createOrder,
    jquery: () => {
      const deferred = jQueryDeferred();
      createOrder().then(
        (id) => deferred.resolve(id, 'success', { status: 200 }),
        (error) => deferred.reject({ status: 502, statusText: error.message }, 'error', error.message),
      );
      return deferred;
    },
    reject: () => Promise.reject(new Error('The shop refused to create a checkout')),
    throw: () => {
      throw new Error('createCheckout threw');
    },
    garbage: () => Promise.resolve('not a checkout id!'),
    slow: () => new Promise(() => {}),
  };

  const amount = meta('fast-checkout-amount');
  const currency = meta('fast-checkout-currency');
  const onPaymentAuthorized = (paymentData) => {
    html.dataset.authorizedWith =
      paymentData?.paymentMethodData?.description ?? paymentData?.token?.paymentMethod?.displayName ?? '';
    return Promise.resolve(
      query.get('authorize') === 'refuse'
        ? {
            transactionState: 'ERROR',
            error: {
              intent: 'PAYMENT_AUTHORIZATION',
              reason: 'OTHER_ERROR',
              message: 'The shop refused this card',
            },
          }
        : { transactionState: 'SUCCESS' },
    );
  };

  window.wpwlOptions = {
    locale: html.lang || 'en',
    createCheckout({ brand }) {
      html.dataset.createCheckoutCalls = String(Number(html.dataset.createCheckoutCalls || 0) + 1);
      html.dataset.createCheckoutBrand = brand;
      return (answers[mode] ?? answers.promise)();
    },
    ...(mode === 'slow' ? { createCheckoutTimeout: 1000 } : {}),
    // What the wallets show before a checkout exists.
    checkout: { amount, currency },
    applePay: {
      displayName: 'Sandbox Shop',
      total: { label: 'Sandbox Shop', amount },
      countryCode: 'DE',
      supportedNetworks: ['visa', 'masterCard', 'amex'],
      merchantCapabilities: ['supports3DS'],
    },
    googlePay: {
      gatewayMerchantId: '8a8294174b7ecb28014b9699220015ca',
      merchantName: 'Sandbox Shop',
      currencyCode: currency,
      amount,
      displayItems: [{ label: document.title.split(' · ')[0], type: 'LINE_ITEM', price: amount }],
      billingAddressRequired: true,
      billingAddressParameters: { format: 'MIN' },
      onPaymentAuthorized,
    },
    amazonPay: {
      merchantId: 'SANDBOXMERCHANT',
      ledgerCurrency: currency,
      sandbox: 'true',
      placement: 'Product',
    },
    paypal: { clientId: 'sb' },
    onError: (error) => {
      html.dataset.wpwlError = error.name;
      html.dataset.wpwlErrorMessage = error.message;
    },
  };
}
