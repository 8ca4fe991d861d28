// An Ed25519 key pair in OpenSSH's formats. ssh2's generator drops leading zero bytes of the
// public key, so about one pair in 256 is one that ssh2 itself (and OpenSSH) refuses to read
// (mscdex/ssh2#1390, #1513). A pair is therefore only handed out once both halves parse; a fresh
// pair fails independently, so a few attempts make a refusal as unlikely as a hash collision.
import ssh2 from 'ssh2';

export interface KeyPair {
  private: string;
  public: string;
}

const ATTEMPTS = 16;

const parses = (key: string): boolean => !(ssh2.utils.parseKey(key) instanceof Error);

export function generateEd25519KeyPair(
  generate = (): KeyPair => ssh2.utils.generateKeyPairSync('ed25519'),
): KeyPair {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const pair = generate();
    if (parses(pair.private) && parses(pair.public)) return pair;
  }
  throw new Error(`no readable Ed25519 key pair in ${ATTEMPTS} attempts`);
}
