// Which content coding an answer goes out in, after the request's Accept-Encoding (RFC 9110
// 12.5.3): q-values honoured, `*` for any coding not named, `x-gzip` as gzip, brotli preferred over
// gzip and both over identity when the client likes them equally, identity unnamed after every
// coding named. A header that cannot be read
// (a member without a name, a q that is no qvalue) is read as far as it can be; it never fails a
// request. Nothing acceptable, or no header at all: identity, which every client can read.

export type Coding = 'br' | 'gzip' | 'identity';

/** Best first: at equal q the first offered wins. */
const PREFERENCE: readonly Coding[] = ['br', 'gzip', 'identity'];

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
const ALIASES: Readonly<Record<string, string>> = { 'x-gzip': 'gzip' };

/** The q of each coding the header names ('*' included); members that cannot be read are left out. */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  // Bounded like every other input: a client gains nothing from a longer header.
  for (const member of header.slice(0, 1024).split(',').slice(0, 32)) {
    const [rawName = '', ...params] = member.split(';');
    const name = rawName.trim().toLowerCase();
    if (!/^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'q') q = QVALUE.test(value) ? Number(value) : Number.NaN;
    }
    if (Number.isNaN(q)) continue;
    const coding = ALIASES[name] ?? name;
    // Named twice: the higher q (a client does not mean to forbid what it also asked for).
    named.set(coding, Math.max(q, named.get(coding) ?? 0));
  }
  return named;
}

/**
 * The coding to answer in, among those the answer is available in (identity always is). The
 * header as Node gives it: undefined when absent.
 */
export function negotiateCoding(header: string | string[] | undefined, available: readonly Coding[]): Coding {
  if (header === undefined) return 'identity';
  const named = weights(Array.isArray(header) ? header.join(',') : header);
  const any = named.get('*');
  const q = (coding: Coding): number => {
    const own = named.get(coding);
    if (own !== undefined) return own;
    if (any !== undefined) return any;
    // Unnamed, identity is still acceptable, after every coding the client named (what it falls
    // back to below); another coding only when named.
    return 0;
  };
  let best: Coding = 'identity';
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    if (coding !== 'identity' && !available.includes(coding)) continue;
    const weight = q(coding);
    if (weight > bestQ) {
      best = coding;
      bestQ = weight;
    }
  }
  return best;
}
