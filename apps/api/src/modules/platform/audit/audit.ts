import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { auditLog, users, type AuditChanges } from '../../../db/schema/index.ts';
import type { Viewer } from '../../../plugins/viewer.ts';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: number | null;
  label?: string;
  changes?: AuditChanges;
};

/**
 * Writes one line of the audit log (ADR 040). Call it with the transaction that makes the
 * change, so the line exists exactly when the change does. Secrets never go in `changes`:
 * pass `{ code: { after: '••••' } }` or leave the field out.
 */
export async function recordAudit(db: Db, viewer: Pick<Viewer, 'id'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: viewer.id,
    actorName: sql`(select ${users.firstname} || ' ' || ${users.lastname} from ${users} where ${users.id} = ${viewer.id})`,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    label: entry.label ?? '',
    changes: entry.changes ?? {},
  });
}

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/** The fields of `after` whose value differs from `before`, as the log keeps them. */
export function changedFields<Row extends Record<string, unknown>>(
  before: Partial<Row>,
  after: Partial<Row>,
  hidden: readonly string[] = [],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined || same(before[field], value)) continue;
    changes[field] = hidden.includes(field) ? { after: '••••' } : { before: before[field] ?? null, after: value };
  }
  return changes;
}

/** A created row's fields, for a 'create' line. */
export function createdFields(row: Record<string, unknown>, hidden: readonly string[] = []): AuditChanges {
  return changedFields({}, row, hidden);
}
