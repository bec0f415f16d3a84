import { adminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import type {
  AdminUserDetail,
  AdminUserItem,
  AdminUserListQuery,
  AdminUserUpdate,
} from '@plateforme/shared/accounts/admin.schemas';
import { PERSON_HISTORY_LIMIT } from '@plateforme/shared/accounts/admin.schemas';
import { AppError, invalid } from '@plateforme/shared/errors/app-error';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import { errorMessages } from '@plateforme/shared/messages/common';
import type { Db } from '../../../db/client.ts';
import { buildSheet } from '../../../lib/xlsx.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { endAllSessions } from '../tokens.service.ts';
import { changedFields, recordAudit } from '../../platform/audit/audit.ts';
import { listSubscriptionsWithWorkshop } from '../../workshops/members/members.service.ts';
import * as repository from './users-admin.repository.ts';
import * as users from '../users.repository.ts';
import { toProStatusItem } from './pro-statuses.service.ts';

const notFound = () => new AppError('not_found', errorMessages.notFound);
const fullName = (user: { firstname: string; lastname: string }) => `${user.firstname} ${user.lastname}`;

type Row = Awaited<ReturnType<typeof repository.findUsers>>['rows'][number];

function toItem(row: Row): AdminUserItem {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    role: row.role,
    is_premium: row.isPremium,
    is_aja: row.isAja,
    is_archived: row.isArchived,
    is_invited: row.isInvited,
    email_confirmed: row.emailConfirmedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

const filterOf = ({ q, role, premium, aja, archived }: Omit<AdminUserListQuery, 'page' | 'per_page'>) => ({
  q,
  role,
  premium,
  aja,
  archived,
});

export async function listUsers(db: Db, query: AdminUserListQuery, now = new Date()) {
  const { rows, total } = await repository.findUsers(
    db,
    filterOf(query),
    { sort: query.sort, direction: query.direction, limit: query.per_page, offset: (query.page - 1) * query.per_page },
    now,
  );
  return { data: rows.map(toItem), meta: adminListMeta(total, query.page, query.per_page) };
}

const yesNo = (value: boolean) => (value ? adminUsersMessages.filters.yes : adminUsersMessages.filters.no);
const { columns, roles, states } = adminUsersMessages;

/** Every person the filters keep, as an xlsx sheet. */
export async function exportUsers(
  db: Db,
  query: Omit<AdminUserListQuery, 'page' | 'per_page'>,
  now = new Date(),
): Promise<Buffer> {
  const { rows } = await repository.findUsers(
    db,
    filterOf(query),
    { sort: query.sort, direction: query.direction, limit: null, offset: 0 },
    now,
  );
  return buildSheet<Row>(
    adminUsersMessages.sheet,
    [
      { header: adminUsersMessages.detail.lastname, value: (row) => row.lastname },
      { header: adminUsersMessages.detail.firstname, value: (row) => row.firstname },
      { header: columns.email, width: 32, value: (row) => row.email },
      { header: columns.role, value: (row) => roles[row.role] },
      { header: columns.premium, value: (row) => yesNo(row.isPremium) },
      { header: columns.aja, value: (row) => yesNo(row.isAja) },
      {
        header: columns.state,
        value: (row) => (row.isArchived ? states.archived : row.isInvited ? states.invited : states.active),
      },
      { header: columns.created, value: (row) => getParisDay(row.createdAt) },
    ],
    rows,
  );
}

export async function getUser(db: Db, id: number, now = new Date()): Promise<AdminUserDetail> {
  const user = await users.findUserById(db, id);
  if (!user) throw notFound();
  const activity = await repository.findUserActivity(db, id, now);
  const statuses = await repository.findProStatuses(db, id);
  const personPayments = await repository.findUserPayments(db, id);
  const places = await listSubscriptionsWithWorkshop(db, id, PERSON_HISTORY_LIMIT);
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone,
    role: user.role,
    is_aja: user.isAja,
    aja_role: user.ajaRole,
    is_archived: user.isArchived,
    is_invited: user.isInvited,
    email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    completed_at: user.completedAt?.toISOString() ?? null,
    memberships: activity.memberships.map((period) => ({
      id: period.id,
      start: getParisDay(period.start),
      end: getParisDay(period.end),
      source: period.source,
      is_current: period.start <= now && now < period.end,
    })),
    pro_statuses: statuses.map(toProStatusItem),
    payments: personPayments.map((payment) => ({
      id: payment.id,
      ref: payment.ref,
      status: payment.status,
      total_cents: payment.totalCents,
      created_at: payment.createdAt.toISOString(),
      paid_at: payment.paidAt?.toISOString() ?? null,
    })),
    meetings: places.map((place) => ({
      id: place.meetingId,
      start: place.start.toISOString(),
      end: place.end.toISOString(),
      workshop_id: place.workshopId,
      workshop_name: place.workshopName,
      status: place.status,
      attendance: place.attendance === null ? null : place.attendance === 1,
    })),
    recent_payments_count: activity.recentPaymentsCount,
    workshops_count: activity.workshopsCount,
  };
}

/** Names, e-mail (one account per address), phone and role; the staff cannot drop their own role. */
export async function updateUser(db: Db, viewer: Viewer, id: number, input: AdminUserUpdate): Promise<AdminUserDetail> {
  await db.transaction(async (tx) => {
    const before = await users.findUserById(tx, id);
    if (!before) throw notFound();
    if (id === viewer.id && input.role !== 'admin') throw invalid('role', adminUsersMessages.cannotDemoteSelf);
    const owner = await users.findUserByEmail(tx, input.email);
    if (owner && owner.id !== id) throw invalid('email', adminUsersMessages.emailTaken);
    const values = {
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      phone: input.phone || null,
      role: input.role,
    };
    // An address typed by the staff is not proven: its owner confirms it from the profile.
    const unproven = before.email.toLowerCase() !== input.email.toLowerCase() ? { emailConfirmedAt: null } : {};
    const after = await users.updateUser(tx, id, { ...values, ...unproven });
    if (!after) throw notFound();
    const changes = changedFields<Record<string, unknown>>(before, values);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, viewer, {
        action: 'update',
        entity: 'user',
        entityId: id,
        label: fullName(after),
        changes,
      });
    }
  });
  return getUser(db, id);
}

/**
 * Archiving keeps the person and their history but closes the account: sign-in refused
 * (the token endpoint reads is_archived) and every open session revoked now.
 */
export async function setArchived(
  db: Db,
  viewer: Viewer,
  id: number,
  archived: boolean,
  now = new Date(),
): Promise<AdminUserDetail> {
  if (archived && id === viewer.id) throw new AppError('conflict', adminUsersMessages.cannotArchiveSelf);
  await db.transaction(async (tx) => {
    const before = await users.findUserById(tx, id);
    if (!before) throw notFound();
    if (before.isArchived === archived) return;
    await users.updateUser(tx, id, { isArchived: archived });
    if (archived) await endAllSessions(tx, id, now);
    await recordAudit(tx, viewer, {
      action: archived ? 'archive' : 'unarchive',
      entity: 'user',
      entityId: id,
      label: fullName(before),
      changes: { is_archived: { before: before.isArchived, after: archived } },
    });
  });
  return getUser(db, id, now);
}
