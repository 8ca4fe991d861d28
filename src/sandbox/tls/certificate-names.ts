// The names the local CA's server certificate is for: the loopback names a developer types, the
// interface the sandbox listens on when it is a specific one, and the hosts of the configured
// https origins (SANDBOX_PUBLIC_URL). A change of these makes the certificate again at start.
import { isIP } from 'node:net';

const LOOPBACK = ['localhost', '127.0.0.1', '::1'];
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '']);

export function certificateNames(listenHost: string, publicOrigins: readonly string[] = []): string[] {
  const names = [...LOOPBACK];
  const add = (name: string) => {
    const bare = name.startsWith('[') ? name.slice(1, -1) : name;
    if (!ANY_INTERFACE.has(bare) && !names.includes(bare)) names.push(bare);
  };
  add(listenHost.toLowerCase());
  for (const origin of publicOrigins) {
    const url = new URL(origin);
    if (url.protocol === 'https:') add(url.hostname);
  }
  // A host name that is neither an address nor a DNS label (a typo) would make forge throw.
  return names.filter((name) => isIP(name) !== 0 || /^[a-z0-9.-]+$/.test(name));
}
