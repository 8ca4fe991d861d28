// Reading certificates back with Node's own X.509 parser: is a kept server certificate still the
// one to serve (issued by our CA, for these names, far from its end, for this key)?
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import type { PemPair } from './issue';

const DAY_MS = 86_400_000;
/** A server certificate this close to its end is made again at start (the CA is kept). */
export const RENEW_BEFORE_DAYS = 30;

/** `AB:CD:…` SHA-256 of the certificate, as browsers and `openssl x509 -fingerprint` show it. */
export const fingerprintOf = (certPem: string): string => new X509Certificate(certPem).fingerprint256;

/** Does the certificate name exactly these hosts and addresses in subjectAltName, no more? */
export function namesMatch(cert: X509Certificate, names: readonly string[]): boolean {
  const entries = (cert.subjectAltName ?? '').split(', ').filter(Boolean);
  if (entries.length !== new Set(names).size) return false;
  return names.every((name) =>
    isIP(name) ? cert.checkIP(name) !== undefined : cert.checkHost(name, { wildcards: false }) !== undefined,
  );
}

/** Why the kept server certificate must be made again, or undefined when it can be served. */
export function renewalReason(
  leaf: PemPair,
  ca: X509Certificate,
  names: readonly string[],
  now: Date,
): string | undefined {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(leaf.cert);
    if (!cert.checkPrivateKey(createPrivateKey(leaf.key))) return 'its key is another';
  } catch {
    return 'it cannot be read';
  }
  if (!cert.checkIssued(ca) || !cert.verify(ca.publicKey)) return 'another CA issued it';
  if (new Date(cert.validFrom) > now) return 'it is not valid yet';
  if (new Date(cert.validTo).getTime() - now.getTime() < RENEW_BEFORE_DAYS * DAY_MS)
    return 'it nears its end';
  if (!namesMatch(cert, names)) return 'its names differ';
  return undefined;
}
