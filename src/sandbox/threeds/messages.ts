// EMV 3-D Secure browser messages travel as base64url JSON without padding: threeDSMethodData,
// creq and cres.

export const MESSAGE_VERSION = '2.2.0';

export const encodeMessage = (message: Record<string, string>): string =>
  Buffer.from(JSON.stringify(message)).toString('base64url');

/** The decoded message, or undefined when it is not base64url JSON with string members. */
export function decodeMessage(encoded: string | undefined): Record<string, string> | undefined {
  if (!encoded || !/^[A-Za-z0-9_-]+$/.test(encoded)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const entries = Object.entries(value);
    return entries.every(([, member]) => typeof member === 'string')
      ? (Object.fromEntries(entries) as Record<string, string>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** EMV challengeWindowSize from customer.browser.challengeWindow (one digit); 05 (full) by default. */
export const challengeWindowSize = (digit: string | undefined): string =>
  digit && /^[1-5]$/.test(digit) ? `0${digit}` : '05';
