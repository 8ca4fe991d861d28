// The redirect brands the widget renders a form for (src/spec/redirect-brands.ts, which the
// sandbox's providers follow too): their form and the label of their button.
import { type AsyncMethod, REDIRECT_FORMS, redirectFormOf } from '../../spec/redirect-brands';

export type { AsyncMethod };

export const asyncMethodOf = redirectFormOf;

export const asyncLabelOf = (brand: string, method: AsyncMethod): string =>
  REDIRECT_FORMS[method][brand] ?? brand;
