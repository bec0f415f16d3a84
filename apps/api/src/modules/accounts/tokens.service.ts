import { AppError } from '@plateforme/shared/errors/app-error';
import { authMessages } from '@plateforme/shared/messages/accounts';
import type { Db } from '../../db/client.ts';
import { forgiveRateLimitHit, hitRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { createSecretToken, hashToken } from '../../lib/tokens.ts';
import * as repository from './tokens.repository.ts';
import { findUserByEmail } from './users.repository.ts';

export type TokenSettings = { accessTtlSeconds: number; refreshTtlSeconds: number };

export type TokenResponse = {
  token_type: 'Bearer';
  access_token: string;
  expires_in: number;
  refresh_token: string;
};

const invalidGrant = () => new AppError('invalid_grant', authMessages.invalidCredentials);
const invalidClient = () => new AppError('unauthenticated', 'Client OAuth inconnu ou secret invalide.');

// Compared against when the e-mail is unknown, so both answers take the same time.
const decoyHash = hashPassword('mot de passe leurre pour les e-mails inconnus');

async function checkClient(db: Db, clientId: string, clientSecret: string | undefined) {
  const client = await repository.findClient(db, clientId);
  if (!client) throw invalidClient();
  if (client.confidential) {
    if (!client.secretHash || !clientSecret || !(await verifyPassword(client.secretHash, clientSecret))) {
      throw invalidClient();
    }
  }
  return client;
}

async function issue(
  db: Db,
  settings: TokenSettings,
  owner: { userId: number; clientId: string; familyId?: string },
  now: Date,
): Promise<TokenResponse> {
  const accessToken = createSecretToken();
  const refreshToken = createSecretToken();
  await repository.insertTokenPair(db, {
    ...owner,
    accessHash: hashToken(accessToken),
    refreshHash: hashToken(refreshToken),
    accessExpiresAt: new Date(now.getTime() + settings.accessTtlSeconds * 1000),
    refreshExpiresAt: new Date(now.getTime() + settings.refreshTtlSeconds * 1000),
  });
  return {
    token_type: 'Bearer',
    access_token: accessToken,
    expires_in: settings.accessTtlSeconds,
    refresh_token: refreshToken,
  };
}

/** grant_type=password: the same answer whether the e-mail is unknown or the password wrong. */
export async function loginWithPassword(
  db: Db,
  settings: TokenSettings,
  input: { username: string; password: string; clientId: string; clientSecret?: string; ip: string },
  now = new Date(),
): Promise<TokenResponse> {
  const email = input.username.trim().toLowerCase();
  const limits: RateLimit[] = [
    { key: `login:email:${email}`, limit: 10, windowSeconds: 15 * 60 },
    { key: `login:ip:${input.ip}`, limit: 10, windowSeconds: 15 * 60 },
  ];
  for (const limit of limits) await hitRateLimit(db, limit, now);
  const client = await checkClient(db, input.clientId, input.clientSecret);
  const user = await findUserByEmail(db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
  if (!user || !user.passwordHash || !passwordOk || user.isArchived) throw invalidGrant();
  // Only failed attempts use up the allowance: people sharing an office address can all sign in.
  for (const limit of limits) await forgiveRateLimitHit(db, limit, now);
  return issue(db, settings, { userId: user.id, clientId: client.id }, now);
}

/**
 * grant_type=refresh_token: the pair rotates. A refresh token presented twice means it
 * leaked: the whole family (every token descended from that login) is revoked.
 */
export async function refreshTokens(
  db: Db,
  settings: TokenSettings,
  input: { refreshToken: string; clientId: string; clientSecret?: string },
  now = new Date(),
): Promise<TokenResponse> {
  const client = await checkClient(db, input.clientId, input.clientSecret);
  const stored = await repository.findRefreshToken(db, hashToken(input.refreshToken));
  if (!stored) throw new AppError('invalid_grant', 'Jeton de renouvellement invalide.');
  const owner = await repository.findAccessTokenOwner(db, stored.accessTokenId);
  if (!owner || owner.clientId !== client.id) throw new AppError('invalid_grant', 'Jeton de renouvellement invalide.');
  if (stored.usedAt || stored.revokedAt || !(await repository.spendRefreshToken(db, stored.id, now))) {
    await repository.revokeFamily(db, stored.familyId, now);
    throw new AppError('invalid_grant', 'Jeton de renouvellement déjà utilisé : la session est fermée.');
  }
  if (stored.expiresAt <= now) throw new AppError('invalid_grant', 'Jeton de renouvellement expiré.');
  await repository.revokeAccessToken(db, stored.accessTokenId, now);
  return issue(db, settings, { userId: owner.userId, clientId: client.id, familyId: stored.familyId }, now);
}

export async function authenticateAccessToken(db: Db, accessToken: string, now = new Date()) {
  return repository.findLiveAccessToken(db, hashToken(accessToken), now);
}

/** Logout ends the session the token belongs to: its access and refresh tokens. */
export async function logout(db: Db, familyId: string, now = new Date()): Promise<void> {
  await repository.revokeFamily(db, familyId, now);
}

/** A new password ends every session of the account, on every device. */
export async function endAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  await repository.revokeUserTokens(db, userId, now);
}
