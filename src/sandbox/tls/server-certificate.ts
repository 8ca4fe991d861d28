// The certificate the HTTPS listener serves: the merchant's own (SANDBOX_TLS_CERT / _KEY), else
// one issued by the sandbox's local CA. The CA is made at the first start and kept beside the
// database (or in SANDBOX_KEY_DIR), like the SFTP host key, so a merchant trusts it once
// (NODE_EXTRA_CA_CERTS, a browser's authorities); the server certificate is kept beside it and
// made again when it nears its end or names other hosts. An in-memory sandbox without a key
// folder gets a new CA each start.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';
import { keyFilePath } from '../secrets/key-file';
import { fingerprintOf, renewalReason } from './certificate-checks';
import { createCa, issueServerCertificate, type PemPair } from './issue';

export interface ServerCertificate extends PemPair {
  /** The local CA that issued it; undefined with the merchant's own certificate. */
  ca?: {
    cert: string;
    /** Absolute path of its certificate (what NODE_EXTRA_CA_CERTS names); undefined in memory. */
    file?: string;
    /** SHA-256, `AB:CD:…` */
    fingerprint: string;
  };
  /** Why the kept server certificate was made again at this start, if it was. */
  renewed?: string;
}

export interface CertificateOptions {
  dbPath: string;
  keyDir?: string;
  /** The names the certificate is for (DNS names and IP addresses). */
  names: readonly string[];
  /** SANDBOX_TLS_CERT / SANDBOX_TLS_KEY: PEM files of the merchant's own certificate (chain) and key. */
  certFile?: string;
  keyFile?: string;
  now?: Date;
}

/** The files of the local CA and the certificate it issued, by the database's key-file rule. */
export function certificateFiles(dbPath: string, keyDir?: string) {
  const file = (suffix: string) => {
    const path = keyFilePath(dbPath, suffix, keyDir);
    return path === undefined ? undefined : resolve(path);
  };
  const caCert = file('.ca.pem');
  const caKey = file('.ca.key');
  const cert = file('.tls.pem');
  const key = file('.tls.key');
  return caCert && caKey && cert && key ? { caCert, caKey, cert, key } : undefined;
}

function merchantCertificate(certFile: string, keyFile: string): ServerCertificate {
  const read = (file: string, name: string): string => {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`${name}: cannot read ${file}: ${(error as Error).message}`);
    }
  };
  const cert = read(certFile, 'SANDBOX_TLS_CERT');
  const key = read(keyFile, 'SANDBOX_TLS_KEY');
  let matches: boolean;
  try {
    matches = new X509Certificate(cert).checkPrivateKey(createPrivateKey(key));
  } catch (error) {
    throw new Error(`SANDBOX_TLS_CERT / SANDBOX_TLS_KEY must be PEM files: ${(error as Error).message}`);
  }
  if (!matches) throw new Error('SANDBOX_TLS_KEY is not the key of the certificate in SANDBOX_TLS_CERT');
  return { cert, key };
}

/**
 * Writes a file whole or not at all (a temporary file renamed over it), keys 0600 and
 * certificates 0644, in a folder created 0700.
 */
function keep(file: string, text: string, secret: boolean): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode: secret ? 0o600 : 0o644 });
  renameSync(temporary, file);
}

function readPair(certFile: string, keyFile: string): PemPair | undefined {
  if (!existsSync(certFile) || !existsSync(keyFile)) return undefined;
  // A key file others can read is tightened rather than refused, as the other key files are.
  chmodSync(keyFile, 0o600);
  return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
}

function keptCa(files: { caCert: string; caKey: string }, now: Date): PemPair {
  const kept = readPair(files.caCert, files.caKey);
  if (kept) {
    let matches = false;
    try {
      matches = new X509Certificate(kept.cert).checkPrivateKey(createPrivateKey(kept.key));
    } catch {
      // unreadable: said below
    }
    if (!matches)
      throw new Error(
        `The sandbox's CA in ${files.caCert} and ${files.caKey} cannot be read or do not belong together; ` +
          'remove both to make a new CA (browsers and clients that trusted the old one must trust the new one).',
      );
    return kept;
  }
  const ca = createCa(hostname(), now);
  keep(files.caKey, ca.key, true);
  keep(files.caCert, ca.cert, false);
  return ca;
}

/** The certificate to serve: see the file's comment. */
export function loadServerCertificate(options: CertificateOptions): ServerCertificate {
  if (options.certFile || options.keyFile) {
    if (!options.certFile || !options.keyFile)
      throw new Error('SANDBOX_TLS_CERT and SANDBOX_TLS_KEY go together: set both or neither');
    return merchantCertificate(options.certFile, options.keyFile);
  }
  const now = options.now ?? new Date();
  const files = certificateFiles(options.dbPath, options.keyDir);
  if (!files) {
    const ca = createCa(`${hostname()} in memory`, now);
    const leaf = issueServerCertificate(ca, options.names, now);
    return { ...leaf, ca: { cert: ca.cert, fingerprint: fingerprintOf(ca.cert) } };
  }
  const ca = keptCa(files, now);
  const caInfo = { cert: ca.cert, file: files.caCert, fingerprint: fingerprintOf(ca.cert) };
  const kept = readPair(files.cert, files.key);
  const reason = kept
    ? renewalReason(kept, new X509Certificate(ca.cert), options.names, now)
    : 'there was none';
  if (kept && !reason) return { ...kept, ca: caInfo };
  const leaf = issueServerCertificate(ca, options.names, now);
  keep(files.key, leaf.key, true);
  keep(files.cert, leaf.cert, false);
  return { ...leaf, ca: caInfo, ...(kept ? { renewed: reason } : {}) };
}
