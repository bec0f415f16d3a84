import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  PartnerReconciliation,
  ReconciliationSummary,
} from '@plateforme/shared/registration/partner-reconciliation.schemas';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const mutual = { id: 7, name: 'Mutuelle Santé', support_type: 'healthinsurance' as const };
const summary: ReconciliationSummary = {
  period: { from: '2025-01-01', to: '2025-12-31', sandbox: false },
  partners: [{ partner: mutual, payments_count: 2, subscription_cents: 2000, free_adhesions_count: 1 }],
  totals: { payments_count: 2, subscription_cents: 2000, free_adhesions_count: 1 },
};
const member = (lastname: string) => ({ firstname: 'Anne', lastname, email: `${lastname.toLowerCase()}@exemple.fr` });
const reconciliation: PartnerReconciliation = {
  partner: mutual,
  period: summary.period,
  payments: [
    {
      ref: 'CB-1',
      paid_at: '2025-03-10T09:00:00.000Z',
      member: member('Zola'),
      subscription_cents: 1000,
      donation_cents: 500,
      total_cents: 1500,
      sandbox: false,
      refund_due_cents: 0,
      refunded_at: null,
    },
    {
      ref: 'CB-2',
      paid_at: '2025-05-02T09:00:00.000Z',
      member: member('Bernard'),
      subscription_cents: 1000,
      donation_cents: 0,
      total_cents: 1000,
      sandbox: false,
      refund_due_cents: 1000,
      refunded_at: null,
    },
  ],
  totals: { payments_count: 2, subscription_cents: 2000, refund_due_cents: 1000, free_adhesions_count: 1 },
};

describe('/admin/payments/partners', { timeout: 30_000 }, () => {
  it('lists each partner of the period with its totals and links to its payments, the period kept', async () => {
    const calls = mockApi({ 'GET /api/admin/discounted-payments/summary': () => jsonResponse(200, { data: summary }) });
    renderRoute('/admin/payments/partners?from=2025-01-01&to=2025-12-31', adminProfile);
    const table = await screen.findByRole(
      'table',
      { name: 'Par partenaire, du 01/01/2025 au 31/12/2025' },
      { timeout: 15_000 },
    );
    const link = within(table).getByRole('link', { name: 'Paiements au tarif réduit : Mutuelle Santé' });
    expect(link.getAttribute('href')).toBe('/admin/payments/partners/7?from=2025-01-01&to=2025-12-31');
    expect(within(table).getByRole('row', { name: /Total/ }).textContent).toContain('20,00');
    expect(calls.find((call) => call.path.endsWith('/summary'))!.search).toBe('?from=2025-01-01&to=2025-12-31');
  });

  it('ties a reversed period to « Au » and asks nothing of the API', async () => {
    const calls = mockApi({ 'GET /api/admin/discounted-payments/summary': () => jsonResponse(200, { data: summary }) });
    renderRoute('/admin/payments/partners?from=2025-06-01&to=2025-03-01', adminProfile);
    const to = await screen.findByLabelText('Au', {}, { timeout: 15_000 });
    expect(await screen.findByText('La date de fin doit suivre la date de début.')).toBeTruthy();
    expect(to.getAttribute('aria-describedby')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/summary'))).toBe(false);
  });
});

describe('/admin/payments/partners/:id', { timeout: 30_000 }, () => {
  it('shows the partner’s payments with the totals, sorted on demand, and offers the export', async () => {
    mockApi({ 'GET /api/admin/partners/7/discounted-payments': () => jsonResponse(200, { data: reconciliation }) });
    renderRoute('/admin/payments/partners/7?from=2025-01-01&to=2025-12-31', adminProfile);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Paiements au tarif réduit : Mutuelle Santé' },
      { timeout: 15_000 },
    );
    expect(screen.getByText('10,00 € à rembourser')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporter (xlsx)' })).toBeTruthy();
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(names()[0]).toContain('Zola');
    fireEvent.click(screen.getByRole('button', { name: 'Adhérent' }));
    await waitFor(() => expect(names()[0]).toContain('Bernard'));
  });

  it('says so when the partner does not exist', async () => {
    mockApi({});
    renderRoute('/admin/payments/partners/999', adminProfile);
    expect(await screen.findByText('Ce partenaire est introuvable.', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
