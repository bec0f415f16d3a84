import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminSupport } from '@plateforme/shared/supports/admin.schemas';
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminTable, type AdminColumn } from '../../../../components/admin/admin-table.tsx';
import { ListActions } from '../../../../components/admin/list-actions.tsx';
import { useAdminList } from '../../../../components/admin/use-admin-list.ts';
import { adminSupportsKey } from '../api/supports-api.ts';

const texts = adminContentMessages.supports;
const filterNames = ['sequence', 'support_type', 'shared_with_licence_pros'] as const;
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="search">
        <TextField
          label={texts.sequence}
          type="number"
          size="small"
          defaultValue={params.filters.sequence}
          slotProps={{ htmlInput: { min: 1 } }}
          onChange={(event) => update({ filters: { sequence: event.target.value } }, { replace: true })}
        />
        <TextField
          select
          label={texts.supportType}
          size="small"
          sx={{ minWidth: 160 }}
          value={params.filters.support_type ?? ''}
          onChange={(event) => update({ filters: { support_type: event.target.value } })}
        >
          <MenuItem value="">Tous</MenuItem>
          {Object.entries(texts.types).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={texts.sharedShort}
          size="small"
          sx={{ minWidth: 160 }}
          value={params.filters.shared_with_licence_pros ?? ''}
          onChange={(event) => update({ filters: { shared_with_licence_pros: event.target.value } })}
        >
          <MenuItem value="">Tous</MenuItem>
          <MenuItem value="true">Oui</MenuItem>
          <MenuItem value="false">Non</MenuItem>
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
