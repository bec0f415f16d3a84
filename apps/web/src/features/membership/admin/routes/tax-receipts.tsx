import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminTaxReceipt } from '@plateforme/shared/membership/admin.schemas';
import { formatDate } from '@plateforme/shared/format/dates';
import { formatEuros } from '@plateforme/shared/format/money';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { adminPaymentsMessages as texts } from '@plateforme/shared/messages/membership-admin';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminTable, type AdminColumn } from '../../../../components/admin/admin-table.tsx';
import { ExportButton } from '../../../../components/admin/export-button.tsx';
import { useAdminList } from '../../../../components/admin/use-admin-list.ts';
import { FilterForm, SelectFilter } from '../../../../components/ui/filter-fields.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../../components/ui/page-loader.tsx';
import { apiClient } from '../../../../lib/api-client.ts';
import { saveFile } from '../../../../lib/save-file.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useTaxReceiptSummary } from '../api/payments.ts';
import { PaymentsTabs } from '../components/payments-tabs.tsx';

const c = texts.columns;
const RECEIPT_FILTERS = ['year'] as const;
const thisYear = Number(getParisDay(new Date()).slice(0, 4));
const years = Array.from({ length: thisYear - 2019 }, (_, index) => String(thisYear - index));

async function downloadReceipt(receipt: AdminTaxReceipt) {
  try {
    saveFile(
      await apiClient.get<Blob>(`/api/payments/${receipt.payment_id}/print/donation`, { responseType: 'blob' }),
      `recu-fiscal-${receipt.number}.pdf`,
    );
  } catch {
    showSnackbar(adminMessages.exportFailed, 'error');
  }
}

const columns: AdminColumn<AdminTaxReceipt>[] = [
  { key: 'number', header: c.number, sort: 'number', cell: (r) => r.number },
  { key: 'paid', header: c.paidAt, cell: (r) => formatDate(r.paid_at) },
  { key: 'donor', header: c.donor, cell: (r) => r.donor_name },
  { key: 'amount', header: c.amount, sort: 'amount', cell: (r) => formatEuros(r.amount_cents) },
  { key: 'issued', header: c.issuedAt, cell: (r) => formatDate(r.issued_at) },
  { key: 'payment', header: c.payment, cell: (r) => r.payment_ref },
  {
    key: 'pdf',
    header: texts.receipts.pdf,
    cell: (r) => (
      <Link
        component="button"
        type="button"
        aria-label={texts.receipts.pdfFor(r.number)}
        onClick={() => void downloadReceipt(r)}
      >
        {texts.receipts.pdf}
      </Link>
    ),
  },
];

/** The year's figures for the CGI art. 222 bis declaration. */
function YearSummary({ year }: { year: number }) {
  const summary = useTaxReceiptSummary(year);
  if (summary.isError)
    return <ErrorState message={texts.receipts.summaryFailed} onRetry={() => void summary.refetch()} />;
  if (!summary.data) return <PageLoader label={texts.receipts.summaryLoading} />;
  const { receipts_count, amount_cents } = summary.data.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="bilan-annuel" sx={{ p: 2 }}>
      <Typography variant="h2" id="bilan-annuel" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {`${texts.receipts.summaryTitle} — ${year}`}
      </Typography>
      <Stack
        component="dl"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 4 }}
        sx={{ m: 0, '& dd': { m: 0, fontWeight: 700 } }}
      >
        <div>
          <dt>{texts.receipts.count}</dt>
          <dd>{receipts_count}</dd>
        </div>
        <div>
          <dt>{texts.receipts.total}</dt>
          <dd>{formatEuros(amount_cents)}</dd>
        </div>
      </Stack>
    </Paper>
  );
}

/** /admin/payments/receipts: the register of issued tax receipts and the yearly summary. */
export default function AdminTaxReceiptsPage() {
  const {
    params,
    update,
    list: query,
    exportQuery,
  } = useAdminList<AdminTaxReceipt>({
    path: '/api/admin/tax-receipts',
    key: ['admin', 'tax-receipts'],
    sort: 'number',
    direction: 'desc',
    filters: RECEIPT_FILTERS,
  });
  const year = Number(params.filters.year) || thisYear;
  return (
    <AdminPage
      title={texts.receiptsTitle}
      actions={<ExportButton path="/api/admin/tax-receipts/export" query={exportQuery} fileName="recus-fiscaux.xlsx" />}
    >
      <PaymentsTabs />
      <FilterForm
        label={adminMessages.search}
        columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' }}
      >
        <TextInput
          label={texts.searchReceipts}
          name="q"
          type="search"
          defaultValue={params.filters.q}
          onBlur={(event) => update({ filters: { q: event.target.value } })}
          onKeyDown={(event) =>
            event.key === 'Enter' && update({ filters: { q: (event.target as HTMLInputElement).value } })
          }
        />
        <SelectFilter
          label={texts.receipts.year}
          name="year"
          value={params.filters.year ?? ''}
          options={years.map((value) => ({ value, label: value }))}
          anyLabel={texts.filters.all}
          onChange={(value) => update({ filters: { year: value } })}
        />
      </FilterForm>
      <YearSummary year={year} />
      <AdminTable
        caption={texts.receiptsTitle}
        columns={columns}
        query={query}
        rowKey={(r) => r.payment_id}
        params={params}
        onParams={(patch) => update(patch)}
      />
    </AdminPage>
  );
}
