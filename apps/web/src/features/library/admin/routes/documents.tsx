import Link from '@mui/material/Link';
import type { AdminDocument } from '@plateforme/shared/library/admin.schemas';
import { formatDate } from '@plateforme/shared/format/dates';
import { formatFileSize } from '@plateforme/shared/format/file-size';
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import { libraryMessages } from '@plateforme/shared/messages/library';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminSearchField } from '../../../../components/admin/admin-search-field.tsx';
import { AdminTable, type AdminColumn } from '../../../../components/admin/admin-table.tsx';
import { ListActions } from '../../../../components/admin/list-actions.tsx';
import { useAdminList } from '../../../../components/admin/use-admin-list.ts';
import { FilterForm, SelectFilter } from '../../../../components/ui/filter-fields.tsx';
import { adminDocumentsKey } from '../api/documents-api.ts';
import { documentTypeOptions } from '../components/document-types.ts';

const texts = adminContentMessages.documents;
const filterNames = ['type'] as const;

const columns: AdminColumn<AdminDocument>[] = [
  {
    key: 'title',
    header: texts.docTitle,
    sort: 'title',
    cell: (item) => (
      <Link component={RouterLink} to={`/admin/documents/${item.id}`}>
        {item.title}
      </Link>
    ),
  },
  { key: 'type', header: texts.type, sort: 'type', cell: (item) => item.type_name },
  {
    key: 'size',
    header: texts.size,
    cell: (item) => (item.file ? formatFileSize(item.file.size) : adminContentMessages.upload.none),
  },
  { key: 'created_at', header: texts.createdAt, sort: 'created_at', cell: (item) => formatDate(item.created_at) },
];

/** /admin/documents: the library's documents, searched, filtered by type, exported. */
export default function AdminDocumentsScreen() {
  const {
    params,
    update,
    list,
    exportQuery: filters,
  } = useAdminList<AdminDocument>({
    path: '/api/admin/documents',
    key: adminDocumentsKey,
    sort: 'created_at',
    direction: 'desc',
    filters: filterNames,
  });
  return (
    <AdminPage
      title={texts.title}
      actions={
        <ListActions
          addTo="/admin/documents/new"
          addLabel={texts.add}
          exportPath="/api/admin/documents/export"
          exportQuery={filters}
          fileName="documents.xlsx"
        />
      }
    >
      <FilterForm
        label={texts.title}
        columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: '2fr 1fr' }}
      >
        <AdminSearchField
          value={params.filters.q ?? ''}
          onSearch={(q) => update({ filters: { q } }, { replace: true })}
        />
        <SelectFilter
          name="type"
          label={libraryMessages.typeLabel}
          value={params.filters.type ?? ''}
          anyLabel={libraryMessages.allTypes}
          options={documentTypeOptions}
          onChange={(type) => update({ filters: { type } })}
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
