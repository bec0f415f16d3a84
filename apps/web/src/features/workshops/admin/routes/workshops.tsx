import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { AdminWorkshop } from '@plateforme/shared/workshops/admin.schemas';
import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/workshops-admin';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminTable, type AdminColumn } from '../../../../components/admin/admin-table.tsx';
import { ListActions } from '../../../../components/admin/list-actions.tsx';
import { toAdminQuery, useAdminListParams } from '../../../../components/admin/use-admin-list-params.ts';
import { SelectFilter } from '../../../../components/ui/filter-fields.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { useAdminWorkshops } from '../api/list-workshops.ts';

const FILTERS = ['active', 'is_aja', 'type'] as const;
const yesNo = (value: boolean) => (value ? texts.filters.yes : texts.filters.no);

const columns: AdminColumn<AdminWorkshop>[] = [
  {
    key: 'name',
    header: texts.columns.name,
    sort: 'name',
    cell: (w) => (
      <Link component={RouterLink} to={`/admin/workshops/${w.id}`}>
        {w.name}
      </Link>
    ),
  },
  { key: 'type', header: texts.columns.type, cell: (w) => texts.types[w.type] },
  { key: 'city', header: texts.columns.city, sort: 'city', cell: (w) => w.city ?? '' },
  { key: 'owner', header: texts.columns.owner, cell: (w) => w.user?.name ?? '' },
  { key: 'active', header: texts.columns.active, sort: 'active', cell: (w) => yesNo(w.active) },
  { key: 'aja', header: texts.columns.aja, cell: (w) => yesNo(w.is_aja) },
  {
    key: 'coordinates',
    header: texts.columns.coordinates,
    cell: (w) => (w.lat !== null && w.lng !== null ? `${w.lat}, ${w.lng}` : '—'),
  },
];

// Each filter's choices after « Tous », on the browser's own list (no MUI menu to download).
const choices = {
  active: [
    { value: '1', label: texts.filters.yes },
    { value: '0', label: texts.filters.no },
  ],
  is_aja: [
    { value: '1', label: texts.filters.aja },
    { value: '0', label: texts.filters.notAja },
  ],
  type: [
    { value: 'onsite', label: texts.types.onsite },
    { value: 'remote', label: texts.types.remote },
  ],
} as const;
const labels = { active: texts.filters.active, is_aja: texts.filters.isAja, type: texts.filters.type };

/** /admin/workshops: every workshop, searched, filtered, sorted and paged on the server (ADR 040, 043). */
export default function AdminWorkshopsPage() {
  const { params, update } = useAdminListParams({ sort: 'name', filters: FILTERS });
  const query = useAdminWorkshops(toAdminQuery(params));
  const [q, setQ] = useState(params.filters.q ?? '');
  const { page: _page, per_page: _perPage, ...filters } = toAdminQuery(params);
  return (
    <AdminPage
      title={texts.title}
      actions={
        <ListActions
          addTo="/admin/workshops/new"
          addLabel={texts.create}
          exportPath="/api/admin/workshops/export"
          exportQuery={filters}
          fileName="ateliers.xlsx"
        />
      }
    >
      <Stack
        component="form"
        role="search"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          update({ filters: { q } });
        }}
      >
        <Box sx={{ minWidth: { sm: 220 } }}>
          <TextInput label={texts.searchLabel} value={q} onChange={(event) => setQ(event.target.value)} />
        </Box>
        <Button type="submit" variant="outlined">
          {adminMessages.search}
        </Button>
        {FILTERS.map((name) => (
          <Box key={name} sx={{ minWidth: 140 }}>
            <SelectFilter
              name={name}
              label={labels[name]}
              value={params.filters[name] ?? ''}
              anyLabel={texts.filters.all}
              options={choices[name]}
              onChange={(value) => update({ filters: { [name]: value } })}
            />
          </Box>
        ))}
      </Stack>
      <AdminTable
        caption={texts.caption}
        columns={columns}
        query={query}
        rowKey={(w) => w.id}
        params={params}
        onParams={update}
        emptyText={texts.empty}
      />
    </AdminPage>
  );
}
