import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Link from '@mui/material/Link';
import type { AdminDocument } from '@plateforme/shared/library/admin.schemas';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { formatDate } from '@plateforme/shared/format/dates';
import { formatFileSize } from '@plateforme/shared/format/file-size';
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import { libraryMessages } from '@plateforme/shared/messages/library';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminTable, type AdminColumn } from '../../../../components/admin/admin-table.tsx';
import { ListActions } from '../../../../components/admin/list-actions.tsx';
import { useAdminList } from '../../../../components/admin/use-admin-list.ts';
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="search">
        <TextField
          label={adminMessages.search}
          defaultValue={params.filters.q}
          size="small"
          onChange={(event) => update({ filters: { q: event.target.value } }, { replace: true })}
        />
        <TextField
          select
          label={libraryMessages.typeLabel}
          value={params.filters.type ?? ''}
          size="small"
          sx={{ minWidth: 220 }}
          onChange={(event) => update({ filters: { type: event.target.value } })}
        >
          <MenuItem value="">{libraryMessages.allTypes}</MenuItem>
          {documentTypeOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
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
