import { MAP_KEY, text } from './format-builders';
import type { ParamSpec } from './types';

// Document 3, section 2.2 "Custom parameters". The SHOPPER_ rule for names sent from the browser
// is an operation rule (see ../operations.ts), not a format.
export const CUSTOM_PARAMETERS: readonly ParamSpec[] = [
  {
    name: 'customParameters[key]',
    format: text(0, 2048),
    key: MAP_KEY,
    note: 'Echoed back in the response. Names sent from the browser widget must start with SHOPPER_.',
  },
];
