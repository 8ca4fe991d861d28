// The brands' logos and wallet marks (src/sandbox/brand-marks), one entry as in ./paths.ts.
import { BRAND_MARK_FILE } from '../brand-marks/routes';
import { type Endpoint, reply } from './endpoint';

export const BRAND_MARKS: Endpoint[] = [
  {
    method: 'get',
    path: '/v1/brands/{file}',
    operationId: 'brandMark',
    summary:
      'A card brand’s logo or a wallet’s button mark as SVG, for the widget’s <img> (cached a day, any origin)',
    tag: 'Widget script',
    bearer: false,
    pathParams: {
      file: {
        description:
          '`{BRAND}.svg`, or `{BRAND}-{colour}.svg` for a wallet button of another colour (GOOGLEPAY-white, PAYPAL_CONTINUE-blue); an unknown brand gets a neutral card with its code',
        format: BRAND_MARK_FILE,
      },
    },
    replies: { '200': reply('SVG image', 'svg'), '404': reply('Not a brand’s file name', 'none') },
  },
];
