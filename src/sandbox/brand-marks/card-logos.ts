// The card brands' logos the widget shows (detection feedback, style 'logos'): simple drawings in
// each scheme's colours, 40×26 like a card, made here rather than copied from the schemes' assets.
import { CARD_BRANDS } from '../../spec/brands';

const W = 40;
const H = 26;

const svg = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

/** The card: a rounded rectangle, filled, with a hairline so white cards show on white pages. */
const card = (fill: string): string =>
  `<rect x=".5" y=".5" width="${W - 1}" height="${H - 1}" rx="3.5" fill="${fill}" stroke="#0000002e"/>`;

const FONT = 'font-family="Arial,Helvetica,sans-serif" font-weight="700" text-anchor="middle"';

/** A word centred on the card. */
const word = (text: string, color: string, size = 10, extra = ''): string =>
  `<text x="${W / 2}" y="${H / 2 + size * 0.36}" font-size="${size}" fill="${color}" ${FONT}${extra}>${text}</text>`;

/** Two overlapping circles (Mastercard, Maestro). */
const circles = (left: string, right: string, overlap: string): string =>
  `<circle cx="15.5" cy="13" r="7.5" fill="${left}"/><circle cx="24.5" cy="13" r="7.5" fill="${right}"/>` +
  `<path d="M20 7a7.5 7.5 0 0 1 0 12a7.5 7.5 0 0 1 0-12z" fill="${overlap}"/>`;

const DRAWN: Readonly<Record<string, string>> = {
  VISA: card('#1a1f71') + word('VISA', '#fff', 11, ' font-style="italic"'),
  MASTER: card('#fff') + circles('#eb001b', '#f79e1b', '#ff5f00'),
  MAESTRO: card('#fff') + circles('#0099df', '#eb001b', '#6c6bbd'),
  AMEX: card('#006fcf') + word('AMEX', '#fff', 10),
  DINERS:
    card('#fff') +
    '<circle cx="20" cy="13" r="8" fill="none" stroke="#0079be" stroke-width="2.5"/>' +
    '<path d="M17.5 8.5v9M22.5 8.5v9" stroke="#0079be" stroke-width="1.6"/>',
  DISCOVER:
    card('#fff') +
    `<text x="15" y="16" font-size="8.5" fill="#231f20" ${FONT}>DISC</text>` +
    '<circle cx="30" cy="13" r="4" fill="#f58220"/>',
  JCB:
    card('#fff') +
    '<rect x="7" y="5" width="8" height="16" rx="2" fill="#0e4c96"/>' +
    '<rect x="16" y="5" width="8" height="16" rx="2" fill="#e21836"/>' +
    '<rect x="25" y="5" width="8" height="16" rx="2" fill="#007b40"/>' +
    '<text y="16.5" font-size="8" fill="#fff" ' +
    FONT +
    '><tspan x="11">J</tspan><tspan x="20">C</tspan><tspan x="29">B</tspan></text>',
  CHINAUNIONPAY:
    card('#fff') +
    '<path d="M8 5h8l-3 16H5z" fill="#e21836"/><path d="M16 5h8l-3 16h-8z" fill="#00447c"/>' +
    '<path d="M24 5h9l-3 16h-9z" fill="#007b84"/>' +
    word('UP', '#fff', 9),
  MADA:
    card('#fff') +
    '<rect x="6" y="8" width="10" height="4" fill="#259bd6"/><rect x="6" y="14" width="10" height="4" fill="#84b740"/>' +
    `<text x="27" y="16.5" font-size="9.5" fill="#27292d" ${FONT}>mada</text>`,
  ELO: card('#000') + word('elo', '#fff', 11),
  MIR: card('#0f754e') + word('MIR', '#fff', 10),
  TROY: card('#fff') + word('troy', '#00a2a8', 11),
  VERVE: card('#00425f') + word('Verve', '#fff', 9.5),
  NARANJA: card('#ff6600') + word('naranja', '#fff', 8),
  HIPER: card('#ff6b00') + word('hiper', '#fff', 9),
  HIPERCARD: card('#b3131b') + word('Hipercard', '#fff', 7),
};

/** Any other well-formed brand code: a neutral card with its code (no broken image in the form). */
const plain = (code: string): string => card('#f4f5f7') + word(code.slice(0, 8), '#3c4043', 7);

/** The logo of a card brand; codes outside CARD_BRANDS get the neutral card. */
export function cardLogo(code: string): string {
  return svg(DRAWN[code] ?? plain(code));
}

/** The card brands drawn on purpose (the tests check each has a drawing). */
export const DRAWN_CARD_BRANDS: readonly string[] = CARD_BRANDS.map((b) => b.code).filter((c) => c in DRAWN);
