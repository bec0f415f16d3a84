import { createHash, randomBytes } from 'node:crypto';

/** A secret handed to a person or a client: 256 random bits, URL-safe. */
export function createSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256: a stolen table gives nothing usable. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
