import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReconciliationSummary } from '@plateforme/shared/registration/partner-reconciliation.schemas';
import { formatDate } from '@plateforme/shared/format/dates';
import { formatEuros } from '@plateforme/shared/format/money';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import { adminPaymentsMessages } from '@plateforme/shared/messages/membership-admin';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { useAdminListParams } from '../../../../components/admin/use-admin-list-params.ts';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../../components/ui/page-loader.tsx';
import { PlainTable } from '../../../../components/ui/plain-table.tsx';
import { useReconciliationSummary } from '../api/discounted-payments.ts';
import { PaymentsTabs } from '../components/payments-tabs.tsx';
import { PeriodFilters } from '../components/period-filters.tsx';
import { periodErrors, yearPeriod } from '../components/reconciliation.ts';

const texts = adminPaymentsMessages.partners;
const PERIOD = ['from', 'to'] as const;

function SummaryTable({ summary }: { summary: ReconciliationSummary }) {
  const { period, partners, totals } = summary;
  const detail = (id: number) =>
    `/admin/payments/partners/${id}?${new URLSearchParams({ from: period.from, to: period.to })}`;
  const totalsRow = (
    <TableFooter>
      <TableRow>
        <TableCell component="th" scope="row">
          {texts.total}
        </TableCell>
        <TableCell align="right">{totals.payments_count}</TableCell>
        <TableCell align="right">{formatEuros(totals.subscription_cents)}</TableCell>
        <TableCell align="right">{totals.free_adhesions_count}</TableCell>
      </TableRow>
    </TableFooter>
  );
  return (
    <PlainTable
      caption={texts.caption(formatDate(period.from), formatDate(period.to))}
      headers={[
        texts.partner,
        { label: texts.payments, align: 'right' },
        { label: texts.subscriptions, align: 'right' },
        { label: texts.free, align: 'right' },
      ]}
      footer={totalsRow}
    >
      {partners.map((row) => (
        <TableRow key={row.partner.id}>
          <TableCell component="th" scope="row" sx={{ overflowWrap: 'break-word' }}>
            <Link component={RouterLink} to={detail(row.partner.id)} aria-label={texts.seeFor(row.partner.name)}>
              {row.partner.name}
            </Link>
          </TableCell>
          <TableCell align="right">{row.payments_count}</TableCell>
          <TableCell align="right">{formatEuros(row.subscription_cents)}</TableCell>
          <TableCell align="right">{row.free_adhesions_count}</TableCell>
        </TableRow>
      ))}
    </PlainTable>
  );
}

/** /admin/payments/partners: per partner, what is billed for the period (ADR 024, 049). */
export default function AdminPartnerPaymentsPage() {
  const { params, update } = useAdminListParams({
    sort: 'name',
    filters: PERIOD,
    filterDefaults: yearPeriod(getParisDay(new Date())),
  });
  const { from = '', to = '' } = params.filters;
  const errors = periodErrors(from, to);
  const valid = Object.keys(errors).length === 0;
  const summary = useReconciliationSummary({ from, to }, valid);

  let body;
  if (!valid) body = null;
  else if (summary.isError) body = <ErrorState message={texts.loadFailed} onRetry={() => void summary.refetch()} />;
  else if (!summary.data) body = <PageLoader label={texts.loading} />;
  else if (summary.data.data.partners.length === 0) body = <Typography role="status">{texts.empty}</Typography>;
  else body = <SummaryTable summary={summary.data.data} />;

  return (
    <AdminPage title={texts.title}>
      <PaymentsTabs />
      <Typography>{texts.intro}</Typography>
      <PeriodFilters from={from} to={to} errors={errors} onChange={(filters) => update({ filters })} />
      <div aria-busy={summary.isFetching}>{body}</div>
    </AdminPage>
  );
}
