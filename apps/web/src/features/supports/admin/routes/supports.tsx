import Link from '@mui/material/Link';
import type { AdminSupport } from '@plateforme/shared/supports/admin.schemas';
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminTable, type AdminColumn } from '../../../../components/admin/admin-table.tsx';
import { ListActions } from '../../../../components/admin/list-actions.tsx';
import { useAdminList } from '../../../../components/admin/use-admin-list.ts';
import { FilterForm, SelectFilter } from '../../../../components/ui/filter-fields.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { adminSupportsKey } from '../api/supports-api.ts';

const texts = adminContentMessages.supports;
const filterNames = ['sequence', 'support_type', 'shared_with_licence_pros'] as const;
const typeOptions = Object.entries(texts.types).map(([value, label]) => ({ value, label }));
const sharedOptions = [
  { value: 'true', label: 'Oui' },
  { value: 'false', label: 'Non' },
];
const fileCell = (file: AdminSupport['pro_attachment']) => file?.name ?? adminContentMessages.upload.none;

const columns: AdminColumn<AdminSupport>[] = [
  {
    key: 'sequence',
    header: texts.sequence,
    sort: 'sequence',
    cell: (item) => (
      <Link component={RouterLink} to={`/admin/supports/${item.id}`}>
        {texts.edit(item.sequence, texts.types[item.support_type] ?? '')}
      </Link>
    ),
  },
  {
    key: 'support_type',
    header: texts.supportType,
    sort: 'support_type',
    cell: (item) => texts.types[item.support_type],
  },
  { key: 'shared', header: texts.sharedShort, cell: (item) => (item.shared_with_licence_pros ? 'Oui' : 'Non') },
  { key: 'slides', header: 'Diaporama', cell: (item) => fileCell(item.pro_attachment) },
  { key: 'booklet', header: 'Livret', cell: (item) => fileCell(item.user_attachment) },
  { key: 'guide', header: 'Guide', cell: (item) => fileCell(item.guide_attachment) },
];

/** /admin/supports: the session materials by programme and sequence, with their files. */
export default function AdminSupportsScreen() {
  const {
    params,
    update,
    list,
    exportQuery: filters,
  } = useAdminList<AdminSupport>({
    path: '/api/admin/supports',
    key: adminSupportsKey,
    sort: 'sequence',
    filters: filterNames,
  });
  return (
    <AdminPage
      title={texts.title}
      actions={
        <ListActions
          addTo="/admin/supports/new"
          addLabel={texts.add}
          exportPath="/api/admin/supports/export"
          exportQuery={filters}
          fileName="supports.xlsx"
        />
      }
    >
      <FilterForm
        label={texts.title}
        columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }}
      >
        <TextInput
          label={texts.sequence}
          name="sequence"
          type="number"
          defaultValue={params.filters.sequence}
          inputProps={{ min: 1 }}
          onChange={(event) => update({ filters: { sequence: event.target.value } }, { replace: true })}
        />
        <SelectFilter
          name="support_type"
          label={texts.supportType}
          value={params.filters.support_type ?? ''}
          anyLabel="Tous"
          options={typeOptions}
          onChange={(value) => update({ filters: { support_type: value } })}
        />
        <SelectFilter
          name="shared_with_licence_pros"
          label={texts.sharedShort}
          value={params.filters.shared_with_licence_pros ?? ''}
          anyLabel="Tous"
          options={sharedOptions}
          onChange={(value) => update({ filters: { shared_with_licence_pros: value } })}
        />
      </FilterForm>
      <AdminTable
        caption={texts.title}
        columns={columns}
        query={list}
        rowKey={(item) => item.id}
        params={params}
        onParams={update}
        emptyText={texts.empty}
      />
    </AdminPage>
  );
}
