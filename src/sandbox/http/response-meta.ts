// Members every JSON answer carries besides `result`.

/** For support purposes (spec 2.7); not derived from git so builds are reproducible. */
export const BUILD_NUMBER = 'sandbox@0.1.0';

/** `2026-11-21 20:49:42+0000`, the real gateway's timestamp style. */
export function formatTimestamp(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}+0000`;
}
