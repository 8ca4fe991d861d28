// Building certificates: the sandbox's local CA and the server certificate it issues. node-forge
// writes the X.509 structures (no hand-written ASN.1 here); Node's crypto makes the RSA keys,
// natively and fast, and reads certificates back (./certificate-checks.ts).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import forge from 'node-forge';

/** A certificate and its private key, both PEM. */
export interface PemPair {
  cert: string;
  key: string;
}

const DAY_MS = 86_400_000;
/** The CA is kept, so it lives long: the merchant trusts it once. */
export const CA_VALIDITY_DAYS = 3650;
/** Chromium and Apple refuse locally trusted server certificates valid for longer. */
export const LEAF_VALIDITY_DAYS = 825;
/** A clock a little behind (a container, a VM just resumed) still accepts a certificate made now. */
const BACKDATE_MS = 60 * 60 * 1000;

/** A 2048-bit RSA key (forge signs certificates with RSA keys only). */
function rsaKey(): forge.pki.rsa.PrivateKey {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  return forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
}

/** 128 random bits, positive and without a leading zero byte (RFC 5280: at most 20 octets). */
function serialNumber(): string {
  const first = ((randomBytes(1)[0] as number) & 0x3f) | 0x10;
  return first.toString(16) + randomBytes(15).toString('hex');
}

function blankCertificate(key: forge.pki.rsa.PrivateKey, now: Date, days: number): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = serialNumber();
  // The whole validity, backdating included, stays within `days`.
  cert.validity.notBefore = new Date(now.getTime() - BACKDATE_MS);
  cert.validity.notAfter = new Date(now.getTime() - BACKDATE_MS + days * DAY_MS);
  return cert;
}

const pair = (cert: forge.pki.Certificate, key: forge.pki.rsa.PrivateKey): PemPair => ({
  cert: forge.pki.certificateToPem(cert),
  key: forge.pki.privateKeyToPem(key),
});

/**
 * A new CA: self-signed, basicConstraints CA:true (no CA below it), keyCertSign and cRLSign. Its
 * name carries the machine and the date, so a developer who trusted several tells them apart.
 */
export function createCa(label: string, now: Date = new Date()): PemPair {
  const key = rsaKey();
  const cert = blankCertificate(key, now, CA_VALIDITY_DAYS);
  // forge writes names byte for byte: printable ASCII only (a host name is; a label might not be).
  const ascii = label.replace(/[^ -~]/g, '?');
  const name = [
    { name: 'commonName', value: `wpwl sandbox local CA (${ascii} ${now.toISOString().slice(0, 10)})` },
    { name: 'organizationName', value: 'wpwl sandbox (testing only)' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return pair(cert, key);
}

/** A subjectAltName entry: a DNS name, or an IP address (v4 or v6). */
const altName = (name: string) => (isIP(name) ? { type: 7, ip: name } : { type: 2, value: name });

/**
 * A server certificate for `names` (DNS names and IP addresses, all in subjectAltName, which is
 * all browsers read), signed by the CA: serverAuth only, CA:false, valid LEAF_VALIDITY_DAYS.
 */
export function issueServerCertificate(
  ca: PemPair,
  names: readonly string[],
  now: Date = new Date(),
): PemPair {
  const caCert = forge.pki.certificateFromPem(ca.cert);
  const caKey = forge.pki.privateKeyFromPem(ca.key) as forge.pki.rsa.PrivateKey;
  const key = rsaKey();
  const cert = blankCertificate(key, now, LEAF_VALIDITY_DAYS);
  cert.setSubject([{ name: 'commonName', value: names[0] ?? 'localhost' }]);
  cert.setIssuer(caCert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: names.map(altName) },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: caCert.generateSubjectKeyIdentifier().getBytes() },
  ]);
  cert.sign(caKey, forge.md.sha256.create());
  return pair(cert, key);
}
