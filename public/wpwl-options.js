// The shop's widget options. A strict Content-Security-Policy forbids inline scripts, so the options
// live in this file, loaded before paymentWidgets.js. The page language picks the widget locale
// unless a <meta name="wpwl-locale"> names another; a <meta name="wpwl-payment-target"> sends
// 3-D Secure and provider pages to the whole window.
{
  const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.content;
  const paymentTarget = meta('wpwl-payment-target');
  window.wpwlOptions = {
    locale: meta('wpwl-locale') || document.documentElement.lang || 'en',
    ...(paymentTarget ? { paymentTarget } : {}),
    style: 'card',
    showLabels: true,
    showPlaceholders: true,
    // One-click: stored cards ask for their CVV again; the other forms wait behind "Pay another way".
    registrations: { requireCvv: true, hideInitialPaymentForms: true },
    onReady: () => {
      document.documentElement.dataset.wpwlReady = 'true';
    },
    onError: (error) => {
      document.documentElement.dataset.wpwlError = error.name;
    },
    // Counted for the e2e suite: each page the 3-D Secure / provider iframe loads.
    onLoadThreeDIframe() {
      const html = document.documentElement;
      html.dataset.wpwlTargetLoads = String(Number(html.dataset.wpwlTargetLoads || 0) + 1);
    },
  };
}
