import { createHmac } from 'node:crypto';
import { AppError } from '@plateforme/shared/errors/app-error';
import { authMessages } from '@plateforme/shared/messages/accounts';
import type { Db } from '../../db/client.ts';
import {
  addRateLimitHit,
  clearRateLimit,
  countRateLimitHit,
  forgiveRateLimitHit,
  rateLimitedMessage,
  readRateLimitCount,
  type RateLimit,
} from '../../lib/rate-limit.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { createSecretToken, hashToken } from '../../lib/tokens.ts';
import { verifyCaptcha } from '../platform/captcha/captcha.service.ts';
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
  await repository.noteActivity(db, owner.userId, now);
  return answer(settings, { accessToken, refreshToken });
}

const LOGIN_WINDOW_SECONDS = 15 * 60;
const LOGIN_FAILURES_ALLOWED = 10;
// One place trying one address: a person who forgot their password waits after 5 tries there.
const PAIR_FAILURES_ALLOWED = 5;
// Sign-ins whose password is being checked at once from one IP (a room, a proxy, a load test):
// past this, the next ones solve a captcha, so a burst cannot slip guesses in before its failures are counted.
const SIMULTANEOUS_CHECKS_ALLOWED = 50;

type LoginLimits = { byIp: RateLimit; checkingByIp: RateLimit; byPair: RateLimit; byEmail: RateLimit };

const loginLimitsFor = (email: string, ip: string): LoginLimits => {
  const window = { limit: LOGIN_FAILURES_ALLOWED, windowSeconds: LOGIN_WINDOW_SECONDS };
  return {
    byIp: { key: `login:ip:${ip}`, ...window },
    checkingByIp: { key: `login:ip-checking:${ip}`, ...window, limit: SIMULTANEOUS_CHECKS_ALLOWED },
    byPair: { key: `login:email-ip:${email}:${ip}`, ...window, limit: PAIR_FAILURES_ALLOWED },
    byEmail: { key: `login:email:${email}`, ...window },
  };
};

/**
 * The limits an attempt meets before its password is checked (ADR 061). The IP counts only
 * failed passwords and, past its limit, asks for a captcha like the address does: people
 * sharing one IP are never refused the right password. The (address, IP) pair is a hard
 * limit, counted first so that simultaneous guesses cannot pass it. An attempt refused here
 * had no password checked: it takes its hits back, so refusals never keep a limit full.
 * Answers whether the address asked for (and got) a captcha. The caller counts the attempt's
 * check out of `checkingByIp` once it has its answer.
 */
async function checkLoginLimits(db: Db, limits: LoginLimits, captcha: string | undefined, now: Date): Promise<boolean> {
  const ipChecking = await addRateLimitHit(db, limits.checkingByIp, now);
  const ipFailures = await readRateLimitCount(db, limits.byIp, now);
  const ipNeedsCaptcha = ipFailures >= limits.byIp.limit || ipChecking > limits.checkingByIp.limit;
  if (await countRateLimitHit(db, limits.byPair, now)) {
    await forgiveRateLimitHit(db, limits.byPair, now);
    throw new AppError('rate_limited', rateLimitedMessage);
  }
  const emailNeedsCaptcha = await countRateLimitHit(db, limits.byEmail, now);
  if (!ipNeedsCaptcha && !emailNeedsCaptcha) return false;
  const refuse = async (message: string) => {
    for (const limit of [limits.byPair, limits.byEmail]) await forgiveRateLimitHit(db, limit, now);
    return new AppError('captcha_required', message);
  };
  if (!captcha) throw await refuse(emailNeedsCaptcha ? authMessages.captchaRequired : authMessages.captchaRequiredHere);
  const solved = await verifyCaptcha(db, captcha, now).then(
    () => true,
    () => false,
  );
  if (!solved) throw await refuse(authMessages.captchaFailed);
  return emailNeedsCaptcha;
}

/** Counts the attempt among the IP's simultaneous checks until it has its answer. */
async function whileChecking<T>(db: Db, checking: RateLimit, now: Date, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } finally {
    await forgiveRateLimitHit(db, checking, now);
  }
}

/** grant_type=password: the same answer whether the e-mail is unknown or the password wrong. */
export async function loginWithPassword(
  db: Db,
  settings: TokenSettings,
  input: { username: string; password: string; clientId: string; clientSecret?: string; ip: string; captcha?: string },
  now = new Date(),
): Promise<TokenResponse> {
  const email = input.username.trim().toLowerCase();
  const limits = loginLimitsFor(email, input.ip);
  const { clientId, user, solvedForEmail } = await whileChecking(db, limits.checkingByIp, now, async () => {
    const solvedForEmail = await checkLoginLimits(db, limits, input.captcha, now);
    const client = await checkClient(db, input.clientId, input.clientSecret);
    const found = await findUserByEmail(db, email);
    const passwordOk = await verifyPassword(found?.passwordHash ?? (await decoyHash), input.password);
    const user = found?.passwordHash && passwordOk && !found.isArchived ? found : undefined;
    // Counted before the check ends, so no simultaneous attempt slips between the two counts.
    if (!user) await addRateLimitHit(db, limits.byIp, now);
    return { clientId: client.id, user, solvedForEmail };
  });
  if (!user) throw invalidGrant();
  // Only failed passwords use up the allowance. The owner who solved the address's captcha
  // ends its captcha mode: the failures that called for it were not theirs (ADR 061).
  await forgiveRateLimitHit(db, limits.byPair, now);
  if (solvedForEmail) await clearRateLimit(db, limits.byEmail, now);
  else await forgiveRateLimitHit(db, limits.byEmail, now);
  return issue(db, settings, { userId: user.id, clientId }, now);
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
  const derive = (purpose: string) =>
    createHmac('sha256', key).update(`${purpose}:${refreshToken}`).digest('base64url');
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
