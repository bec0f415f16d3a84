import type { AuditLogQuery } from '@plateforme/shared/platform/admin.schemas';
import { addCalendarDays, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/like-pattern.ts';

export type AuditLogFilters = Omit<AuditLogQuery, 'page' | 'per_page'>;

function whereOf(filters: AuditLogFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.entity) conditions.push(eq(auditLog.entity, filters.entity));
  if (filters.actor_id) conditions.push(eq(auditLog.actorId, filters.actor_id));
  if (filters.from) conditions.push(gte(auditLog.createdAt, parisTimeToInstant(filters.from)));
  if (filters.to) conditions.push(lt(auditLog.createdAt, parisTimeToInstant(addCalendarDays(filters.to, 1))));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(or(ilike(auditLog.label, pattern), ilike(auditLog.actorName, pattern)));
  }
  return and(...conditions);
}

const sortColumns = {
  created_at: auditLog.createdAt,
  actor_name: auditLog.actorName,
  entity: auditLog.entity,
  action: auditLog.action,
} as const;

/** The log's lines for the filters, sorted (id breaks ties so pages never overlap); `page` null gives every line. */
export async function findAuditLines(db: Db, filters: AuditLogFilters, page: { page: number; perPage: number } | null) {
  const order = filters.direction === 'desc' ? desc : asc;
  const query = db
    .select()
    .from(auditLog)
    .where(whereOf(filters))
    .orderBy(order(sortColumns[filters.sort]), order(auditLog.id));
  return page ? query.limit(page.perPage).offset((page.page - 1) * page.perPage) : query;
}

export async function countAuditLines(db: Db, filters: AuditLogFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog).where(whereOf(filters));
  return row?.total ?? 0;
}
