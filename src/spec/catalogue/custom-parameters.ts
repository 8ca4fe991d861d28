import { text } from './format-builders';
import type { ParamSpec } from './types';

// Document 3, section 2.2 "Custom parameters". The SHOPPER_ rule for names sent from the browser
// is an operation rule (see ../operations.ts), not a format.
export const CUSTOM_PARAMETERS: readonly ParamSpec[] = [
  {
    name: 'customParameters[key]',
    format: text(0, 2048),
    key: { regex: /^[A-Za-z0-9._]{3,64}$/, description: '3 to 64 letters, digits, dots or underscores' },
  },
];
