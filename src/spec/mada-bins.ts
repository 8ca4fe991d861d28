// mada, the Saudi domestic debit scheme: the six-digit BINs of its cards. Most are co-badged with
// VISA (4…) or MASTER (51–55): such a card is processed as MADA where the merchant offers MADA,
// else under its international scheme. The others (588845, 604906, 636120, 968201–968211…) are
// mada only. A representative set of the BINs published for mada (the lists the HyperPay mobile
// SDKs and Saudi card-form libraries ship); brand-detection.test.ts spells them out.

export const MADA = 'MADA';

// The sorted BINs, each written as its distance from the one before in base 36: the secure-field
// iframe carries this list, and so it costs about 200 bytes gzip instead of 330.
const ENCODED =
  '8q71 5i 1e6 13g 1s 1g8 3ws 1ig ez 22l 1 1 494 9g 1 1 22o qv 1df 4if g3 36 44 3oh n1 b 7g 6gc io ' +
  '1nx 3o cr 2wk 4vk 1 1 1 4l8 6kn 1 1 1d7 10f 1 1 2hh 1 1 bk5 2z8 3wd 5a5 sa 2cu ao 3s5 92 8v ni 59 ' +
  '2t mp 2xw 4k y 1cg 43q 7k 4xv 3es nzh 2rg 3 2 1 3n 1 m 5l c44 6j nwj 748h 1 1 1 1 1 1 1 1 1 1';

function decode(encoded: string): number[] {
  const bins: number[] = [];
  let bin = 0;
  for (const step of encoded.split(' ')) {
    bin += Number.parseInt(step, 36);
    bins.push(bin);
  }
  return bins;
}

export const MADA_BINS: readonly number[] = decode(ENCODED);

/** Whether a mada BIN starts with the first (up to six) of these digits. */
export function couldBeMadaBin(digits: string): boolean {
  const head = digits.slice(0, 6);
  const scale = 10 ** (6 - head.length);
  const from = Number(head) * scale;
  return head !== '' && MADA_BINS.some((bin) => bin >= from && bin < from + scale);
}

/** Whether the card number's first six digits are a mada BIN. */
export const isMadaBin = (digits: string): boolean => digits.length >= 6 && couldBeMadaBin(digits);
