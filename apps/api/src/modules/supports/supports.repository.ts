import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { SupportAttachmentRole, SupportType } from '@plateforme/shared/supports/supports.schemas';
import type { Db } from '../../db/client.ts';
import { attachments, supports } from '../../db/schema/index.ts';

export type SupportFilter = { sequence?: number; supportType?: SupportType; shared?: boolean };

function conditions(filter: SupportFilter): SQL | undefined {
  return and(
    filter.sequence === undefined ? undefined : eq(supports.sequence, filter.sequence),
    filter.supportType === undefined ? undefined : eq(supports.supportType, filter.supportType),
    filter.shared === undefined ? undefined : eq(supports.sharedWithLicencePros, filter.shared),
  );
}

export async function countSupports(db: Db, filter: SupportFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(supports).where(conditions(filter));
  return row?.value ?? 0;
}

/** A page of supports, by programme then sequence; every one when `limit` is null. */
export function findSupports(db: Db, filter: SupportFilter, limit: number | null, offset: number) {
  const query = db
    .select()
    .from(supports)
    .where(conditions(filter))
    .orderBy(asc(supports.supportType), asc(supports.sequence), asc(supports.id))
    .offset(offset);
  return limit === null ? query : query.limit(limit);
}

export async function findSupport(db: Db, supportId: number) {
  const [row] = await db.select().from(supports).where(eq(supports.id, supportId));
  return row;
}

/** The files of these supports, only the roles asked for. */
export function findSupportAttachments(db: Db, supportIds: number[], roles: SupportAttachmentRole[]) {
  if (supportIds.length === 0 || roles.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: attachments.id,
      name: attachments.name,
      mime: attachments.mime,
      attachableId: attachments.attachableId,
      role: attachments.role,
    })
    .from(attachments)
    .where(
      and(
        eq(attachments.attachableType, 'support'),
        inArray(attachments.attachableId, supportIds),
        inArray(attachments.role, roles),
      ),
    );
}

export async function findAttachment(db: Db, attachmentId: number) {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, attachmentId));
  return row;
}

/** A support's file of one role, for the slideshow proxy. */
export async function findSupportFile(db: Db, supportId: number, role: SupportAttachmentRole) {
  const [row] = await db
    .select({ id: attachments.id, path: attachments.path })
    .from(attachments)
    .where(
      and(
        eq(attachments.attachableType, 'support'),
        eq(attachments.attachableId, supportId),
        eq(attachments.role, role),
      ),
    );
  return row;
}
