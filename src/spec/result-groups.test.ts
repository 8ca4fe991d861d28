import { describe, expect, it } from 'vitest';
import { resultGroupOf } from './result-groups';

describe('result groups', () => {
  it.each([
    ['000.100.110', 'success'],
    ['000.400.000', 'success'],
    ['000.200.000', 'pending'],
    ['100.400.319', 'rejected'],
    ['800.100.151', 'rejected'],
    ['100.100.101', 'rejected'],
    ['200.300.404', 'parameterError'],
    ['900.100.100', 'other'],
    // The platform counts authentication failures among its format errors (800.900).
    ['800.900.300', 'parameterError'],
    ['000.100.220', 'other'],
  ] as const)('%s is %s', (code, group) => {
    expect(resultGroupOf(code)).toBe(group);
  });

  it('puts an answer without a result code in other', () => {
    expect(resultGroupOf(undefined)).toBe('other');
    expect(resultGroupOf(null)).toBe('other');
  });
});
