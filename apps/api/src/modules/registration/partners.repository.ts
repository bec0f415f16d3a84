import { and, asc, eq, gte, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attachments, partnerCodes, partners, type Partner } from '../../db/schema/index.ts';

export type PartnerFilter = {
  supportTypes?: Partner['supportType'][];
  active?: boolean;
  department?: string;
  ids?: number[];
};

function whereOf(filter: PartnerFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.supportTypes?.length) conditions.push(inArray(partners.supportType, filter.supportTypes));
  if (filter.active !== undefined) conditions.push(eq(partners.active, filter.active));
  if (filter.department) conditions.push(eq(partners.department, filter.department));
  if (filter.ids?.length) conditions.push(inArray(partners.id, filter.ids));
  return conditions.length ? and(...conditions) : undefined;
}

const logoJoin = and(
  eq(attachments.attachableType, 'partner'),
  eq(attachments.attachableId, partners.id),
  eq(attachments.role, 'logo'),
);

const partnerColumns = {
  partner: partners,
  logo: { id: attachments.id, path: attachments.path, name: attachments.name, mime: attachments.mime },
};

/** The partners matching the filter, with their logo attachment when they have one. */
export function findPartners(db: Db, filter: PartnerFilter) {
  return db
    .select(partnerColumns)
    .from(partners)
    .leftJoin(attachments, logoJoin)
    .where(whereOf(filter))
    .orderBy(asc(partners.id));
}

export async function findPartnerWithLogo(db: Db, partnerId: number) {
  const [row] = await db
    .select(partnerColumns)
    .from(partners)
    .leftJoin(attachments, logoJoin)
    .where(eq(partners.id, partnerId));
  return row;
}

export function findPartner(db: Db, partnerId: number) {
  return db.query.partners.findFirst({ where: eq(partners.id, partnerId) });
}

export function findPartnersByIds(db: Db, partnerIds: number[]) {
  if (partnerIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: partners.id, name: partners.name, supportType: partners.supportType })
    .from(partners)
    .where(inArray(partners.id, partnerIds));
}

/** Hashes of the partner's codes accepted on `today` (YYYY-MM-DD, Paris): active and not past their last day. */
export async function findValidPartnerCodeHashes(db: Db, partnerId: number, today: string): Promise<string[]> {
  const rows = await db
    .select({ codeHash: partnerCodes.codeHash })
    .from(partnerCodes)
    .where(
      and(
        eq(partnerCodes.partnerId, partnerId),
        eq(partnerCodes.active, true),
        or(isNull(partnerCodes.validUntil), gte(partnerCodes.validUntil, today)),
      ),
    );
  return rows.map((row) => row.codeHash);
}

/** The logo attachment of an active partner, if it has one. */
export async function findActivePartnerLogo(db: Db, partnerId: number) {
  const [row] = await db
    .select({ id: attachments.id, path: attachments.path, mime: attachments.mime })
    .from(partners)
    .innerJoin(attachments, logoJoin)
    .where(and(eq(partners.id, partnerId), eq(partners.active, true)))
    .orderBy(asc(attachments.id))
    .limit(1);
  return row;
}
