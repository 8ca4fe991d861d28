// The redirect brands the widget renders a form for (src/spec/redirect-brands.ts, which the
// sandbox's providers follow too): their form and their name (from the locale's texts).
import type { BrandNames } from '../../spec/i18n/messages';
import { type AsyncMethod, redirectFormOf } from '../../spec/redirect-brands';

export type { AsyncMethod };

export const asyncMethodOf = redirectFormOf;

export const asyncLabelOf = (brand: string, names: BrandNames): string =>
  (names as Readonly<Record<string, string>>)[brand] ?? brand;
