import { AppError, forbidden, invalid } from '@plateforme/shared/errors/app-error';
import type { AjaAssistantInput, ProfileUpdateInput } from '@plateforme/shared/accounts/profile.schemas';
import { messages } from '@plateforme/shared/messages/fr';
import type { Db } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { getProfile } from '../accounts/profile.service.ts';
import { toPaymentHistory } from '../membership/payment.view.ts';
import * as repository from './users.repository.ts';

export const userRelations = ['payments', 'aja_assistant', 'subscriptions.workshop'] as const;
export type UserRelation = (typeof userRelations)[number];

type Access = 'self' | 'staff' | 'workshop_pro';

/**
 * Who may read a member (DESIGN Security): the member, the staff, and a premium pro running
 * a workshop the member takes part in.
 */
async function accessTo(db: Db, viewerId: number, targetId: number, now: Date): Promise<Access> {
  if (viewerId === targetId) return 'self';
  const viewer = await repository.findViewer(db, viewerId, now);
  if (viewer?.role === 'admin') return 'staff';
  if (viewer?.role === 'pro' && viewer.isPremium && (await repository.isMemberOfProWorkshops(db, viewerId, targetId, now))) {
    return 'workshop_pro';
  }
  throw forbidden();
}

async function requireEditor(db: Db, viewerId: number, targetId: number, now: Date): Promise<'self' | 'staff'> {
  const access = await accessTo(db, viewerId, targetId, now);
  if (access === 'workshop_pro') throw forbidden();
  return access;
}

export async function getUser(db: Db, viewerId: number, targetId: number, relations: UserRelation[], now = new Date()) {
  const target = await repository.findUserById(db, targetId);
  if (!target) throw new AppError('not_found', messages.errors.notFound);
  const access = await accessTo(db, viewerId, targetId, now);
  const profile = await getProfile(db, targetId, now);
  const wants = new Set(relations);
  // Payments are the member's and the staff's business, not the workshop pro's.
  const payments =
    wants.has('payments') && access !== 'workshop_pro'
      ? toPaymentHistory(await repository.findPayments(db, targetId))
      : undefined;
  const subscriptions = wants.has('subscriptions.workshop')
    ? (await repository.findSubscriptionsWithWorkshop(db, targetId)).map((row) => ({
        id: row.id,
        meeting_id: row.meetingId,
        status: row.status,
        attendance: row.attendance,
        created_at: row.createdAt.toISOString(),
        meeting: { id: row.meetingId, start: row.start.toISOString(), end: row.end.toISOString(), type: row.type, sequence: row.sequence },
        workshop: { id: row.workshopId, name: row.workshopName, workshop_type: row.workshopType, is_aja: row.isAja },
      }))
    : undefined;
  return { ...profile, ...(payments ? { payments } : {}), ...(subscriptions ? { subscriptions } : {}) };
}

/** Profile edit (part 2 §5): the old password is needed to choose a new one; e-mails stay unique. */
export async function updateUser(db: Db, viewerId: number, targetId: number, input: ProfileUpdateInput & { password?: string }, now = new Date()) {
  const access = await requireEditor(db, viewerId, targetId, now);
  const target = await repository.findUserById(db, targetId);
  if (!target) throw new AppError('not_found', messages.errors.notFound);
  if (await repository.isEmailTaken(db, input.email, targetId)) throw invalid('email', messages.registration.emailTaken);

  let passwordHash: string | undefined;
  if (input.password) {
    if (access === 'self') {
      if (!input.old_password) throw invalid('old_password', messages.validation.required);
      if (!target.passwordHash || !(await verifyPassword(target.passwordHash, input.old_password))) {
        throw invalid('old_password', messages.profile.wrongOldPassword);
      }
    }
    passwordHash = await hashPassword(input.password);
  }
  await repository.updateUser(db, targetId, {
    lastname: input.lastname,
    firstname: input.firstname,
    email: input.email,
    birthdate: input.birthdate ?? target.birthdate,
    street: input.street,
    zip: input.zip,
    city: input.city,
    phone: input.phone,
    ...(passwordHash ? { passwordHash } : {}),
  });
  return getProfile(db, targetId, now);
}

async function requireYoung(db: Db, viewerId: number, youngId: number, now: Date) {
  await requireEditor(db, viewerId, youngId, now);
  const young = await repository.findUserById(db, youngId);
  if (!young) throw new AppError('not_found', messages.errors.notFound);
  if (young.ajaRole !== 'aja_young') throw new AppError('forbidden', messages.profile.assistantOnlyForYoung);
  return young;
}

/**
 * An AJA young person names their carer: an existing carer account is linked, otherwise an
 * invited carer account is created and invited by e-mail to choose a password.
 */
export async function addAjaAssistant(
  db: Db,
  invite: (userId: number) => Promise<void>,
  viewerId: number,
  youngId: number,
  input: AjaAssistantInput,
  now = new Date(),
  /** Runs in the same transaction once the carer is linked (registration records its step there). */
  onLinked?: (tx: Db, assistantId: number) => Promise<void>,
) {
  const young = await requireYoung(db, viewerId, youngId, now);
  if (young.assistantId) throw invalid('email', messages.profile.assistantAlreadySet);
  const email = input.email.trim().toLowerCase();
  const result = await db.transaction(async (tx) => {
    const existing = await repository.findUserByEmail(tx, email);
    if (existing && existing.ajaRole !== 'aja_assistant') throw invalid('email', messages.registration.emailTaken);
    const assistant =
      existing ??
      (await repository.insertUser(tx, {
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        email,
        isAja: true,
        ajaRole: 'aja_assistant',
        isInvited: true,
        registrationProcess: { reason: 'aja', aja_role: 'aja_assistant' },
      }));
    await repository.updateUser(tx, youngId, { assistantId: assistant.id });
    await onLinked?.(tx, assistant.id);
    return { assistant: { id: assistant.id, firstname: assistant.firstname, lastname: assistant.lastname, email: assistant.email }, created: !existing };
  });
  // After the commit: the e-mail goes out only for an account that exists.
  if (result.created) await invite(result.assistant.id);
  return result;
}

/** The carer's account stays: only the link to the young person goes. */
export async function removeAjaAssistant(db: Db, viewerId: number, youngId: number, now = new Date()) {
  const young = await requireYoung(db, viewerId, youngId, now);
  if (!young.assistantId) throw new AppError('not_found', messages.profile.noAssistant);
  await repository.updateUser(db, youngId, { assistantId: null });
}
