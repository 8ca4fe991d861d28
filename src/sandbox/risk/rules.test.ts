import { describe, expect, it } from 'vitest';
import { binCountry, ipCountry } from './countries';
import { forcedScoreOf, REFUSAL_SCORE, RISK_RULES, type RiskFacts, scoreRisk } from './rules';

const QUIET: RiskFacts = { amount: '12.50', velocity: { card: 0, ip: 0, email: 0 } };
const weightOf = (name: string): number => {
  const rule = RISK_RULES.find((r) => r.name === name);
  if (!rule) throw new Error(`no rule ${name}`);
  return rule.weight;
};

describe('the risk rules', () => {
  it('scores a small payment without history or countries 0, and approves it', () => {
    expect(scoreRisk(QUIET)).toEqual({ score: 0, refused: false, rules: [] });
  });

  it('adds the amount rules by their thresholds, one at a time', () => {
    expect(scoreRisk({ ...QUIET, amount: '999.99' }).score).toBe(0);
    expect(scoreRisk({ ...QUIET, amount: '1000.00' }).rules).toEqual(['high amount']);
    expect(scoreRisk({ ...QUIET, amount: '4999.99' }).score).toBe(weightOf('high amount'));
    expect(scoreRisk({ ...QUIET, amount: '5000' }).rules).toEqual(['very high amount']);
  });

  it('counts the velocity of card, IP and email from their limits on', () => {
    expect(scoreRisk({ ...QUIET, velocity: { card: 2, ip: 4, email: 4 } }).score).toBe(0);
    expect(scoreRisk({ ...QUIET, velocity: { card: 3, ip: 5, email: 5 } })).toEqual({
      score: weightOf('card velocity') + weightOf('IP velocity') + weightOf('email velocity'),
      refused: false,
      rules: ['card velocity', 'IP velocity', 'email velocity'],
    });
  });

  it('adds each country mismatch, and none for a country it does not know', () => {
    const all = scoreRisk({ ...QUIET, billingCountry: 'US', ipCountry: 'GB', binCountry: 'DE' });
    expect(all.rules).toEqual([
      'billing and BIN countries differ',
      'billing and IP countries differ',
      'IP and BIN countries differ',
    ]);
    expect(scoreRisk({ ...QUIET, billingCountry: 'DE', ipCountry: 'DE', binCountry: 'DE' }).score).toBe(0);
    expect(scoreRisk({ ...QUIET, billingCountry: 'US' }).score).toBe(0);
  });

  it('refuses from the refusal score on, and only a combination of rules gets there', () => {
    const everything: RiskFacts = {
      amount: '5000.00',
      velocity: { card: 3, ip: 5, email: 5 },
      billingCountry: 'US',
      ipCountry: 'GB',
      binCountry: 'DE',
    };
    const verdict = scoreRisk(everything);
    expect(verdict.score).toBe(
      RISK_RULES.reduce((sum, rule) => sum + rule.weight, 0) - weightOf('high amount'),
    );
    expect(verdict.refused).toBe(true);
    // Amount and velocity alone stay below it: an integration's own repeated test payments pass.
    expect(scoreRisk({ ...everything, billingCountry: undefined, ipCountry: undefined }).refused).toBe(false);
  });

  it('is deterministic: the same facts give the same verdict', () => {
    const facts: RiskFacts = { ...QUIET, amount: '2500.00', billingCountry: 'AT', binCountry: 'DE' };
    expect(scoreRisk(facts)).toEqual(scoreRisk({ ...facts }));
  });
});

describe('the test values', () => {
  it('risk.parameters[SCORE] forces the score, refused from the refusal score on', () => {
    expect(scoreRisk({ ...QUIET, amount: '9000.00', forcedScore: 7 })).toEqual({
      score: 7,
      refused: false,
      rules: [],
    });
    expect(scoreRisk({ ...QUIET, forcedScore: REFUSAL_SCORE - 1 }).refused).toBe(false);
    expect(scoreRisk({ ...QUIET, forcedScore: REFUSAL_SCORE }).refused).toBe(true);
    expect(scoreRisk({ ...QUIET, forcedScore: -50 }).score).toBe(-50);
  });

  it('takes a signed integer within the spec range as a forced score, nothing else', () => {
    expect(forcedScoreOf('42')).toBe(42);
    expect(forcedScoreOf('-99999')).toBe(-99999);
    expect(forcedScoreOf('+99999')).toBe(99999);
    for (const value of [undefined, '', '100000', '4.2', 'high', ' 1'])
      expect(forcedScoreOf(value)).toBeUndefined();
  });

  it('the refused test email is refused whatever else the payment says', () => {
    expect(scoreRisk({ ...QUIET, email: 'Risk.Refuse@example.com' })).toMatchObject({ refused: true });
  });
});

describe('the countries of IPs and BINs', () => {
  it('places the documentation ranges and test-card BINs, and nothing else', () => {
    expect(ipCountry('192.0.2.10')).toBe('DE');
    expect(ipCountry('198.51.100.7')).toBe('US');
    expect(ipCountry('203.0.113.99')).toBe('GB');
    expect(ipCountry('127.0.0.1')).toBeUndefined();
    expect(ipCountry('192.0.20.1')).toBeUndefined();
    expect(binCountry('4200000000000000')).toBe('DE');
    expect(binCountry('377777777777770')).toBe('US');
    expect(binCountry('5555555555554444')).toBeUndefined();
  });
});
