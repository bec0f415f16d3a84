import { AppError, forbidden, invalid } from '@plateforme/shared/errors/app-error';
import type { AjaAssistantInput, ProfileUpdateInput } from '@plateforme/shared/accounts/profile.schemas';
import { profileMessages } from '@plateforme/shared/messages/accounts';
import { errorMessages, validationMessages } from '@plateforme/shared/messages/common';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { forgiveRateLimitHit, hitRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import { requestEmailChange } from './email-change.service.ts';
import { publicUrl, type Config } from '../../config.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createSecretToken, hashToken } from '../../lib/tokens.ts';
import { addressInUseMail, carerLinkRequestMail } from './account.mails.ts';
import type { MailDeps } from './password.service.ts';
import { revokeUserTokens, revokeUserTokensExceptFamily } from './tokens.repository.ts';
import { getProfile } from './profile.service.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { getPaymentHistory } from '../membership/membership.service.ts';
import { runsWorkshopOfMember } from '../workshops/workshops.service.ts';
import { getSessionCounts, listSubscriptionsWithWorkshop } from '../workshops/members/members.service.ts';
import * as repository from './users.repository.ts';

export const userRelations = ['payments', 'aja_assistant', 'subscriptions.workshop'] as const;
export type UserRelation = (typeof userRelations)[number];

export type MemberAccess = 'self' | 'staff' | 'workshop_pro';

/**
 * Who may read a member (DESIGN Security): the member, the staff, and a premium pro running
 * a workshop the member takes part in (runs it now: findWorkshopIdsRunBy). 404 when there is
 * no such member, 403 when the viewer may not.
 */
export async function getMemberAccess(db: Db, viewer: Viewer, targetId: number, now: Date): Promise<MemberAccess> {
  return (await readMember(db, viewer, targetId, now)).access;
}

/** The member `targetId` and the viewer's access to them, by getMemberAccess's rule. */
async function readMember(
  db: Db,
  viewer: Viewer,
  targetId: number,
  now: Date,
): Promise<{ access: MemberAccess; target: User }> {
  const target = await repository.findUserById(db, targetId);
  if (!target) throw new AppError('not_found', errorMessages.notFound);
  if (viewer.id === targetId) return { access: 'self', target };
  if (viewer.role === 'admin') return { access: 'staff', target };
  if (viewer.role === 'pro' && viewer.isPremium && (await runsWorkshopOfMember(db, viewer.id, targetId, now))) {
    return { access: 'workshop_pro', target };
  }
  throw forbidden();
}

async function requireEditor(db: Db, viewer: Viewer, targetId: number, now: Date): Promise<'self' | 'staff'> {
  const access = await getMemberAccess(db, viewer, targetId, now);
  if (access === 'workshop_pro') throw forbidden();
  return access;
}

export async function getUser(db: Db, viewer: Viewer, targetId: number, relations: UserRelation[], now = new Date()) {
  const { access } = await readMember(db, viewer, targetId, now);
  const [profile, counts] = await Promise.all([getProfile(db, targetId, now), getSessionCounts(db, targetId)]);
  const wants = new Set(relations);
  // Payments are the member's and the staff's business, not the workshop pro's.
  const payments =
    wants.has('payments') && access !== 'workshop_pro' ? await getPaymentHistory(db, targetId) : undefined;
  const subscriptions = wants.has('subscriptions.workshop')
    ? (await listSubscriptionsWithWorkshop(db, targetId)).map((row) => ({
        id: row.id,
        meeting_id: row.meetingId,
        status: row.status,
        attendance: row.attendance,
        created_at: row.createdAt.toISOString(),
        meeting: {
          id: row.meetingId,
          start: row.start.toISOString(),
          end: row.end.toISOString(),
          type: row.type,
          sequence: row.sequence,
        },
        workshop: { id: row.workshopId, name: row.workshopName, workshop_type: row.workshopType, is_aja: row.isAja },
      }))
    : undefined;
  return { ...profile, ...counts, ...(payments ? { payments } : {}), ...(subscriptions ? { subscriptions } : {}) };
}

/** Wrong old passwords: a few per quarter of an hour per account, more per address (an office). */
const oldPasswordLimits = (userId: number, ip: string): RateLimit[] => [
  { key: `old-password:user:${userId}`, limit: 5, windowSeconds: 15 * 60 },
  { key: `old-password:ip:${ip}`, limit: 20, windowSeconds: 15 * 60 },
];

async function checkOldPassword(db: Db, target: User, oldPassword: string | undefined, ip: string, now: Date) {
  if (!oldPassword) throw invalid('old_password', validationMessages.required);
  const limits = oldPasswordLimits(target.id, ip);
  for (const limit of limits) await hitRateLimit(db, limit, now);
  if (!target.passwordHash || !(await verifyPassword(target.passwordHash, oldPassword))) {
    throw invalid('old_password', profileMessages.wrongOldPassword);
  }
  // Only failures use up the allowance.
  for (const limit of limits) await forgiveRateLimitHit(db, limit, now);
}

export type UpdateUserDeps = MailDeps;
/** The session making the change: it stays open when the password changes, the others close. */
export type EditorSession = { familyId: string; ip: string };

/**
 * Profile edit (part 2 §5, ADR 021). The member's current password is needed to choose a new
 * one or a new login address. A new password closes every other session of the account; a
 * new address is only requested here (email-change.service.ts) and the current one stays
 * until the link sent to the new one is opened. The staff change an address directly.
 */
export async function updateUser(
  deps: UpdateUserDeps,
  viewer: Viewer,
  session: EditorSession,
  targetId: number,
  input: ProfileUpdateInput & { password?: string },
  now = new Date(),
): Promise<{ profile: Awaited<ReturnType<typeof getProfile>>; pendingEmail: string | null }> {
  const { db } = deps;
  const access = await requireEditor(db, viewer, targetId, now);
  const target = await repository.findUserById(db, targetId);
  if (!target) throw new AppError('not_found', errorMessages.notFound);
  const emailChanged = input.email !== target.email;
  if (access === 'self' && (input.password || emailChanged))
    await checkOldPassword(db, target, input.old_password, session.ip, now);
  if (access === 'staff' && emailChanged && (await repository.isEmailTaken(db, input.email, targetId))) {
    throw invalid('email', registrationMessages.emailTaken);
  }

  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    await repository.updateUser(tx, targetId, {
      lastname: input.lastname,
      firstname: input.firstname,
      ...(access === 'staff' ? { email: input.email } : {}),
      birthdate: input.birthdate ?? target.birthdate,
      street: input.street,
      zip: input.zip,
      city: input.city,
      phone: input.phone,
      ...(passwordHash ? { passwordHash } : {}),
    });
    if (!passwordHash) return;
    // A stolen session must not outlive the password it was opened with.
    if (access === 'self') await revokeUserTokensExceptFamily(tx, targetId, session.familyId, now);
    else await revokeUserTokens(tx, targetId, now);
  });
  const pendingEmail = access === 'self' && emailChanged ? input.email : null;
  if (pendingEmail) await requestEmailChange(deps, target, pendingEmail, now);
  return { profile: await getProfile(db, targetId, now), pendingEmail };
}

