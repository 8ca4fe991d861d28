import { KeyMismatch } from '../store/pg/key-checks';
import { SchemaMismatch } from '../store/pg/pg-migrations';

// Why the sandbox cannot start on its PostgreSQL database, in words that say what to change. The
// URL is shown without its password.

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
]);

/** The driver's code of a failure (a SQLSTATE, or a system error's code), if it has one. */
const codeOf = (error: Error): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};

/** What to do about a failure with this code. */
function hint(error: Error, code: string | undefined): string {
  if (error instanceof SchemaMismatch || error instanceof KeyMismatch)
    return 'SANDBOX_DATABASE_URL names the database; SANDBOX_KEY_DIR, SANDBOX_DATA_KEY and SANDBOX_WALLET_KEY the keys.';
  if ((code && UNREACHABLE.has(code)) || /timeout|terminated|connect/i.test(error.message))
    return 'Check that PostgreSQL runs and that the host and port of SANDBOX_DATABASE_URL are right.';
  switch (code) {
    case '28P01':
    case '28000':
      return 'Check the user and password in SANDBOX_DATABASE_URL.';
    case '3D000':
      return 'Create the database first (createdb), or name an existing one in SANDBOX_DATABASE_URL.';
    case '42501':
      return "The database's user needs the right to create tables in it (the sandbox migrates its schema at start).";
    default:
      return 'SANDBOX_DATABASE_URL names the database the sandbox uses.';
  }
}

/** The message of a start that failed on the PostgreSQL database at `printableUrl`. */
export function pgStartFailure(error: Error, printableUrl: string): string {
  const code = codeOf(error);
  const reason = code && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
  return `The sandbox cannot use its PostgreSQL database ${printableUrl}: ${reason}. ${hint(error, code)}`;
}
