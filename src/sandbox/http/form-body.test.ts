import { describe, expect, it } from 'vitest';
import { namesOf } from '../../spec/param-names';
import { FormBody, formOf, parseFormBody as parseWithLimit } from './form-body';
import { MERCHANT_PARAMS } from './limits';

const parseFormBody = (raw: string) => parseWithLimit(raw, MERCHANT_PARAMS);

describe('parseFormBody', () => {
  it('keeps dotted, indexed and keyed names flat, decoding + and percent escapes', () => {
    const form = parseFormBody(
      'card.holder=Jane+Doe&cart.items%5B0%5D.name=B%C3%BCcher&customParameters[X]=a%26b=c&flag',
    );
    expect({ ...form.params }).toEqual({
      'card.holder': 'Jane Doe',
      'cart.items[0].name': 'Bücher',
      'customParameters[X]': 'a&b=c',
      flag: '',
    });
    expect(form.issues).toEqual([]);
  });

  it('records the names in the order sent, for the validator and the echo', () => {
    const form = parseFormBody('b=1&12=x&a=2&b=3&3=y');
    // Object.keys would put the integer-like names first; a repeated name is kept once.
    expect(namesOf(form.params)).toEqual(['b', '12', 'a', '3']);
    expect(Object.keys(form.params)).toEqual(['3', '12', 'b', 'a']);
    // A copy is a new parameter set: it lists its own names, not the recorded ones.
    const copy = { ...form.params, c: '4' };
    expect(namesOf(copy)).toEqual(['3', '12', 'b', 'a', 'c']);
  });

  it('reports names repeated with another value instead of keeping an array, masking sensitive values', () => {
    const form = parseFormBody(
      'amount=1.00&card.number=4200000000000000&amount=2.00&card.number=5454545454545454',
    );
    expect(form.params.amount).toBe('1.00');
    const twice = 'sent twice with different values: send it once, or twice with the same value';
    expect(form.issues.map(({ name, value, message }) => ({ name, value, message }))).toEqual([
      { name: 'amount', value: '2.00', message: twice },
      { name: 'card.number', value: '545454******5454', message: twice },
    ]);
  });

  it('takes a name repeated with the same value once, as the live gateway does', () => {
    const form = parseFormBody('entityId=abc&amount=1.00&entityId=abc');
    expect(form.issues).toEqual([]);
    expect(namesOf(form.params)).toEqual(['entityId', 'amount']);
  });

  it('reports broken percent-encoding and empty names', () => {
    const form = parseFormBody('a=%E0%A4%A&b%ZZ=1&=x&c=%ED%A0%80&ok=1');
    expect(form.issues.map((i) => [i.name, i.message])).toEqual([
      ['a', 'malformed percent-encoding'],
      ['b%ZZ', 'malformed percent-encoding'],
      ['', 'empty parameter name'],
      ['c', 'malformed percent-encoding'],
    ]);
    expect({ ...form.params }).toEqual({ ok: '1' });
  });

  it('treats __proto__ and constructor as ordinary names', () => {
    const form = parseFormBody('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(form.params)).toBeNull();
    expect(Object.getOwnPropertyDescriptor(form.params, '__proto__')?.value).toBe('x');
    expect(Object.keys(form.params)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('gives an empty form for an empty or absent body', () => {
    expect(parseFormBody('')).toBe(FormBody.EMPTY);
    expect(parseFormBody('&&')).toBe(FormBody.EMPTY);
    expect(formOf(undefined)).toBe(FormBody.EMPTY);
  });
});
