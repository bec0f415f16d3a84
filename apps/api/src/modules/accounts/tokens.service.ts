import { createHmac } from 'node:crypto';
import { AppError } from '@plateforme/shared/errors/app-error';
import { authMessages } from '@plateforme/shared/messages/accounts';
import type { Db } from '../../db/client.ts';
import { countRateLimitHit, forgiveRateLimitHit, hitRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { createSecretToken, hashToken } from '../../lib/tokens.ts';
import { verifyCaptcha } from '../captcha/captcha.service.ts';
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

type TokenPair = { accessToken: string; refreshToken: string };

const answer = (settings: TokenSettings, { accessToken, refreshToken }: TokenPair): TokenResponse => ({
  token_type: 'Bearer',
  access_token: accessToken,
  expires_in: settings.accessTtlSeconds,
  refresh_token: refreshToken,
});

async function issue(
  db: Db,
  settings: TokenSettings,
  owner: { userId: number; clientId: string; familyId?: string },
  now: Date,
  { accessToken, refreshToken }: TokenPair = { accessToken: createSecretToken(), refreshToken: createSecretToken() },
): Promise<TokenResponse> {
  await repository.insertTokenPair(db, {
    ...owner,
    accessHash: hashToken(accessToken),
    refreshHash: hashToken(refreshToken),
    accessExpiresAt: new Date(now.getTime() + settings.accessTtlSeconds * 1000),
    refreshExpiresAt: new Date(now.getTime() + settings.refreshTtlSeconds * 1000),
  });
  return answer(settings, { accessToken, refreshToken });
}

const LOGIN_WINDOW_SECONDS = 15 * 60;
const LOGIN_FAILURES_ALLOWED = 10;
// One place trying one address: a person who forgot their password waits after 5 tries there.
const PAIR_FAILURES_ALLOWED = 5;

/**
 * Failures are counted per IP and per (address, IP) pair, both hard limits, and per address,
 * which only asks for a captcha: a stranger can slow an account down but never lock its
 * owner out. Counting stops at the first limit hit, so a blocked IP moves nothing else.
 */
async function checkLoginLimits(db: Db, email: string, ip: string, captcha: string | undefined, now: Date): Promise<RateLimit[]> {
  const window = { limit: LOGIN_FAILURES_ALLOWED, windowSeconds: LOGIN_WINDOW_SECONDS };
  const byIp = { key: `login:ip:${ip}`, ...window };
  const byPair = { key: `login:email-ip:${email}:${ip}`, ...window, limit: PAIR_FAILURES_ALLOWED };
  const byEmail = { key: `login:email:${email}`, ...window };
  await hitRateLimit(db, byIp, now);
  await hitRateLimit(db, byPair, now);
  if (await countRateLimitHit(db, byEmail, now)) {
    if (!captcha) throw new AppError('captcha_required', authMessages.captchaRequired);
    await verifyCaptcha(db, captcha, now).catch(() => {
      throw new AppError('captcha_required', authMessages.captchaFailed);
    });
  }
  return [byIp, byPair, byEmail];
}

/** grant_type=password: the same answer whether the e-mail is unknown or the password wrong. */
export async function loginWithPassword(
  db: Db,
  settings: TokenSettings,
  input: { username: string; password: string; clientId: string; clientSecret?: string; ip: string; captcha?: string },
  now = new Date(),
): Promise<TokenResponse> {
  const email = input.username.trim().toLowerCase();
  const limits = await checkLoginLimits(db, email, input.ip, input.captcha, now);
  const client = await checkClient(db, input.clientId, input.clientSecret);
  const user = await findUserByEmail(db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
  if (!user || !user.passwordHash || !passwordOk || user.isArchived) throw invalidGrant();
  // Only failed attempts use up the allowance: people sharing an office address can all sign in.
  for (const limit of limits) await forgiveRateLimitHit(db, limit, now);
  return issue(db, settings, { userId: user.id, clientId: client.id }, now);
}

/** Two tabs, or a retry after a lost answer, may present one refresh token twice this close together. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

const invalidRefresh = () => new AppError('invalid_grant', authMessages.invalidRefreshToken);

/**
 * The pair a refresh token rotates to, derived from it with a server key: a second
 * presentation within the grace window gets the very same pair back without the pair
 * ever being stored in clear (only its hashes are), and nobody without the key can derive it.
 */
async function derivePair(db: Db, refreshToken: string): Promise<TokenPair> {
  const key = await repository.findOrCreateRotationKey(db);
  const derive = (purpose: string) => createHmac('sha256', key).update(`${purpose}:${refreshToken}`).digest('base64url');
  return { accessToken: derive('access'), refreshToken: derive('refresh') };
}

/**
 * grant_type=refresh_token: the pair rotates. Presented again within a few seconds, the
 * token answers the same new pair (two tabs, a retry). Presented later, or once that pair
 * has moved on, it means it leaked: the whole family (every token descended from that
 * login) is revoked.
 */
export async function refreshTokens(
  db: Db,
  settings: TokenSettings,
  input: { refreshToken: string; clientId: string; clientSecret?: string },
  now = new Date(),
): Promise<TokenResponse> {
  const client = await checkClient(db, input.clientId, input.clientSecret);
  const tokenHash = hashToken(input.refreshToken);
  const stored = await repository.findRefreshToken(db, tokenHash);
  if (!stored) throw invalidRefresh();
  const owner = await repository.findAccessTokenOwner(db, stored.accessTokenId);
  if (!owner || owner.clientId !== client.id) throw invalidRefresh();
  if (!stored.usedAt && !stored.revokedAt && stored.expiresAt <= now) {
    throw new AppError('invalid_grant', authMessages.expiredRefreshToken);
  }
  const next = await derivePair(db, input.refreshToken);
  // Spending and issuing commit together: whoever sees the token spent also sees its new pair.
  const rotated = await db.transaction(async (tx) => {
    if (!(await repository.spendRefreshToken(tx, stored.id, now))) return false;
    await repository.revokeAccessToken(tx, stored.accessTokenId, now);
    await issue(tx, settings, { userId: owner.userId, clientId: client.id, familyId: stored.familyId }, now, next);
    return true;
  });
  if (rotated) return answer(settings, next);

  const spent = await repository.findRefreshToken(db, tokenHash);
  const withinGrace =
    spent?.usedAt && !spent.revokedAt && now.getTime() - spent.usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
  if (withinGrace && (await repository.isLiveRefreshToken(db, hashToken(next.refreshToken), now))) {
    return answer(settings, next);
  }
  await repository.revokeFamily(db, stored.familyId, now);
  throw new AppError('invalid_grant', authMessages.reusedRefreshToken);
}

/** Logout ends the session the token belongs to: its access and refresh tokens. */
export async function logout(db: Db, familyId: string, now = new Date()): Promise<void> {
  await repository.revokeFamily(db, familyId, now);
}

/** A new password ends every session of the account, on every device. */
export async function endAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  await repository.revokeUserTokens(db, userId, now);
}
