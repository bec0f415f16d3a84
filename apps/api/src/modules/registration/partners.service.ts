/**
 * Partners (P1 §3 Partner, §7; P2 §3): the lists of the orientation step and of the
 * workshops pages, one partner with its price.
 */
import { AppError } from '@plateforme/shared/errors/app-error';
import { messages } from '@plateforme/shared/messages/fr';
import type { Partner as PartnerView } from '@plateforme/shared/registration/registration.schemas';
import type { Db } from '../../db/client.ts';
import type { Partner } from '../../db/schema/index.ts';
import * as repository from './partners.repository.ts';

type Logo = { id: number | null; path: string | null; name: string | null; mime: string | null } | null;

export function toPartnerView(partner: Partner, logo: Logo, withLogo: boolean): PartnerView {
  const logoView = logo?.id ? { id: logo.id, path: logo.path ?? '', name: logo.name ?? '', mime: logo.mime ?? '' } : null;
  return {
    id: partner.id,
    name: partner.name,
    support_type: partner.supportType,
    type: partner.supportType,
    street: partner.street,
    zip: partner.zip,
    city: partner.city,
    department: partner.department,
    price: partner.price,
    active: partner.active,
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

export async function listPartners(db: Db, query: PartnerListQuery) {
  const { filter, perPage, page } = query;
  const [rows, total] = await Promise.all([
    repository.findPartners(db, filter, perPage === 0 ? { offset: 0 } : { limit: perPage, offset: (page - 1) * perPage }),
    repository.countPartners(db, filter),
  ]);
  return {
    data: rows.map((row) => toPartnerView(row.partner, row.logo, query.withLogo)),
    meta: {
      total,
      current_page: perPage === 0 ? 1 : page,
      per_page: perPage === 0 ? total : perPage,
      last_page: perPage === 0 ? 1 : Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

export async function getPartner(db: Db, partnerId: number, withLogo: boolean): Promise<PartnerView> {
  const row = await repository.findPartnerWithLogo(db, partnerId);
  if (!row) throw new AppError('not_found', messages.payment.partnerNotFound);
  return toPartnerView(row.partner, row.logo, withLogo);
}