async function findYoung(db: Db, youngId: number) {
  const young = await repository.findUserById(db, youngId);
  if (!young) throw new AppError('not_found', errorMessages.notFound);
  if (young.ajaRole !== 'aja_young') throw new AppError('forbidden', profileMessages.assistantOnlyForYoung);
  return young;
}

/** What naming a carer needs besides the database: the mails it sends. */
export type CarerLinkDeps = {
  /** Invites a carer account created just now to choose a password. */
  inviteCarer: (userId: number) => Promise<void>;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
};

export const CARER_LINK_TTL_DAYS = 7;
/** A young person names at most this many carers a day (each one sends an e-mail). */
const carerLinkLimit = (youngId: number) => ({
  key: `carer-link:young:${youngId}`,
  limit: 5,
  windowSeconds: 24 * 3600,
});

/** POST /api/users/{id}/aja-assistant: the young person or the staff name the carer. */
export async function addAjaAssistant(
  db: Db,
  deps: CarerLinkDeps,
  viewer: Viewer,
  youngId: number,
  input: AjaAssistantInput,
  now = new Date(),
) {
  await requireEditor(db, viewer, youngId, now);
  return linkAjaAssistant(db, deps, youngId, input, undefined, now);
}

/**
 * An AJA young person's carer (ADR 021). A new address gets an invited carer account, linked
 * at once and invited to choose a password. An existing carer account is only asked: the link
 * is made when the carer accepts through the e-mailed link. An address of any other account
 * gets a warning. The answer is the same in the three cases and echoes only what was typed.
 * The caller has checked who is asking (addAjaAssistant, or registration step 3 for oneself).
 */
