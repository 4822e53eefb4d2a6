import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { isSealed, openSecret, sealSecret } from './secret-box';

const key = randomBytes(32);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('secrets at rest (AES-256-GCM)', () => {
  it('seals a secret so the stored value does not show it, and opens it again', () => {
    const sealed = sealSecret(key, 'user-1', SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(SECRET);
    expect(openSecret(key, 'user-1', sealed)).toBe(SECRET);
    // A fresh IV each time: the same secret never seals to the same text.
    expect(sealSecret(key, 'user-1', SECRET)).not.toBe(sealed);
  });

  it('refuses a value sealed for another person, under another key, or altered', () => {
    const sealed = sealSecret(key, 'user-1', SECRET);
    expect(() => openSecret(key, 'user-2', sealed)).toThrow();
    expect(() => openSecret(randomBytes(32), 'user-1', sealed)).toThrow();
    // A character inside the ciphertext (the last one may carry only padding bits, which decode to the same bytes).
    const at = sealed.lastIndexOf('.') + 2;
    const other = sealed[at] === 'A' ? 'B' : 'A';
    expect(() =>
      openSecret(key, 'user-1', `${sealed.slice(0, at)}${other}${sealed.slice(at + 1)}`),
    ).toThrow();
  });

  it('reads a value stored before encryption (no prefix) as it is', () => {
    expect(isSealed(SECRET)).toBe(false);
    expect(openSecret(key, 'user-1', SECRET)).toBe(SECRET);
  });
});

describe('SECRETS_KEY', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mosaico-secrets-key-'));
  const production = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(40),
    PUBLIC_URL: 'https://mosaico.example',
  };

  it('is required in production', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/SECRETS_KEY/);
    const given = randomBytes(32);
    expect(loadConfig({ ...production, SECRETS_KEY: given.toString('base64') }).secretsKey).toEqual(given);
  });

  it('must be 32 bytes in base64', () => {
    for (const wrong of ['short', randomBytes(16).toString('base64'), 'x'.repeat(44)]) {
      expect(() => loadConfig({ ...production, SECRETS_KEY: wrong }), wrong).toThrow(/SECRETS_KEY/);
    }
  });

  it('has a fixed development key outside production only', () => {
    const development = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(development.secretsKey).toHaveLength(32);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).secretsKey).toEqual(development.secretsKey);
  });
});
