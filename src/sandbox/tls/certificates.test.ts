// What the local CA and its server certificate say, and when the kept certificate is made again.
import { X509Certificate } from 'node:crypto';
import { join } from 'node:path';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { tempDir } from '../test-support';
import { certificateNames } from './certificate-names';
import { createCa, issueServerCertificate, LEAF_VALIDITY_DAYS } from './issue';
import { loadServerCertificate } from './server-certificate';

const DAY_MS = 86_400_000;
const LOOPBACK = ['localhost', '127.0.0.1', '::1'];
const extension = (pem: string, name: string) =>
  forge.pki.certificateFromPem(pem).getExtension(name) as Record<string, unknown> | undefined;

describe('the local CA and its server certificate', () => {
  const ca = createCa('test host');
  const leaf = issueServerCertificate(ca, LOOPBACK);

  it('make a CA that may sign certificates and nothing below them', () => {
    expect(new X509Certificate(ca.cert).ca).toBe(true);
    expect(extension(ca.cert, 'basicConstraints')).toMatchObject({
      cA: true,
      critical: true,
      pathLenConstraint: 0,
    });
    expect(extension(ca.cert, 'keyUsage')).toMatchObject({
      keyCertSign: true,
      cRLSign: true,
      critical: true,
    });
  });

  it('issue a server certificate for the names, for serverAuth, valid no longer than 825 days', () => {
    const cert = new X509Certificate(leaf.cert);
    expect(cert.ca).toBe(false);
    expect(cert.verify(new X509Certificate(ca.cert).publicKey)).toBe(true);
    expect(cert.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']);
    expect(cert.checkHost('localhost')).toBe('localhost');
    expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(cert.checkIP('::1')).toBe('::1');
    expect(cert.checkHost('example.com')).toBeUndefined();
    const days = (Date.parse(cert.validTo) - Date.parse(cert.validFrom)) / DAY_MS;
    expect(days).toBeLessThanOrEqual(825);
    expect(LEAF_VALIDITY_DAYS).toBeLessThanOrEqual(825);
  });
});

describe('the kept certificate', () => {
  const start = new Date('2027-01-01T00:00:00Z');
  const load = (dbPath: string, now: Date, names = LOOPBACK) => loadServerCertificate({ dbPath, names, now });

  it('is served again while valid, and made again by the same CA when it nears its end', () => {
    const dbPath = join(tempDir(), 'sandbox.db');
    const first = load(dbPath, start);
    const again = load(dbPath, new Date(start.getTime() + 100 * DAY_MS));
    expect(again.cert).toBe(first.cert);
    expect(again.renewed).toBeUndefined();
    const late = load(dbPath, new Date(start.getTime() + (LEAF_VALIDITY_DAYS - 10) * DAY_MS));
    expect(late.renewed).toBe('it nears its end');
    expect(late.cert).not.toBe(first.cert);
    expect(late.ca?.fingerprint).toBe(first.ca?.fingerprint);
    expect(new X509Certificate(late.cert).checkIssued(new X509Certificate(first.ca?.cert as string))).toBe(
      true,
    );
  });

  it('is made again when the names it must cover change', () => {
    const dbPath = join(tempDir(), 'sandbox.db');
    const first = load(dbPath, start);
    const wider = load(dbPath, start, [...LOOPBACK, 'pay.example.test']);
    expect(wider.renewed).toBe('its names differ');
    expect(new X509Certificate(wider.cert).checkHost('pay.example.test')).toBe('pay.example.test');
    expect(wider.ca?.fingerprint).toBe(first.ca?.fingerprint);
    expect(load(dbPath, start, LOOPBACK).renewed).toBe('its names differ');
  });

  it('covers the listening interface and the configured https origins, besides the loopback names', () => {
    expect(certificateNames('127.0.0.1')).toEqual(LOOPBACK);
    expect(certificateNames('0.0.0.0')).toEqual(LOOPBACK);
    expect(certificateNames('10.0.0.5', ['http://plain.example', 'https://Pay.Example.test:8443'])).toEqual([
      ...LOOPBACK,
      '10.0.0.5',
      'pay.example.test',
    ]);
  });
});

describe('the https variables', () => {
  it('default to port 8443 with the local CA, no proxy trusted', () => {
    expect(configFromEnv({})).toMatchObject({ https: { port: 8443 }, trustProxy: false });
    expect(configFromEnv({}).https?.certFile).toBeUndefined();
  });

  it('read SANDBOX_HTTPS_PORT (or off), SANDBOX_TLS_CERT and _KEY, SANDBOX_TRUST_PROXY', () => {
    expect(configFromEnv({ SANDBOX_HTTPS_PORT: 'off' }).https).toBeUndefined();
    expect(
      configFromEnv({ SANDBOX_HTTPS_PORT: '9443', SANDBOX_TLS_CERT: '/c.pem', SANDBOX_TLS_KEY: '/k.pem' })
        .https,
    ).toEqual({ port: 9443, certFile: '/c.pem', keyFile: '/k.pem' });
    expect(configFromEnv({ SANDBOX_TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(configFromEnv({ SANDBOX_TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  });

  it('refuse nonsense', () => {
    expect(() => configFromEnv({ SANDBOX_HTTPS_PORT: 'https' })).toThrow(/SANDBOX_HTTPS_PORT/);
    expect(() => configFromEnv({ SANDBOX_HTTPS_PORT: '70000' })).toThrow(/SANDBOX_HTTPS_PORT/);
    expect(() => configFromEnv({ SANDBOX_TLS_CERT: '/c.pem' })).toThrow(/SANDBOX_TLS_KEY/);
    expect(() => configFromEnv({ SANDBOX_TRUST_PROXY: 'yes' })).toThrow(/SANDBOX_TRUST_PROXY/);
  });
});
