// The command line of `wpwl-sandbox`: a flag per SANDBOX_* variable (./settings.ts), over what the
// environment sets. `--port 0` and `--port=0` alike; every flag takes a value.
import { type Given, give, SETTINGS } from './settings';

export type CliRequest = { kind: 'help' } | { kind: 'version' } | { kind: 'start'; given: Given };

const BY_FLAG = new Map(SETTINGS.map((s) => [s.flag, s]));
export const OFF_UNLESS_ASKED = ['SANDBOX_HTTPS_PORT', 'SANDBOX_SFTP_PORT'];

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliRequest {
  const given: Given = { env: {}, names: new Map() };
  for (const [name, value] of Object.entries(env)) if (name.startsWith('SANDBOX_')) given.env[name] = value;
  // The command serves test suites: https and SFTP only when asked for, so that `--port 0` takes
  // no fixed port at all (`npm start` keeps the table's 8443 and 2222).
  for (const name of OFF_UNLESS_ASKED) given.env[name] ??= 'off';
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    if (arg === '--version' || arg === '-v') return { kind: 'version' };
    const [flag = '', inline] = arg.startsWith('--') && arg.includes('=') ? splitOnce(arg) : [arg, undefined];
    const setting = BY_FLAG.get(flag);
    if (!setting)
      throw new Error(
        arg.startsWith('-')
          ? `unknown option ${flag}`
          : `unexpected argument "${arg}": every setting is a flag with a value, e.g. --port 8080`,
      );
    if (seen.has(flag)) throw new Error(`${flag} is given twice`);
    seen.add(flag);
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--')))
      throw new Error(`${flag} needs a value: ${flag} ${setting.arg}`);
    give(given, setting, value, flag);
  }
  return { kind: 'start', given };
}

function splitOnce(arg: string): [string, string] {
  const at = arg.indexOf('=');
  return [arg.slice(0, at), arg.slice(at + 1)];
}

export function helpText(): string {
  const width = Math.max(...SETTINGS.map((s) => `${s.flag} ${s.arg}`.length));
  const lines = SETTINGS.map((s) => `  ${`${s.flag} ${s.arg}`.padEnd(width)}  ${s.help} [${s.env}]`);
  return [
    'Usage: wpwl-sandbox [options]',
    '',
    'Runs the sandbox gateway (the COPYandPAY-compatible API, paymentWidgets.js and its pages) and',
    'prints its URL and credentials. Each option overrides the environment variable in brackets;',
    'defaults are those of the README’s Configuration table, except that https and SFTP are off',
    'unless asked for. Ctrl-C (SIGINT) or SIGTERM stops it.',
    '',
    'Options:',
    ...lines,
    `  ${'--help'.padEnd(width)}  this text`,
    `  ${'--version'.padEnd(width)}  the version`,
    '',
    'Example: npx wpwl-sandbox --port 8080 --db :memory: --https-port 8443',
  ].join('\n');
}
