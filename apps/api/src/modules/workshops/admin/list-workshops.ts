import { adminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import type { AdminWorkshopListQuery } from '@plateforme/shared/workshops/admin.schemas';
import { adminWorkshopsMessages as messages } from '@plateforme/shared/messages/workshops-admin';
import type { Db } from '../../../db/client.ts';
import { buildSheet, type SheetColumn } from '../../../lib/xlsx.ts';
import * as repository from './admin-workshops.repository.ts';
import { toAdminWorkshop } from './admin-workshops.service.ts';

const filterOf = ({
  page: _page,
  per_page: _perPage,
  sort: _sort,
  direction: _direction,
  ...filter
}: AdminWorkshopListQuery) => filter;

/** GET /api/admin/workshops: a page of the list (ADR 040). */
export async function listAdminWorkshops(db: Db, query: AdminWorkshopListQuery) {
  const filter = filterOf(query);
  const [rows, total] = await Promise.all([
    repository.findWorkshops(db, filter, query, { page: query.page, perPage: query.per_page }),
    repository.countWorkshops(db, filter),
  ]);
  return { data: rows.map(toAdminWorkshop), meta: adminListMeta(total, query.page, query.per_page) };
}

const yesNo = (value: boolean) => (value ? messages.filters.yes : messages.filters.no);
const columns: SheetColumn<ReturnType<typeof toAdminWorkshop>>[] = [
  { header: 'Id', width: 8, value: (w) => w.id },
  { header: messages.columns.name, width: 36, value: (w) => w.name },
  { header: messages.columns.type, value: (w) => messages.types[w.type] },
  { header: messages.fields.workshopType, value: (w) => messages.workshopTypes[w.workshop_type] },
  { header: messages.columns.active, width: 8, value: (w) => yesNo(w.active) },
  { header: messages.columns.aja, width: 8, value: (w) => yesNo(w.is_aja) },
  { header: messages.columns.owner, width: 26, value: (w) => w.user?.name ?? '' },
  { header: messages.fields.secondaryPro, width: 26, value: (w) => w.secondary_pro?.name ?? '' },
  { header: messages.fields.partner, width: 26, value: (w) => w.partner_name },
  { header: messages.fields.street, width: 30, value: (w) => w.street },
  { header: messages.fields.zip, width: 10, value: (w) => w.zip },
  { header: messages.fields.city, value: (w) => w.city },
  { header: messages.fields.lat, width: 12, value: (w) => w.lat },
  { header: messages.fields.lng, width: 12, value: (w) => w.lng },
];

/** GET /api/admin/workshops/export: every row the filters keep, as xlsx. */
export async function exportAdminWorkshops(db: Db, query: AdminWorkshopListQuery): Promise<Buffer> {
  const rows = await repository.findWorkshops(db, filterOf(query), query);
  return buildSheet(messages.title, columns, rows.map(toAdminWorkshop));
}
