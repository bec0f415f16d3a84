import type { ProStatusInput, ProStatusItem } from '@plateforme/shared/accounts/admin.schemas';
import { AppError, invalid } from '@plateforme/shared/errors/app-error';
import { getParisDay, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import { errorMessages } from '@plateforme/shared/messages/common';
import type { Db } from '../../../db/client.ts';
import type { ProStatus } from '../../../db/schema/index.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { changedFields, createdFields, recordAudit } from '../../platform/audit/audit.ts';
import * as repository from './users-admin.repository.ts';
import * as users from '../users.repository.ts';

const notFound = () => new AppError('not_found', errorMessages.notFound);

/** Statuses are typed in Paris days: a period runs from the start day's midnight to the end day's. */
export function toProStatusItem(status: ProStatus): ProStatusItem {
  return {
    id: status.id,
    type: status.type,
    start: getParisDay(status.start),
    end: status.end ? getParisDay(status.end) : null,
    is_blocked: status.isBlocked,
  };
}

const toValues = (input: ProStatusInput) => ({
  type: input.type,
  start: parisTimeToInstant(input.start),
  end: input.end ? parisTimeToInstant(input.end) : null,
  isBlocked: input.is_blocked,
});

const auditView = (status: Pick<ProStatusItem, 'type' | 'start' | 'end' | 'is_blocked'>) => ({
  type: status.type,
  start: status.start,
  end: status.end ?? null,
  is_blocked: status.is_blocked,
});

/** The person must be a pro, and the period must not meet another of their statuses. */
async function checkStatus(tx: Db, userId: number, input: ProStatusInput, exceptId?: number) {
  const user = await users.findUserById(tx, userId);
  if (!user) throw notFound();
  if (user.role !== 'pro') throw invalid('type', adminUsersMessages.proStatusOnlyForPros);
  const values = toValues(input);
  if (await repository.findOverlappingStatus(tx, userId, values, exceptId))
    throw invalid('start', adminUsersMessages.proStatusOverlap);
  return { user, values };
}

/** Writes a new status in `tx` (the invitation uses it too, for a person just created). */
export async function insertStatus(
  tx: Db,
  viewer: Viewer,
  userId: number,
  input: ProStatusInput,
): Promise<ProStatusItem> {
  const { user, values } = await checkStatus(tx, userId, input);
  const status = toProStatusItem(await repository.insertProStatus(tx, { userId, ...values }));
  await recordAudit(tx, viewer, {
    action: 'create',
    entity: 'pro_status',
    entityId: status.id,
    label: `${user.firstname} ${user.lastname}`,
    changes: createdFields(auditView(status)),
  });
  return status;
}

export function addStatus(db: Db, viewer: Viewer, userId: number, input: ProStatusInput) {
  return db.transaction((tx) => insertStatus(tx, viewer, userId, input));
}

export function updateStatus(
  db: Db,
  viewer: Viewer,
  userId: number,
  id: number,
  input: ProStatusInput,
): Promise<ProStatusItem> {
  return db.transaction(async (tx) => {
    const before = await repository.findProStatus(tx, userId, id);
    if (!before) throw notFound();
    const { user, values } = await checkStatus(tx, userId, input, id);
    const updated = await repository.updateProStatus(tx, id, values);
    if (!updated) throw notFound();
    const after = toProStatusItem(updated);
    const changes = changedFields<Record<string, unknown>>(auditView(toProStatusItem(before)), auditView(after));
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, viewer, {
        action: 'update',
        entity: 'pro_status',
        entityId: id,
        label: `${user.firstname} ${user.lastname}`,
        changes,
      });
    }
    return after;
  });
}

export function removeStatus(db: Db, viewer: Viewer, userId: number, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await repository.findProStatus(tx, userId, id);
    if (!before) throw notFound();
    const user = await users.findUserById(tx, userId);
    await repository.deleteProStatus(tx, id);
    const removed = auditView(toProStatusItem(before));
    await recordAudit(tx, viewer, {
      action: 'delete',
      entity: 'pro_status',
      entityId: id,
      label: user ? `${user.firstname} ${user.lastname}` : '',
      changes: Object.fromEntries(Object.entries(removed).map(([field, value]) => [field, { before: value }])),
    });
  });
}
