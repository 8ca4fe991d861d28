import { describe, expect, it } from 'vitest';
import { negotiateCoding } from './accept-encoding';

const BOTH = ['br', 'gzip'] as const;
const pick = (header: string | string[] | undefined, available: readonly ('br' | 'gzip')[] = BOTH) =>
  negotiateCoding(header, available);

describe('negotiateCoding', () => {
  it('prefers brotli, then gzip, then identity, as browsers send them', () => {
    expect(pick('gzip, deflate, br, zstd')).toBe('br');
    expect(pick('gzip, deflate')).toBe('gzip');
    expect(pick('deflate')).toBe('identity');
    expect(pick('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(pick('br', [])).toBe('identity');
  });

  it('sends identity without the header, and for an empty one', () => {
    expect(pick(undefined)).toBe('identity');
    expect(pick('')).toBe('identity');
  });

  it('honours q-values: the highest wins, equal ones go by preference', () => {
    expect(pick('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(pick('br;q=0.8, gzip;q=0.8')).toBe('br');
    expect(pick('gzip;q=0.2, identity;q=0.5')).toBe('identity');
    expect(pick('BR;Q=1.000, GZIP;q=0.999')).toBe('br');
    expect(pick('br ; q=0.9 , gzip ; q=0.1')).toBe('br');
  });

  it('never sends a coding with q=0', () => {
    expect(pick('br;q=0, gzip')).toBe('gzip');
    expect(pick('br;q=0, gzip;q=0')).toBe('identity');
    expect(pick('gzip;q=0', ['gzip'])).toBe('identity');
  });

  it('reads * as every coding not named', () => {
    expect(pick('*')).toBe('br');
    expect(pick('br;q=0, *')).toBe('gzip');
    expect(pick('*;q=0.5, gzip')).toBe('gzip');
    expect(pick('br;q=0, gzip;q=0, *')).toBe('identity');
  });

  it('sends identity when nothing acceptable is left, even when identity itself is refused', () => {
    expect(pick('identity;q=0')).toBe('identity');
    expect(pick('*;q=0')).toBe('identity');
    expect(pick('deflate, identity;q=0')).toBe('identity');
    expect(pick('*;q=0, br')).toBe('br');
  });

  it('takes x-gzip as gzip, and the higher q of a coding named twice', () => {
    expect(pick('x-gzip')).toBe('gzip');
    expect(pick('br;q=0, br;q=0.7, gzip;q=0.5')).toBe('br');
  });

  it('reads what it can of a malformed header and never throws', () => {
    expect(pick('br;q=2, gzip')).toBe('gzip');
    expect(pick('br;q=abc, gzip;q=0.5')).toBe('gzip');
    expect(pick('br;q=0.12345, gzip')).toBe('gzip');
    expect(pick(',,; ;=, gzip')).toBe('gzip');
    expect(pick('"br", gzip')).toBe('gzip');
    expect(pick('br;q=')).toBe('identity');
    expect(pick(';q=1')).toBe('identity');
    expect(pick('\u0000\uffff💳')).toBe('identity');
    expect(pick(`${'x,'.repeat(10_000)}br`)).toBe('identity');
    expect(pick(['gzip', 'br'])).toBe('br');
  });
});
