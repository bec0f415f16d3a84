/**
 * The partners of the back office (issue #16, ADR 042): list, edit, the member code (set by
 * the server, kept hashed, shown once) and the logo. Every change writes its audit line in
 * the same transaction.
 */
import { randomInt } from 'node:crypto';
import { AppError } from '@plateforme/shared/errors/app-error';
import { adminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import type {
  PartnerAdmin,
  PartnerAdminInput,
  PartnersAdminQuery,
} from '@plateforme/shared/registration/admin.schemas';
import { adminPartnersMessages as texts } from '@plateforme/shared/messages/registration-admin';
import type { Db } from '../../../db/client.ts';
import type { NewPartner } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../lib/password.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { changedFields, createdFields, recordAudit } from '../../platform/audit/audit.ts';
import { partnerFields, partnerLogoUrl } from '../partners.service.ts';
import { deleteAttachment, findAttachment, upsertAttachment } from '../../platform/files/attachments.service.ts';
import * as repository from './partners-admin.repository.ts';
import { removeStored } from '../../../lib/uploads.ts';
import { writeLogoFile, type UploadedLogo } from './logo-upload.ts';
import type { Storage } from '../../../lib/storage/storage.ts';

type Actor = Pick<Viewer, 'id'>;
const entity = 'partner';

export function toPartnerAdmin(row: NonNullable<repository.PartnerRow>): PartnerAdmin {
  const { partner, logo } = row;
  return {
    ...partnerFields(partner),
    has_code: row.hasCode,
    logo: logo?.name
      ? { name: logo.name, mime: logo.mime ?? '', size: logo.size ?? 0, url: partnerLogoUrl(partner.id) }
      : null,
    created_at: partner.createdAt.toISOString(),
    updated_at: partner.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('not_found', texts.notFound);

export async function listPartners(db: Db, query: PartnersAdminQuery) {
  const { page, per_page: perPage, sort, direction, ...filter } = query;
  const [total, rows] = await Promise.all([
    repository.countPartners(db, filter),
    repository.findPartnerRows(db, filter, { sort, direction }, { limit: perPage, offset: (page - 1) * perPage }),
  ]);
  return { data: rows.map(toPartnerAdmin), meta: adminListMeta(total, page, perPage) };
}

export async function listAllPartners(db: Db, query: Omit<PartnersAdminQuery, 'page' | 'per_page'>) {
  const { sort, direction, ...filter } = query;
  return (await repository.findPartnerRows(db, filter, { sort, direction })).map(toPartnerAdmin);
}

export async function getPartner(db: Db, partnerId: number): Promise<PartnerAdmin> {
  const row = await repository.findPartnerRow(db, partnerId);
  if (!row) throw notFound();
  return toPartnerAdmin(row);
}

function toColumns(input: Partial<PartnerAdminInput>): Partial<NewPartner> {
  return {
    name: input.name,
    supportType: input.support_type,
    street: input.street,
    zip: input.zip,
    city: input.city,
    department: input.department,
    price: input.price,
    active: input.active,
  };
}

export async function createPartner(db: Db, actor: Actor, input: PartnerAdminInput): Promise<PartnerAdmin> {
  const id = await db.transaction(async (tx) => {
    const values = toColumns(input) as NewPartner;
    const partner = await repository.insertPartner(tx, values);
    await recordAudit(tx, actor, {
      action: 'create',
      entity,
      entityId: partner.id,
      label: partner.name,
      changes: createdFields(values),
    });
    return partner.id;
  });
  return getPartner(db, id);
}

/** The whole partner (PUT), or only `active` (deactivate, reactivate). */
export async function updatePartner(
  db: Db,
  actor: Actor,
  partnerId: number,
  input: Partial<PartnerAdminInput>,
): Promise<PartnerAdmin> {
  await db.transaction(async (tx) => {
    const before = await repository.lockPartner(tx, partnerId);
    if (!before) throw notFound();
    const values = toColumns(input);
    const changes = changedFields<Partial<NewPartner>>(before, values);
    if (Object.keys(changes).length === 0) return;
    await repository.updatePartner(tx, partnerId, values);
    const action = Object.keys(changes).join() === 'active' ? (input.active ? 'reactivate' : 'deactivate') : 'update';
    await recordAudit(tx, actor, { action, entity, entityId: partnerId, label: values.name ?? before.name, changes });
  });
  return getPartner(db, partnerId);
}

// No 0/O, 1/I/L: the code is read aloud and typed from paper.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Twelve characters in three groups ('K7QM-3XRP-W9TD'): about 59 bits, beyond guessing at 10 tries a quarter hour. */
export function generatePartnerCode(): string {
  const characters = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/** Sets a new code and ends the others; the code is answered here once and kept only hashed. */
export async function rotatePartnerCode(db: Db, actor: Actor, partnerId: number) {
  const code = generatePartnerCode();
  const codeHash = await hashPassword(code);
  await db.transaction(async (tx) => {
    const partner = await repository.lockPartner(tx, partnerId);
    if (!partner) throw notFound();
    await repository.replacePartnerCodes(tx, partnerId, codeHash);
    await recordAudit(tx, actor, {
      action: 'rotate_code',
      entity,
      entityId: partnerId,
      label: partner.name,
      changes: { code: { after: '••••' } },
    });
  });
  return { code, partner: await getPartner(db, partnerId) };
}

/** A partner's logo, as the platform's files name it. */
const logoOf = (partnerId: number) => ({ type: 'partner', id: partnerId, role: 'logo' }) as const;

export async function saveLogo(db: Db, actor: Actor, storage: Storage, partnerId: number, logo: UploadedLogo) {
  const relative = await writeLogoFile(storage, partnerId, logo);
  let replaced: string | undefined;
  try {
    await db.transaction(async (tx) => {
      const partner = await repository.lockPartner(tx, partnerId);
      if (!partner) throw notFound();
      const old = await findAttachment(tx, logoOf(partnerId));
      await upsertAttachment(tx, logoOf(partnerId), {
        name: logo.name,
        path: relative,
        mime: logo.mime,
        sizeBytes: logo.data.length,
      });
      const changes = { logo: { before: old?.name ?? null, after: logo.name } };
      await recordAudit(tx, actor, {
        action: 'upload_logo',
        entity,
        entityId: partnerId,
        label: partner.name,
        changes,
      });
      replaced = old?.path;
    });
  } catch (error) {
    await removeStored(storage, relative);
    throw error;
  }
  if (replaced && replaced !== relative) await removeStored(storage, replaced);
  return getPartner(db, partnerId);
}

export async function deleteLogo(db: Db, actor: Actor, storage: Storage, partnerId: number) {
  const removed = await db.transaction(async (tx) => {
    const partner = await repository.lockPartner(tx, partnerId);
    if (!partner) throw notFound();
    const old = await findAttachment(tx, logoOf(partnerId));
    if (!old) throw new AppError('not_found', texts.logo.notFound);
    await deleteAttachment(tx, old.id);
    await recordAudit(tx, actor, {
      action: 'delete_logo',
      entity,
      entityId: partnerId,
      label: partner.name,
      changes: { logo: { before: old.name, after: null } },
    });
    return old.path;
  });
  await removeStored(storage, removed);
  return getPartner(db, partnerId);
}
