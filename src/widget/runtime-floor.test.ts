// The scripts a shopper's browser runs are built for ES2020 (vite.config.ts `target`), which rewrites
// newer syntax but not newer built-ins: a call of `Array#at` or `Object.hasOwn` goes through as it
// is and throws in Safari before 15.4. This holds what `npm run build` wrote to ES2020's built-ins
// (without a build there is nothing to read and the test is skipped).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every folder of dist/ whose scripts run in a shopper's browser (the widget, its frames, the gateway's pages). */
const SHOPPER_SCRIPTS = [
  'widget',
  'widget-chunks',
  'secure-field',
  'secure-field-values',
  'bank-field',
  'iban-check',
  'wallets',
  'gateway-pages',
];

/** Built-ins after ES2020, as a minifier leaves their calls (member names are never renamed). */
const NEWER_BUILT_INS: readonly [string, RegExp][] = [
  ['Array#at / String#at (ES2022)', /\.at\(/],
  ['Object.hasOwn (ES2022)', /\bObject\.hasOwn\b/],
  ['Array#findLast (ES2023)', /\.findLast(?:Index)?\(/],
  ['String#replaceAll (ES2021)', /\.replaceAll\(/],
  ['Promise.any (ES2021)', /\bPromise\.any\(/],
  ['WeakRef (ES2021)', /\bnew WeakRef\(/],
  ['change-array-by-copy (ES2023)', /\.(?:toSorted|toReversed|toSpliced)\(/],
  ['Object.groupBy (ES2024)', /\b(?:Object|Map)\.groupBy\(/],
  ['structuredClone (2022 browsers)', /\bstructuredClone\(/],
];

const scripts = SHOPPER_SCRIPTS.flatMap((folder) => {
  const dir = join('dist', folder);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => join(dir, file))
    : [];
});

describe.skipIf(!existsSync(join('dist', 'widget', 'paymentWidgets.js')))(
  'the shopper’s scripts as built',
  () => {
    it('call no built-in newer than ES2020, their build target', () => {
      expect(scripts.length).toBeGreaterThanOrEqual(SHOPPER_SCRIPTS.length);
      const found = scripts.flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return NEWER_BUILT_INS.filter(([, pattern]) => pattern.test(text)).map(
          ([name]) => `${file}: ${name}`,
        );
      });
      expect(found).toEqual([]);
    });
  },
);
