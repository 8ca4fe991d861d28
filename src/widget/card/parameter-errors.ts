// The gateway's parameterErrors (HTTP 400) as card form fields.
import type { CardField } from './card-state';

const FIELD_BY_PARAMETER: Array<[RegExp, CardField]> = [
  [/^card\.number$/, 'cardNumber'],
  [/^paymentBrand$/, 'cardNumber'],
  [/^card\.cvv$/, 'cvv'],
  [/^card\.expiry/, 'expiry'],
  [/^card\.holder$/, 'cardHolder'],
];

export interface MappedParameterErrors {
  fields: CardField[];
  /** Parameters that are not a field of the card form. */
  unmapped: string[];
}

export function mapParameterErrors(errors: ReadonlyArray<{ name: string }>): MappedParameterErrors {
  const fields = new Set<CardField>();
  const unmapped: string[] = [];
  for (const { name } of errors) {
    const field = FIELD_BY_PARAMETER.find(([pattern]) => pattern.test(name))?.[1];
    if (field) fields.add(field);
    else unmapped.push(name);
  }
  return { fields: [...fields], unmapped };
}
