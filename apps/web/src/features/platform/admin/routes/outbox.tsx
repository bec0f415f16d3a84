import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { OUTBOX_STATUSES } from '@plateforme/shared/platform/admin.rules';
import type { OutboxItem } from '@plateforme/shared/platform/admin.schemas';
import { formatDate, formatTime } from '@plateforme/shared/format/dates';
import { adminCoreMessages } from '@plateforme/shared/messages/platform-admin';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminSearchField } from '../../../../components/admin/admin-search-field.tsx';
import { AdminTable, type AdminColumn } from '../../../../components/admin/admin-table.tsx';
import { useAdminList } from '../../../../components/admin/use-admin-list.ts';
import { FilterForm, SelectFilter } from '../../../../components/ui/filter-fields.tsx';
import { preloadOn, useOpenedOnce } from '../../../../lib/load-when-wanted.ts';
import { MailStatus } from '../components/mail-status.tsx';
import { ResendButton } from '../components/resend-button.tsx';

// The e-mail's dialog and its modal machinery load when an e-mail is first read.
const loadMailDialog = () => import('../components/mail-dialog.tsx');
const MailDialog = lazy(() => loadMailDialog().then((module) => ({ default: module.MailDialog })));
const mailDialogPreload = preloadOn(loadMailDialog);

const texts = adminCoreMessages.outbox;
const FILTERS = ['status'] as const;
const statusOptions = OUTBOX_STATUSES.map((status) => ({ value: status, label: texts.status[status] }));

const columnsWith = (onRead: (mail: OutboxItem) => void): AdminColumn<OutboxItem>[] => [
  {
    key: 'when',
    header: texts.columns.when,
    sort: 'created_at',
    cell: (mail) => `${formatDate(mail.created_at)} ${formatTime(mail.created_at)}`,
  },
  { key: 'to', header: texts.columns.to, sort: 'to', cell: (mail) => mail.to },
  { key: 'subject', header: texts.columns.subject, sort: 'subject', cell: (mail) => mail.subject },
  { key: 'status', header: texts.columns.status, cell: (mail) => <MailStatus mail={mail} /> },
  {
    key: 'action',
    header: texts.columns.action,
    cell: (mail) => (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          onClick={() => onRead(mail)}
          aria-label={texts.readLabel(mail.subject, mail.to)}
          {...mailDialogPreload}
        >
          {texts.read}
        </Button>
        <ResendButton mail={mail} />
      </Stack>
    ),
  },
];

/** /admin/outbox: every e-mail of the platform, with its status and a resend (ADR 041). */
export default function AdminOutboxPage() {
  const {
    params,
    update,
    list: query,
  } = useAdminList<OutboxItem>({
    path: '/api/admin/outbox',
    key: ['admin', 'outbox'],
    sort: 'created_at',
    direction: 'desc',
    filters: FILTERS,
  });
  const onSearch = useCallback((value: string) => update({ filters: { q: value } }, { replace: true }), [update]);
  const [reading, setReading] = useState<OutboxItem | null>(null);
  const columns = useMemo(() => columnsWith(setReading), []);
  const mailOpened = useOpenedOnce(reading !== null);
  return (
    <AdminPage title={texts.title}>
      <FilterForm
        label={texts.filters}
        columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' }}
      >
        <AdminSearchField value={params.filters.q ?? ''} onSearch={onSearch} />
        <SelectFilter
          label={texts.statusFilter}
          name="status"
          value={params.filters.status ?? ''}
          options={statusOptions}
          anyLabel={texts.allStatuses}
          onChange={(status) => update({ filters: { status } })}
        />
      </FilterForm>
      <AdminTable
        caption={texts.caption}
        columns={columns}
        query={query}
        rowKey={(mail) => mail.id}
        params={params}
        onParams={update}
        emptyText={texts.empty}
      />
      {mailOpened ? (
        <Suspense fallback={null}>
          <MailDialog mail={reading} onClose={() => setReading(null)} />
        </Suspense>
      ) : null}
    </AdminPage>
  );
}
