import type { InvitationInput, PendingInvitation } from '@plateforme/shared/accounts/admin.schemas';
import { AppError, conflict, invalid } from '@plateforme/shared/errors/app-error';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import { errorMessages } from '@plateforme/shared/messages/common';
import type { AppContext } from '../../../app-context.ts';
import { createInvitationWith } from '../invitation.service.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { createdFields, recordAudit } from '../../platform/audit/audit.ts';
import { insertStatus } from './pro-statuses.service.ts';
import * as repository from './users-admin.repository.ts';
import * as users from '../users.repository.ts';

type Deps = Pick<AppContext, 'mailer' | 'config'> & { db: AppContext['database']['db'] };

export async function listPendingInvitations(db: Deps['db']): Promise<PendingInvitation[]> {
  const rows = await repository.findPendingInvitations(db);
  return rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    role: row.role,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * The staff create a member or a pro (with a pro status, for a pro) who receives the
 * invitation link: the account, the status, the link and the audit line in one transaction.
 */
export async function invitePerson(
  { db, mailer, config }: Deps,
  viewer: Viewer,
  input: InvitationInput,
  now = new Date(),
) {
  if (input.pro_status && input.role !== 'pro') throw invalid('pro_status', adminUsersMessages.proStatusOnlyForPros);
  const invited = await createInvitationWith(
    db,
    mailer,
    config,
    async (tx) => {
      if (await users.findUserByEmail(tx, input.email)) throw invalid('email', adminUsersMessages.emailTaken);
      const person = { firstname: input.firstname, lastname: input.lastname, email: input.email, role: input.role };
      const user = await users.insertUser(tx, {
        ...person,
        isInvited: true,
        registrationProcess: input.role === 'pro' ? { reason: 'other' } : {},
      });
      await recordAudit(tx, viewer, {
        action: 'invite',
        entity: 'user',
        entityId: user.id,
        label: `${user.firstname} ${user.lastname}`,
        changes: createdFields(person),
      });
      if (input.pro_status) await insertStatus(tx, viewer, user.id, input.pro_status);
      return user.id;
    },
    now,
  );
  return { user_id: invited.userId, email: invited.email };
}

/**
 * A new link for a pending invitation: the earlier one stops working. An archived person
 * cannot finish an invitation (ADR 045), so no link is sent to them: 409, nothing written.
 */
export async function resendInvitation(
  { db, mailer, config }: Deps,
  viewer: Viewer,
  invitationId: number,
  now = new Date(),
) {
  const pending = await repository.findPendingInvitation(db, invitationId);
  if (!pending) throw new AppError('not_found', errorMessages.notFound);
  if (pending.isArchived) throw conflict(adminUsersMessages.invitationArchived);
  const invited = await createInvitationWith(
    db,
    mailer,
    config,
    async (tx) => {
      // Checked again under the row lock: an archiving committed meanwhile wins.
      if ((await users.lockUser(tx, pending.userId))?.isArchived !== false)
        throw conflict(adminUsersMessages.invitationArchived);
      await recordAudit(tx, viewer, {
        action: 'resend-invitation',
        entity: 'user',
        entityId: pending.userId,
        label: pending.email,
      });
      return pending.userId;
    },
    now,
  );
  return { user_id: invited.userId, email: invited.email };
}
