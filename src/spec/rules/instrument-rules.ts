import type { ValidationIssue } from '../catalogue/types';
import { WALLETS } from '../catalogue/wallets';
import type { CrossFieldRule, RuleContext } from '../cross-field-rules';
import { issue } from '../cross-field-rules';
import { RESULT } from '../result-codes';

// Document 1, section 2.4: a payment carries exactly one payment instrument, and "Required" in
// an instrument's table means "when this instrument is used".

type Params = Readonly<Record<string, string>>;
const sent = (params: Params, name: string) => params[name] !== undefined;

interface Instrument {
  label: string;
  /** The first parameter that shows this instrument was sent, if it was. */
  evidence(ctx: RuleContext): string | undefined;
  /** What else the instrument needs. */
  check(ctx: RuleContext): ValidationIssue[];
}

const need = (ctx: RuleContext, names: readonly string[], why: string) =>
  names.filter((name) => !sent(ctx.params, name)).map((name) => ctx.missing(name, why));

const either = (ctx: RuleContext, names: readonly [string, string]) =>
  names.some((name) => sent(ctx.params, name))
    ? []
    : [ctx.missing(names[0], `either ${names[0]} or ${names[1]} is required`)];

/** Brand detection is for cards only: every other instrument names its brand. */
const brandNeeded = (ctx: RuleContext, label: string) =>
  sent(ctx.params, 'paymentBrand')
    ? []
    : [ctx.missing('paymentBrand', `required with ${label}: brand detection is for cards only`)];

const SOURCES = WALLETS.map((w) => [w, `${w}.source`] as const);
const walletSources = (params: Params): string[] => {
  const found: string[] = [];
  for (const [wallet, source] of SOURCES) if (sent(params, source)) found.push(wallet);
  return found;
};

const CARD: Instrument = {
  label: 'card',
  evidence: (ctx) => ctx.under('card')[0],
  check(ctx) {
    const issues = need(
      ctx,
      ['card.number', 'card.expiryMonth', 'card.expiryYear'],
      'required for a card payment',
    );
    const sources = walletSources(ctx.params);
    if (sources.length > 1) {
      const name = `${sources[1]}.source`;
      issues.push(issue(name, ctx.params[name], 'one wallet per payment', RESULT.INVALID_PARAMETER));
    }
    if (sources.length > 0) {
      const why = `required for ${sources[0]}'s decrypted data`;
      issues.push(...need(ctx, ['threeDSecure.verificationId', 'threeDSecure.eci'], why));
      issues.push(...brandNeeded(ctx, `${sources[0]}.source`));
    }
    return issues;
  },
};

const walletToken = (wallet: string): Instrument => {
  const token = `${wallet}.paymentToken`;
  const source = `${wallet}.source`;
  return {
    label: token,
    evidence: (ctx) => (sent(ctx.params, token) ? token : undefined),
    check(ctx) {
      const issues = brandNeeded(ctx, token);
      if (sent(ctx.params, source)) {
        const message = `${source} belongs to the decrypted way, ${token} to the encrypted one: send one`;
        issues.push(issue(source, ctx.params[source], message, RESULT.INVALID_PARAMETER));
      }
      return issues;
    },
  };
};

const VIRTUAL_ACCOUNT: Instrument = {
  label: 'virtualAccount',
  evidence: (ctx) => ctx.under('virtualAccount')[0],
  check: (ctx) => [
    ...need(ctx, ['virtualAccount.accountId'], 'required for a virtual account'),
    ...brandNeeded(ctx, 'virtualAccount'),
  ],
};

const BANK_ACCOUNT: Instrument = {
  label: 'bankAccount',
  evidence: (ctx) => ctx.under('bankAccount')[0],
  check: (ctx) => [
    ...need(ctx, ['bankAccount.holder'], 'required for a bank account'),
    ...either(ctx, ['bankAccount.number', 'bankAccount.iban']),
    ...either(ctx, ['bankAccount.bankCode', 'bankAccount.bic']),
    ...brandNeeded(ctx, 'bankAccount'),
  ],
};

const TOKEN_ACCOUNT: Instrument = {
  label: 'tokenAccount',
  evidence: (ctx) => ctx.under('tokenAccount')[0],
  check: (ctx) => [
    ...need(ctx, ['tokenAccount.number', 'tokenAccount.type'], 'required for a token account'),
    ...brandNeeded(ctx, 'tokenAccount'),
  ],
};

const INSTRUMENTS: readonly Instrument[] = [
  CARD,
  ...WALLETS.map(walletToken),
  VIRTUAL_ACCOUNT,
  BANK_ACCOUNT,
  TOKEN_ACCOUNT,
];

/** Exactly one instrument, complete: for server-to-server payments and registrations. */
export const oneInstrument: CrossFieldRule = (ctx) => {
  let first: { instrument: Instrument; evidence: string } | undefined;
  let second: typeof first;
  for (const instrument of INSTRUMENTS) {
    const evidence = instrument.evidence(ctx);
    if (evidence === undefined) continue;
    if (first) {
      second = { instrument, evidence };
      break;
    }
    first = { instrument, evidence };
  }
  if (!first) {
    const message =
      'request contains no account data: send card.*, a wallet paymentToken, virtualAccount.accountId, bankAccount.* or tokenAccount.*';
    return [ctx.missing('card.number', message)];
  }
  if (second) {
    const message = `one payment instrument per request: ${first.instrument.label} and ${second.instrument.label} were both sent`;
    return [issue(second.evidence, ctx.params[second.evidence], message, RESULT.INVALID_PARAMETER)];
  }
  return first.instrument.check(ctx);
};