export async function linkAjaAssistant(
  db: Db,
  deps: CarerLinkDeps,
  youngId: number,
  input: AjaAssistantInput,
  /** Runs in the same transaction once the carer is named (registration records its step there). */
  onLinked?: (tx: Db, assistantId: number | null) => Promise<void>,
  now = new Date(),
) {
  const young = await findYoung(db, youngId);
  if (young.assistantId) throw invalid('email', profileMessages.assistantAlreadySet);
  await hitRateLimit(db, carerLinkLimit(youngId), now);
  const email = input.email.trim().toLowerCase();
  const outcome = await db.transaction(async (tx) => {
    const existing = await repository.findUserByEmail(tx, email);
    if (!existing) {
      const created = await repository.insertUser(tx, {
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        email,
        isAja: true,
        ajaRole: 'aja_assistant',
        isInvited: true,
        registrationProcess: { reason: 'aja', aja_role: 'aja_assistant' },
      });
      await repository.updateUser(tx, youngId, { assistantId: created.id });
      await onLinked?.(tx, created.id);
      return { kind: 'created' as const, carerId: created.id };
    }
    await onLinked?.(tx, null);
    if (existing.ajaRole !== 'aja_assistant' || existing.isArchived) return { kind: 'taken' as const };
    const token = createSecretToken();
    await repository.insertCarerLinkRequest(tx, {
      youngId,
      carerId: existing.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + CARER_LINK_TTL_DAYS * 24 * 3600 * 1000),
    });
    return { kind: 'asked' as const, token };
  });
  // After the commit: the e-mail goes out only for what exists.
  if (outcome.kind === 'created') await deps.inviteCarer(outcome.carerId);
  if (outcome.kind === 'asked')
    await deps.mailer.send(carerLinkRequestMail(email, `${publicUrl(deps.config)}/carer-link/${outcome.token}`));
  if (outcome.kind === 'taken') await deps.mailer.send(addressInUseMail(email));
  return { assistant: { firstname: input.firstname.trim(), lastname: input.lastname.trim(), email } };
}

const invalidCarerLink = () =>
  new AppError('validation_failed', profileMessages.carerLinkInvalid, { token: [profileMessages.carerLinkInvalid] });

/** The carer, signed in, accepts the request from the e-mailed link: only then the link is made. */
export async function acceptCarerLink(db: Db, viewer: Viewer, token: string, now = new Date()): Promise<void> {
  const request = await repository.findCarerLinkRequest(db, hashToken(token));
  if (!request || request.carerId !== viewer.id || request.usedAt || request.expiresAt <= now) throw invalidCarerLink();
  await db.transaction(async (tx) => {
    if (!(await repository.spendCarerLinkRequest(tx, request.id, now))) throw invalidCarerLink();
    // The young person may have named someone else meanwhile: the first link made stays.
    if (!(await repository.linkCarerIfNone(tx, request.youngId, request.carerId))) throw invalidCarerLink();
  });
}

/**
 * The carer's account stays: only the link to the young person goes, with every acceptance
 * link still pending, so that no old e-mail can make it again (ADR 068).
 */
export async function removeAjaAssistant(db: Db, viewer: Viewer, youngId: number, now = new Date()) {
  await requireEditor(db, viewer, youngId, now);
  const young = await findYoung(db, youngId);
  if (!young.assistantId) throw new AppError('not_found', profileMessages.noAssistant);
  await db.transaction(async (tx) => {
    await repository.updateUser(tx, youngId, { assistantId: null });
    await repository.endCarerLinkRequests(tx, youngId, now);
  });
}

// The person's row, for the other modules: accounts owns the users table (ADR 081).
