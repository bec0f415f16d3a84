import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminPayment } from '@plateforme/shared/membership/admin.schemas';
import { formatDate } from '@plateforme/shared/format/dates';
import { formatEuros } from '@plateforme/shared/format/money';
import { adminPaymentsMessages as texts } from '@plateforme/shared/messages/membership-admin';
import { lazy, Suspense, useState } from 'react';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminTable, type AdminColumn } from '../../../../components/admin/admin-table.tsx';
import { ListActions } from '../../../../components/admin/list-actions.tsx';
import { useAdminList } from '../../../../components/admin/use-admin-list.ts';
import { useOpenedOnce } from '../../../../lib/load-when-wanted.ts';
import { PaymentsFilters } from '../components/payments-filters.tsx';
import { PaymentsTabs } from '../components/payments-tabs.tsx';

// The two forms (the dialog, the day field, the form hook) load when the staff open one.
const ManualPaymentDialog = lazy(() =>
  import('../components/manual-payment-dialog.tsx').then((m) => ({ default: m.ManualPaymentDialog })),
);
const RefundDialog = lazy(() => import('../components/refund-dialog.tsx').then((m) => ({ default: m.RefundDialog })));

const filterNames = ['state', 'type', 'partner_id', 'discounted', 'refund', 'from', 'to'] as const;
const c = texts.columns;

function amountDetail(payment: AdminPayment): string {
  const parts = [
    payment.subscription_cents > 0 ? `${texts.detail.subscription} ${formatEuros(payment.subscription_cents)}` : null,
    payment.donation_cents > 0 ? `${texts.detail.donation} ${formatEuros(payment.donation_cents)}` : null,
    payment.pro_status_amount_cents > 0
      ? `${texts.detail.proStatus} ${formatEuros(payment.pro_status_amount_cents)}`
      : null,
  ];
  return parts.filter(Boolean).join(', ');
}

/** /admin/payments: every payment, filtered, exported; cheques and transfers recorded; refunds marked done. */
export default function AdminPaymentsPage() {
  const {
    params,
    update,
    list: query,
    exportQuery,
  } = useAdminList<AdminPayment>({
    path: '/api/admin/payments',
    key: ['admin', 'payments'],
    sort: 'created_at',
    direction: 'desc',
    filters: filterNames,
  });
  const [recording, setRecording] = useState(false);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  // Once opened, a dialog stays mounted: its closing transition and the focus's return are kept.
  const recordingMounted = useOpenedOnce(recording);
  const refundingMounted = useOpenedOnce(refunding !== null);

  const columns: AdminColumn<AdminPayment>[] = [
    { key: 'date', header: c.date, sort: 'created_at', cell: (p) => formatDate(p.paid_at ?? p.created_at) },
    {
      key: 'payer',
      header: c.payer,
      cell: (p) => (
        <>
          {`${p.payer.firstname} ${p.payer.lastname}`}
          <Typography variant="body2" color="text.secondary">
            {p.payer.email}
          </Typography>
        </>
      ),
    },
    { key: 'ref', header: c.reference, cell: (p) => (p.sandbox ? `${p.ref} (${texts.detail.specimen})` : p.ref) },
    {
      key: 'amount',
      header: c.amount,
      sort: 'amount',
      cell: (p) => (
        <>
          {formatEuros(p.total_cents)}
          <Typography variant="body2" color="text.secondary">
            {amountDetail(p)}
          </Typography>
        </>
      ),
    },
    { key: 'method', header: c.method, cell: (p) => texts.methods[p.method] },
    { key: 'state', header: c.state, cell: (p) => texts.states[p.status] },
    { key: 'partner', header: c.partner, cell: (p) => p.partner?.name ?? '' },
    { key: 'receipt', header: c.receipt, cell: (p) => p.receipt_number ?? '' },
    {
      key: 'refund',
      header: c.refund,
      cell: (p) => {
        if (p.refund_due_cents === 0) return '';
        if (p.refunded_at) return texts.detail.refundedOn(formatDate(p.refunded_at));
        return (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <span>{texts.detail.refundDue(formatEuros(p.refund_due_cents))}</span>
            <Button
              size="small"
              variant="outlined"
              aria-label={texts.refund.actionFor(p.ref)}
              onClick={() => setRefunding(p)}
            >
              {texts.refund.action}
            </Button>
          </Stack>
        );
      },
    },
  ];

  return (
    <AdminPage
      title={texts.title}
      actions={
        <ListActions
          onAdd={() => setRecording(true)}
          addLabel={texts.manual.open}
          exportPath="/api/admin/payments/export"
          exportQuery={exportQuery}
          fileName="paiements.xlsx"
        />
      }
    >
      <PaymentsTabs />
      <PaymentsFilters filters={params.filters} onChange={(filters) => update({ filters })} />
      <AdminTable
        caption={texts.title}
        columns={columns}
        query={query}
        rowKey={(p) => p.id}
        params={params}
        onParams={(patch) => update(patch)}
      />
      {recordingMounted ? (
        <Suspense fallback={null}>
          <ManualPaymentDialog open={recording} onClose={() => setRecording(false)} />
        </Suspense>
      ) : null}
      {refundingMounted ? (
        <Suspense fallback={null}>
          <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
        </Suspense>
      ) : null}
    </AdminPage>
  );
}
