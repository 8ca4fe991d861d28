import { randomInt } from 'node:crypto';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * The mandate the shopper gives by paying in the bank form: signed today, with an id of the
 * catalogue's format (letters and hyphens), e.g. SBX-KQWT-HNRA-XZPB.
 */
export function newMandate(now: Date): Record<string, string> {
  const group = () => Array.from({ length: 4 }, () => LETTERS[randomInt(0, LETTERS.length)]).join('');
  return {
    'bankAccount.mandate.id': `SBX-${group()}-${group()}-${group()}`,
    'bankAccount.mandate.dateOfSignature': now.toISOString().slice(0, 10),
  };
}
