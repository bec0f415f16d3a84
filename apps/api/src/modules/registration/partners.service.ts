/**
 * Partners (P1 §3 Partner, §7; P2 §3): the lists of the orientation step and of the
 * workshops pages, one partner with its price.
 */
import { AppError } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import type { Partner as PartnerView } from '@plateforme/shared/registration/registration.schemas';
import type { Db } from '../../db/client.ts';
import { findStoredFile, type StoredFile } from '../../lib/stored-files.ts';
import type { Partner } from '../../db/schema/index.ts';
import * as repository from './partners.repository.ts';
import type { Storage } from '../../lib/storage/storage.ts';

/** Where the web downloads a partner's logo (GET /api/partners/{id}/logo). */
export const partnerLogoUrl = (partnerId: number) => `/api/partners/${partnerId}/logo`;

type Logo = { id: number | null; path: string | null; name: string | null; mime: string | null } | null;

/** What every view of a partner shows: who it is, where, and the price its members pay. */
export function partnerFields(partner: Partner) {
  const { id, name, supportType, street, zip, city, department, price, active } = partner;
  return { id, name, support_type: supportType, street, zip, city, department, price, active };
}

export function toPartnerView(partner: Partner, logo: Logo, withLogo: boolean): PartnerView {
  const logoView = logo?.id
    ? {
        id: logo.id,
        path: logo.path ?? '',
        name: logo.name ?? '',
        mime: logo.mime ?? '',
        url: partnerLogoUrl(partner.id),
      }
    : null;
  return {
    ...partnerFields(partner),
    type: partner.supportType,
    logo_id: logoView?.id ?? null,
    ...(withLogo ? { logo: logoView } : {}),
  };
}

export type PartnerListQuery = {
  filter: repository.PartnerFilter;
  withLogo: boolean;
  /** 0 lists every partner on one page. */
  perPage: number;
  page: number;
};

const frenchOrder = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/**
 * Partners are a few dozen rows: sorted by name in French order here (the two engines'
 * collations differ), then paged.
 */
export async function listPartners(db: Db, query: PartnerListQuery) {
  const { perPage, page } = query;
  const rows = await repository.findPartners(db, query.filter);
  rows.sort((a, b) => frenchOrder.compare(a.partner.name, b.partner.name) || a.partner.id - b.partner.id);
  const total = rows.length;
  const shown = perPage === 0 ? rows : rows.slice((page - 1) * perPage, page * perPage);
  return {
    data: shown.map((row) => toPartnerView(row.partner, row.logo, query.withLogo)),
    meta: {
      total,
      current_page: perPage === 0 ? 1 : page,
      per_page: perPage === 0 ? total : perPage,
      last_page: perPage === 0 ? 1 : Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

/** One partner, active or not, or undefined. */
export function findPartner(db: Db, partnerId: number) {
  return repository.findPartner(db, partnerId);
}

/** The id, name and kind of each partner asked for (none for an empty list). */
export function findPartnersByIds(db: Db, partnerIds: number[]) {
  return repository.findPartnersByIds(db, partnerIds);
}

/** Hashes of the partner's codes accepted on `today` (YYYY-MM-DD, Paris): the codes are stored hashed. */
export function findValidPartnerCodeHashes(db: Db, partnerId: number, today: string): Promise<string[]> {
  return repository.findValidPartnerCodeHashes(db, partnerId, today);
}

export async function getPartner(db: Db, partnerId: number, withLogo: boolean): Promise<PartnerView> {
  const row = await repository.findPartnerWithLogo(db, partnerId);
  if (!row) throw new AppError('not_found', paymentMessages.partnerNotFound);
  return toPartnerView(row.partner, row.logo, withLogo);
}

/**
 * The logo file of an active partner, found under the files root. Not found: no such active
 * partner, no logo, or its file is missing or would lie outside the root.
 */
export async function findPartnerLogoFile(db: Db, storage: Storage, partnerId: number): Promise<StoredFile> {
  const logo = await repository.findActivePartnerLogo(db, partnerId);
  const file = logo?.path ? await findStoredFile(storage, { id: logo.id, path: logo.path, mime: logo.mime }) : null;
  if (!file) throw new AppError('not_found', errorMessages.notFound);
  return file;
}
