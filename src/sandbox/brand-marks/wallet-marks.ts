// The wallets' marks inside the widget's wallet buttons, drawn after each wallet's brand guidelines
// (button colour, mark colour) as simple shapes and words, not the wallets' own artwork. A button
// of another colour ('white' Google Pay, 'blue' PayPal) takes the mark of that colour.

const SANS = 'font-family="-apple-system,system-ui,Roboto,Arial,sans-serif"';

const svg = (width: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="24" viewBox="0 0 ${width} 24">${body}</svg>`;

const APPLE =
  '<path d="M12.6 8.3c-1.2 0-2.2.7-2.8.7s-1.5-.7-2.5-.7C5.6 8.3 4 9.8 4 12.6c0 3 2.1 7.4 3.8 7.4.8 0 1.2-.5 2.3-.5s1.4.5 2.3.5c1.8 0 3.4-3.8 3.6-4.6-1.4-.6-2.2-1.9-2.2-3.3 0-1.3.7-2.3 1.7-2.9-.7-1-1.8-1.3-2.9-1.3zM12.2 4c-1 .1-2.1.8-2.5 1.9-.2.5-.3 1.1-.2 1.6 1 0 2-.6 2.5-1.5.3-.6.4-1.3.2-2z" fill="#fff"/>';

// Google's G: four arcs in Google's colours around (11,12), the blue one ending in the bar.
const G =
  '<g fill="none" stroke-width="2.6">' +
  '<path d="M15.6 7.4A6.5 6.5 0 0 0 5.37 8.75" stroke="#ea4335"/>' +
  '<path d="M5.37 8.75a6.5 6.5 0 0 0 0 6.5" stroke="#fbbc04"/>' +
  '<path d="M5.37 15.25A6.5 6.5 0 0 0 15.6 16.6" stroke="#34a853"/>' +
  '<path d="M15.6 16.6A6.5 6.5 0 0 0 17.5 12H11" stroke="#4285f4"/></g>';

const pay = (x: number, color: string): string =>
  `<text x="${x}" y="17.5" font-size="17" font-weight="500" fill="${color}" ${SANS}>Pay</text>`;

const paypal = (pay: string, pal: string): string =>
  svg(
    70,
    `<text x="2" y="18" font-size="18" font-weight="700" font-style="italic" font-family="Verdana,Arial,sans-serif"><tspan fill="${pay}">Pay</tspan><tspan fill="${pal}">Pal</tspan></text>`,
  );

export const WALLET_MARKS: Readonly<Record<string, string>> = {
  APPLEPAY: svg(52, APPLE + pay(19, '#fff')),
  GOOGLEPAY: svg(54, G + pay(21, '#fff')),
  'GOOGLEPAY-white': svg(54, G + pay(21, '#3c4043')),
  PAYPAL_CONTINUE: paypal('#003087', '#009cde'),
  'PAYPAL_CONTINUE-blue': paypal('#fff', '#fff'),
  AMAZONPAY: svg(
    112,
    `<text x="2" y="15" font-size="15" font-weight="700" fill="#fff" ${SANS}>amazon pay</text>` +
      '<path d="M4 18.5q22 6 44 0" fill="none" stroke="#ff9900" stroke-width="2" stroke-linecap="round"/>',
  ),
};
