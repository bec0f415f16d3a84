import { adminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import type { AuditLogQuery } from '@plateforme/shared/platform/admin.schemas';
import { auditActionLabel, auditSubject, formatAuditChanges } from '@plateforme/shared/platform/audit-changes.rules';
import { getWallClock } from '@plateforme/shared/format/paris-time';
import { adminCoreMessages } from '@plateforme/shared/messages/platform-admin';
import { adminMessages } from '@plateforme/shared/messages/platform';
import type { Db } from '../../../db/client.ts';
import type { AuditLogRow } from '../../../db/schema/index.ts';
import { buildSheet, type SheetColumn } from '../../../lib/xlsx.ts';
import { countAuditLines, findAuditLines, type AuditLogFilters } from './audit-log.repository.ts';

const auditLine = (row: AuditLogRow) => ({
  id: row.id,
  actor_id: row.actorId,
  actor_name: row.actorName,
  action: row.action,
  entity: row.entity,
  entity_id: row.entityId,
  label: row.label,
  changes: row.changes,
  created_at: row.createdAt.toISOString(),
});

export async function listAuditLog(db: Db, { page, per_page: perPage, ...filters }: AuditLogQuery) {
  const [rows, total] = await Promise.all([
    findAuditLines(db, filters, { page, perPage }),
    countAuditLines(db, filters),
  ]);
  return { data: rows.map(auditLine), meta: adminListMeta(total, page, perPage) };
}

const headers = adminMessages.audit.columns;
/** Excel dates have no zone: the Paris wall clock is written as is. */
export function parisExcelDate(date: Date): Date {
  const clock = getWallClock(date);
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute));
}
const columns: SheetColumn<AuditLogRow>[] = [
  { header: headers.when, width: 20, value: (row) => parisExcelDate(row.createdAt) },
  { header: headers.actor, width: 24, value: (row) => row.actorName },
  { header: headers.action, value: (row) => auditActionLabel(row.action) },
  {
    header: headers.entity,
    width: 30,
    value: (row) => auditSubject({ entity: row.entity, entity_id: row.entityId, label: row.label }),
  },
  { header: headers.changes, width: 60, value: (row) => formatAuditChanges(row.changes, 200).join('\n') },
];

/** Every line of the log for the filters, as an xlsx sheet. */
export async function exportAuditLog(db: Db, filters: AuditLogFilters): Promise<Buffer> {
  return buildSheet(adminCoreMessages.audit.sheet, columns, await findAuditLines(db, filters, null));
}
