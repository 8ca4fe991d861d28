// SANDBOX_SFTP_AUTHORIZED_KEYS: a file of lines `<entityId> <OpenSSH public key>`, the keys that
// may log in as that merchant besides its access token (a CI job's deploy key, say).
import { readFileSync } from 'node:fs';
import ssh2 from 'ssh2';

type ParsedKey = ssh2.ParsedKey;
export type AuthorizedKeys = ReadonlyMap<string, readonly ParsedKey[]>;

const ENTITY_ID = /^[0-9a-f]{32}$/;

export function readAuthorizedKeys(file: string | undefined): AuthorizedKeys {
  const keys = new Map<string, ParsedKey[]>();
  if (!file) return keys;
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) return;
    const [entityId, ...rest] = text.split(/\s+/);
    const parsed = ssh2.utils.parseKey(rest.join(' '));
    const key = Array.isArray(parsed) ? parsed[0] : parsed;
    if (!entityId || !ENTITY_ID.test(entityId) || !key || key instanceof Error)
      throw new Error(
        `SANDBOX_SFTP_AUTHORIZED_KEYS: line ${index + 1} of ${file} is not "<entityId> <OpenSSH public key>"`,
      );
    keys.set(entityId, [...(keys.get(entityId) ?? []), key]);
  });
  return keys;
}
