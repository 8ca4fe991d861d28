import ssh2 from 'ssh2';
import { describe, expect, it } from 'vitest';
import { generateEd25519KeyPair, type KeyPair } from './ed25519-key-pair';

/** ssh2's own generator until it yields a pair it cannot read back (about one in 256). */
function unreadablePair(): KeyPair {
  for (;;) {
    const pair = ssh2.utils.generateKeyPairSync('ed25519');
    if (
      ssh2.utils.parseKey(pair.private) instanceof Error ||
      ssh2.utils.parseKey(pair.public) instanceof Error
    ) {
      return pair;
    }
  }
}

describe('Ed25519 key pairs', () => {
  it('skip a pair ssh2 generated but cannot read, and hand out the next one', () => {
    const bad = unreadablePair();
    const good = ssh2.utils.generateKeyPairSync('ed25519');
    const queue = [bad, good];
    const pair = generateEd25519KeyPair(() => queue.shift() ?? good);
    expect(pair).toBe(good);
    expect(queue).toEqual([]);
  });

  it('give up with a clear error rather than loop for ever', () => {
    const bad = unreadablePair();
    expect(() => generateEd25519KeyPair(() => bad)).toThrow(/no readable Ed25519 key pair/);
  });

  it('hand out pairs that both halves of parse', () => {
    for (let i = 0; i < 300; i++) {
      const pair = generateEd25519KeyPair();
      expect(ssh2.utils.parseKey(pair.private)).not.toBeInstanceOf(Error);
      expect(ssh2.utils.parseKey(pair.public)).not.toBeInstanceOf(Error);
    }
  });
});
