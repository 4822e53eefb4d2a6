import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (TOTP secrets: a hash would not do, the code is computed from them) are kept
 * encrypted at rest with AES-256-GCM under `SECRETS_KEY` (issue 26; ASVS 5.0 V14). A stored value reads
 * `v1:<iv>.<tag>.<ciphertext>` (base64url). The row's owner goes in as associated data, so a value copied onto
 * another person's row does not open.
 *
 * A value without the `v1:` prefix is one written before encryption (plain text): it is still read, and
 * `encryptPlainSecondFactors` at start-up rewrites every such row once (docs/decisions/incoming/wt-sess.md).
 */
export const SEALED_PREFIX = 'v1:';
const IV_BYTES = 12;

export const isSealed = (stored: string): boolean => stored.startsWith(SEALED_PREFIX);

export function sealSecret(key: Buffer, owner: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(owner, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return `${SEALED_PREFIX}${parts.join('.')}`;
}

/** The plain secret; throws when the value was altered, sealed for someone else or under another key. */
export function openSecret(key: Buffer, owner: string, stored: string): string {
  if (!isSealed(stored)) return stored;
  const [iv, tag, body] = stored.slice(SEALED_PREFIX.length).split('.');
  if (iv === undefined || tag === undefined || body === undefined) throw new Error('malformed sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(owner, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
