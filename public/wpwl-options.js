// The shop's widget options. A strict Content-Security-Policy forbids inline scripts, so the options
// live in this file, loaded before paymentWidgets.js. The page language picks the widget locale.
window.wpwlOptions = {
  locale: document.documentElement.lang || 'en',
  style: 'card',
  showLabels: true,
  showPlaceholders: true,
  onReady: () => {
    document.documentElement.dataset.wpwlReady = 'true';
  },
  onError: (error) => {
    document.documentElement.dataset.wpwlError = error.name;
  },
};
