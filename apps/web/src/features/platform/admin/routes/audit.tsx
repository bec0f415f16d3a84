import Button from '@mui/material/Button';
import type { AuditLogItem } from '@plateforme/shared/platform/admin-list.schemas';
import { auditActionLabel, auditSubject } from '@plateforme/shared/platform/audit-changes.rules';
import { formatDate, formatTime } from '@plateforme/shared/format/dates';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { adminCoreMessages } from '@plateforme/shared/messages/platform-admin';
import { useCallback } from 'react';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminSearchField } from '../../../../components/admin/admin-search-field.tsx';
import { AdminTable, type AdminColumn } from '../../../../components/admin/admin-table.tsx';
import { ExportButton } from '../../../../components/admin/export-button.tsx';
import { useAdminList } from '../../../../components/admin/use-admin-list.ts';
import { DateFilter, FilterForm, SelectFilter } from '../../../../components/ui/filter-fields.tsx';
import { AuditChanges } from '../components/audit-changes.tsx';

const texts = adminMessages.audit;
const own = adminCoreMessages.audit;
const FILTERS = ['entity', 'actor_id', 'from', 'to'] as const;
const entityOptions = Object.entries(own.entities).map(([value, label]) => ({ value, label }));

/** /admin/audit: who changed what, newest first (ADR 040, 041). */
export default function AdminAuditPage() {
  const {
    params,
    update,
    list: query,
    exportQuery,
  } = useAdminList<AuditLogItem>({
    path: '/api/admin/audit-log',
    key: ['admin', 'audit-log'],
    sort: 'created_at',
    direction: 'desc',
    filters: FILTERS,
  });
  const setFilter = useCallback((name: string) => (value: string) => update({ filters: { [name]: value } }), [update]);
  const onSearch = useCallback((value: string) => update({ filters: { q: value } }, { replace: true }), [update]);

  const columns: AdminColumn<AuditLogItem>[] = [
    {
      key: 'when',
      header: texts.columns.when,
      sort: 'created_at',
      cell: (line) => `${formatDate(line.created_at)} ${formatTime(line.created_at)}`,
    },
    {
      key: 'actor',
      header: texts.columns.actor,
      sort: 'actor_name',
      cell: (line) =>
        line.actor_id ? (
          <Button
            size="small"
            onClick={() => update({ filters: { actor_id: String(line.actor_id) } })}
            aria-label={own.byActor(line.actor_name)}
            sx={{ textTransform: 'none', p: 0, minWidth: 0 }}
          >
            {line.actor_name}
          </Button>
        ) : (
          line.actor_name
        ),
    },
    { key: 'action', header: texts.columns.action, sort: 'action', cell: (line) => auditActionLabel(line.action) },
    { key: 'entity', header: texts.columns.entity, sort: 'entity', cell: (line) => auditSubject(line) },
    { key: 'changes', header: texts.columns.changes, cell: (line) => <AuditChanges changes={line.changes} /> },
  ];

  return (
    <AdminPage
      title={texts.title}
      actions={<ExportButton path="/api/admin/audit-log/export" query={exportQuery} fileName={own.exportName} />}
    >
      <FilterForm
        label={own.filters}
        columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
      >
        <AdminSearchField value={params.filters.q ?? ''} onSearch={onSearch} />
        <SelectFilter
          label={texts.entityFilter}
          name="entity"
          value={params.filters.entity ?? ''}
          options={entityOptions}
          anyLabel={texts.allEntities}
          onChange={setFilter('entity')}
        />
        <DateFilter label={own.from} name="from" value={params.filters.from ?? ''} onChange={setFilter('from')} />
        <DateFilter
          label={own.to}
          name="to"
          value={params.filters.to ?? ''}
          min={params.filters.from || undefined}
          onChange={setFilter('to')}
        />
      </FilterForm>
      {params.filters.actor_id ? (
        <Button
          variant="outlined"
          onClick={() => update({ filters: { actor_id: '' } })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {own.allActors}
        </Button>
      ) : null}
      <AdminTable
        caption={texts.caption}
        columns={columns}
        query={query}
        rowKey={(line) => line.id}
        params={params}
        onParams={update}
        emptyText={own.empty}
      />
    </AdminPage>
  );
}
