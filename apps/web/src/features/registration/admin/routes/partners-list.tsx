import Link from '@mui/material/Link';
import type { PartnerAdmin } from '@plateforme/shared/registration/admin.schemas';
import { centsToEuros } from '@plateforme/shared/registration/admin.rules';
import { formatDate } from '@plateforme/shared/format/dates';
import { adminPartnersMessages as texts } from '@plateforme/shared/messages/registration-admin';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminTable, type AdminColumn } from '../../../../components/admin/admin-table.tsx';
import { ListActions } from '../../../../components/admin/list-actions.tsx';
import { useAdminList } from '../../../../components/admin/use-admin-list.ts';
import { PartnersFilters } from '../components/partners-filters.tsx';

const filterNames = ['support_type', 'active', 'department'] as const;

const columns: AdminColumn<PartnerAdmin>[] = [
  {
    key: 'name',
    header: texts.fields.name,
    sort: 'name',
    cell: (partner) => (
      <Link component={RouterLink} to={`/admin/partners/${partner.id}`}>
        {partner.name}
      </Link>
    ),
  },
  { key: 'type', header: texts.fields.support_type, cell: (partner) => texts.supportTypes[partner.support_type] },
  {
    key: 'city',
    header: texts.fields.city,
    sort: 'city',
    cell: (partner) => [partner.city, partner.department && `(${partner.department})`].filter(Boolean).join(' '),
  },
  {
    key: 'price',
    header: texts.fields.price,
    cell: (partner) => (partner.price === null ? texts.usualPrice : `${centsToEuros(partner.price)} €`),
  },
  { key: 'code', header: texts.fields.has_code, cell: (partner) => (partner.has_code ? texts.yes : texts.no) },
  { key: 'active', header: texts.filters.active, cell: (partner) => (partner.active ? texts.active : texts.inactive) },
  {
    key: 'created_at',
    header: texts.fields.created_at,
    sort: 'created_at',
    cell: (partner) => formatDate(partner.created_at),
  },
];

/** /admin/partners: the partners, searched, filtered and sorted on the server, with the xlsx export. */
export default function PartnersListPage() {
  const {
    params,
    update,
    list: partners,
    exportQuery,
  } = useAdminList<PartnerAdmin>({
    path: '/api/admin/partners',
    key: ['admin', 'partners', 'list'],
    sort: 'name',
    filters: filterNames,
  });

  return (
    <AdminPage
      title={texts.title}
      actions={
        <ListActions
          addTo="/admin/partners/new"
          addLabel={texts.newButton}
          exportPath="/api/admin/partners/export"
          exportQuery={exportQuery}
          fileName={texts.exportFile}
        />
      }
    >
      <PartnersFilters filters={params.filters} onChange={(filters) => update({ filters })} />
      <AdminTable
        caption={texts.caption}
        columns={columns}
        query={partners}
        rowKey={(partner) => partner.id}
        params={params}
        onParams={update}
      />
    </AdminPage>
  );
}
