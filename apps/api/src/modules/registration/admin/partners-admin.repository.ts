import { and, asc, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PartnersAdminQuery } from '@plateforme/shared/registration/admin.schemas';
import type { Db } from '../../../db/client.ts';
import { attachments, partnerCodes, partners, type NewPartner } from '../../../db/schema/index.ts';
import { escapeLike } from '../../../lib/like-pattern.ts';

export type PartnerFilter = Omit<PartnersAdminQuery, 'page' | 'per_page' | 'sort' | 'direction'>;

function whereOf(filter: PartnerFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(or(ilike(partners.name, pattern), ilike(partners.city, pattern))!);
  }
  if (filter.support_type) conditions.push(eq(partners.supportType, filter.support_type));
  if (filter.active !== undefined) conditions.push(eq(partners.active, filter.active));
  if (filter.department) conditions.push(eq(partners.department, filter.department));
  return conditions.length ? and(...conditions) : undefined;
}

const logoJoin = and(
  eq(attachments.attachableType, 'partner'),
  eq(attachments.attachableId, partners.id),
  eq(attachments.role, 'logo'),
);

const hasCode = exists(
  sql`(select 1 from ${partnerCodes} where ${partnerCodes.partnerId} = ${partners.id} and ${partnerCodes.active})`,
);

const columns = {
  partner: partners,
  hasCode: sql<boolean>`${hasCode}`.mapWith(Boolean),
  logo: { name: attachments.name, mime: attachments.mime, size: attachments.sizeBytes },
};

const sortColumns = {
  name: sql`lower(${partners.name})`,
  city: sql`lower(coalesce(${partners.city}, ''))`,
  created_at: partners.createdAt,
} as const;

export type PartnerRow = Awaited<ReturnType<typeof findPartnerRow>>;

export async function findPartnerRows(
  db: Db,
  filter: PartnerFilter,
  order: Pick<PartnersAdminQuery, 'sort' | 'direction'>,
  page?: { limit: number; offset: number },
) {
  const direction = order.direction === 'desc' ? desc : asc;
  const query = db
    .select(columns)
    .from(partners)
    .leftJoin(attachments, logoJoin)
    .where(whereOf(filter))
    .orderBy(direction(sortColumns[order.sort]), asc(partners.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countPartners(db: Db, filter: PartnerFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(partners).where(whereOf(filter));
  return row?.total ?? 0;
}

export async function findPartnerRow(db: Db, partnerId: number) {
  const [row] = await db
    .select(columns)
    .from(partners)
    .leftJoin(attachments, logoJoin)
    .where(eq(partners.id, partnerId));
  return row;
}

/** The partner row, locked until the transaction ends: two edits of one partner queue. */
export async function lockPartner(db: Db, partnerId: number) {
  const [row] = await db.select().from(partners).where(eq(partners.id, partnerId)).for('update');
  return row;
}

export async function insertPartner(db: Db, values: NewPartner) {
  const [row] = await db.insert(partners).values(values).returning();
  if (!row) throw new Error('partner not inserted');
  return row;
}

export async function updatePartner(db: Db, partnerId: number, values: Partial<NewPartner>) {
  await db.update(partners).set(values).where(eq(partners.id, partnerId));
}

/** Ends every active code of the partner and adds the new one. */
export async function replacePartnerCodes(db: Db, partnerId: number, codeHash: string) {
  await db
    .update(partnerCodes)
    .set({ active: false })
    .where(and(eq(partnerCodes.partnerId, partnerId), eq(partnerCodes.active, true)));
  await db.insert(partnerCodes).values({ partnerId, codeHash, label: 'Code adhérent' });
}
