import fc from 'fast-check';
import { CATALOGUE, QUERY_CATALOGUE, REPORTING_CATALOGUE } from '../../spec/catalogue/index';
import { invalidSamples, validSamples } from '../../spec/catalogue/samples';
import { concreteName } from '../params/table-support';
import { PAYMENT } from '../test-support';

// Random request bodies for the sandbox: mostly plausible (catalogue names with good and bad
// values on top of a valid payment), partly hostile (typos, odd indexes, prototype names, broken
// percent-encoding, control characters, long values).

// The query and reporting catalogues reuse date.from / date.to with other formats.
const SPECS = [...CATALOGUE.specs, ...QUERY_CATALOGUE.specs, ...REPORTING_CATALOGUE.specs];

const catalogueName = fc
  .tuple(fc.constantFrom(...SPECS), fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1200 })))
  .map(([spec, index]) => concreteName(spec, index));

const mutatedName = fc
  .tuple(catalogueName, fc.nat(), fc.string({ maxLength: 3 }))
  .map(([name, at, insert]) => {
    const i = at % (name.length + 1);
    return name.slice(0, i) + insert + name.slice(i + 1);
  });

const HOSTILE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'customParameters[__proto__]',
  'cart.items[-1].name',
  'cart.items[1e3].name',
  'cart.items[99999999999999999999].name',
  'cart.items[].name',
  'customParameters[]',
  'customParameters[SHOPPER_x]',
  'card.number.',
  '.card.number',
  'card..number',
  'threeDSecure.schemeData[CB-ITEMSNB]',
  'merchant.data[a]',
];

export const parameterName = fc.oneof(
  { weight: 6, arbitrary: catalogueName },
  { weight: 2, arbitrary: mutatedName },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NAMES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const sampleValue = fc
  .constantFrom(...SPECS)
  .chain((spec) => fc.constantFrom(...validSamples(spec.format), ...invalidSamples(spec.format)));

export const parameterValue = fc.oneof(
  { weight: 4, arbitrary: sampleValue },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'null', '\u0000', '%', '4200000000000000'),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 200, maxLength: 3000 }) },
);

/** A valid payment with random parameters added, replaced or taken out. */
export const paymentParams = fc
  .tuple(
    fc.oneof({ weight: 3, arbitrary: fc.constant(Object.keys(PAYMENT)) }, fc.subarray(Object.keys(PAYMENT))),
    fc.oneof(
      { weight: 2, arbitrary: fc.array(fc.tuple(catalogueName, sampleValue), { maxLength: 12 }) },
      fc.array(fc.tuple(parameterName, parameterValue), { maxLength: 12 }),
    ),
  )
  .map(([keep, extra]) => {
    const params: Array<[string, string]> = keep.map((k) => [k, PAYMENT[k as keyof typeof PAYMENT]]);
    return [...params, ...extra];
  });

const RAW_PIECES = ['%', '%G1', '%E0%A4%A', '%ED%A0%80', '&&', '==', '=', '+', '%00', '[', ']', 'a=b'];
const encode = (pairs: ReadonlyArray<readonly [string, string]>) =>
  pairs.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`).join('&');

/** The body as sent: usually well-encoded, sometimes with raw broken pieces spliced in. */
export const formBody = fc.oneof(
  { weight: 8, arbitrary: paymentParams.map(encode) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(paymentParams, fc.array(fc.constantFrom(...RAW_PIECES), { minLength: 1, maxLength: 4 }))
      .map(([pairs, raw]) => [encode(pairs), ...raw].join('&')),
  },
);

export const TARGETS = [
  'payments',
  'checkouts',
  'browserPayment',
  'getPayment',
  'checkoutStatus',
  'registrations',
  'backOffice',
  'query',
  'queryById',
  'schedules',
  'reportingAggregations',
  'reportingDetail',
] as const;
export type Target = (typeof TARGETS)[number];
export const target = fc.constantFrom<Target>(...TARGETS);
