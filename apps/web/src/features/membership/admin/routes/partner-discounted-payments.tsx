import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DiscountedPayment } from '@plateforme/shared/registration/partner-reconciliation.schemas';
import { formatDate } from '@plateforme/shared/format/dates';
import { formatEuros } from '@plateforme/shared/format/money';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import { adminPaymentsMessages } from '@plateforme/shared/messages/membership-admin';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminTable, type AdminColumn } from '../../../../components/admin/admin-table.tsx';
import { ExportButton } from '../../../../components/admin/export-button.tsx';
import { useAdminListParams } from '../../../../components/admin/use-admin-list-params.ts';
import { useRecordId } from '../../../../components/admin/use-record-id.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { usePartnerDiscountedPayments } from '../api/discounted-payments.ts';
import { PaymentsTabs } from '../components/payments-tabs.tsx';
import { PeriodFilters } from '../components/period-filters.tsx';
import { periodErrors, yearPeriod } from '../components/reconciliation.ts';

const texts = adminPaymentsMessages.partners;
const PERIOD = ['from', 'to'] as const;

const columns: AdminColumn<DiscountedPayment>[] = [
  {
    key: 'paid_at',
    header: texts.columns.paidAt,
    sort: 'paid_at',
    cell: (p) => (p.paid_at ? formatDate(p.paid_at) : ''),
  },
  {
    key: 'member',
    header: texts.columns.member,
    sort: 'member',
    cell: (p) => (
      <>
        {`${p.member.firstname} ${p.member.lastname}`}
        <Typography variant="body2" color="text.secondary">
          {p.member.email}
        </Typography>
      </>
    ),
  },
  {
    key: 'ref',
    header: texts.columns.reference,
    cell: (p) => (p.sandbox ? `${p.ref} (${adminPaymentsMessages.detail.specimen})` : p.ref),
  },
  { key: 'subscription', header: texts.columns.subscription, cell: (p) => formatEuros(p.subscription_cents) },
  { key: 'total', header: texts.columns.total, sort: 'total', cell: (p) => formatEuros(p.total_cents) },
  {
    key: 'refund',
    header: texts.columns.refund,
    cell: (p) =>
      p.refund_due_cents === 0
        ? ''
        : p.refunded_at
          ? adminPaymentsMessages.detail.refundedOn(formatDate(p.refunded_at))
          : adminPaymentsMessages.detail.refundDue(formatEuros(p.refund_due_cents)),
  },
];

/** /admin/payments/partners/:id: a partner's reduced-price payments of the period, for its invoice (ADR 049). */
export default function AdminPartnerDiscountedPaymentsPage() {
  const { recordId: partnerId } = useRecordId();
  const { params, update } = useAdminListParams({
    sort: 'paid_at',
    filters: PERIOD,
    filterDefaults: yearPeriod(getParisDay(new Date())),
  });
  const { from = '', to = '' } = params.filters;
  const errors = periodErrors(from, to);
  const valid = Object.keys(errors).length === 0;
  const query = usePartnerDiscountedPayments(partnerId ?? 0, { from, to }, params, valid && partnerId !== null);
  const back = (
    <Link component={RouterLink} to={`/admin/payments/partners?${new URLSearchParams({ from, to })}`}>
      {texts.back}
    </Link>
  );

  if (partnerId === null || (isApiError(query.error) && query.error.status === 404)) {
    return (
      <AdminPage title={texts.detailTitle} actions={back}>
        <Alert severity="error">{texts.notFound}</Alert>
      </AdminPage>
    );
  }
  const result = query.data;
  return (
    <AdminPage
      title={result ? texts.detailOf(result.partner.name) : texts.detailTitle}
      actions={
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {back}
          {valid ? (
            <ExportButton
              path={`/api/admin/partners/${partnerId}/discounted-payments/export`}
              query={{ from, to }}
              fileName={texts.fileName(partnerId, from, to)}
            />
          ) : null}
        </Stack>
      }
    >
      <PaymentsTabs />
      <PeriodFilters from={from} to={to} errors={errors} onChange={(filters) => update({ filters })} />
      {result ? (
        <Stack
          component="dl"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 4 }}
          sx={{ m: 0, '& dd': { m: 0, fontWeight: 700 } }}
        >
          <div>
            <dt>{texts.subscriptions}</dt>
            <dd>{formatEuros(result.totals.subscription_cents)}</dd>
          </div>
          <div>
            <dt>{texts.free}</dt>
            <dd>{result.totals.free_adhesions_count}</dd>
          </div>
          <div>
            <dt>{texts.refundDue}</dt>
            <dd>{formatEuros(result.totals.refund_due_cents)}</dd>
          </div>
        </Stack>
      ) : null}
      {valid ? (
        <AdminTable
          caption={texts.detailCaption(formatDate(from), formatDate(to))}
          columns={columns}
          query={query}
          rowKey={(p) => p.ref}
          params={params}
          onParams={update}
          emptyText={texts.detailEmpty}
        />
      ) : null}
    </AdminPage>
  );
}
