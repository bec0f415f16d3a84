import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobItem, JobKindSummary } from '@plateforme/shared/platform/jobs.schemas';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { describeWhen } from '../components/jobs-summary.tsx';

/** Sunday 29 November 2026, 16:10 in Paris. */
const NOW = new Date('2026-11-29T15:10:00.000Z');

const summary: JobKindSummary[] = [
  {
    kind: 'mail-delivery',
    kind_label: 'Envoi des e-mails',
    last_finished_at: '2026-11-29T15:05:00.000Z',
    last_state: 'done',
    failed_last_7_days: 0,
    overdue: 0,
  },
  {
    kind: 'session-mail',
    kind_label: 'E-mails des séances',
    last_finished_at: '2026-11-28T08:00:00.000Z',
    last_state: 'failed',
    failed_last_7_days: 2,
    overdue: 1,
  },
  {
    kind: 'place-offers',
    kind_label: 'Places libérées proposées à la liste d’attente',
    last_finished_at: null,
    last_state: null,
    failed_last_7_days: 0,
    overdue: 0,
  },
];

const failedJob: JobItem = {
  id: 9,
  kind: 'session-mail',
  kind_label: 'E-mails des séances',
  key: 'meeting:12:user:34',
  state: 'failed',
  run_at: '2026-11-28T07:55:00.000Z',
  attempts: 5,
  result: 'adresse refusée',
  created_at: '2026-11-28T07:00:00.000Z',
  finished_at: '2026-11-28T08:00:00.000Z',
};
const doneJob: JobItem = {
  id: 10,
  kind: 'mail-delivery',
  kind_label: 'Envoi des e-mails',
  key: '2026-11-29T15:05:00.000Z',
  state: 'done',
  run_at: '2026-11-29T15:05:00.000Z',
  attempts: 1,
  result: '3 e-mail(s) envoyé(s) ou réessayé(s)',
  created_at: '2026-11-29T15:05:00.000Z',
  finished_at: '2026-11-29T15:05:00.000Z',
};
const pendingJob: JobItem = {
  ...doneJob,
  id: 11,
  key: '2026-11-29T15:06:00.000Z',
  state: 'pending',
  attempts: 0,
  result: null,
  finished_at: null,
};

const retryingJob: JobItem = {
  ...failedJob,
  id: 12,
  key: 'meeting:12:user:35',
  state: 'pending',
  run_at: '2026-11-29T15:30:00.000Z',
  attempts: 2,
  result: 'délai dépassé',
  finished_at: null,
};

const page = (data: JobItem[]) =>
  jsonResponse(200, { data, meta: { total: data.length, page: 1, per_page: 20, last_page: 1 } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('describeWhen', () => {
  it('says today, yesterday or the day, on the Paris clock', () => {
    expect(describeWhen('2026-11-29T15:05:00.000Z', NOW)).toBe('aujourd’hui à 16 h 05');
    expect(describeWhen('2026-11-28T23:30:00.000Z', NOW)).toBe('aujourd’hui à 0 h 30');
    expect(describeWhen('2026-11-28T08:00:00.000Z', NOW)).toBe('hier à 9 h');
    expect(describeWhen('2026-11-20T08:00:00.000Z', NOW)).toBe('le 20/11/2026 à 9 h');
  });
});

describe('/admin/jobs', { timeout: 30_000 }, () => {
  it('shows each kind’s last run in words, failures flagged by text, then the runs', async () => {
    mockApi({
      'GET /api/admin/jobs/summary': () => jsonResponse(200, { data: summary }),
      'GET /api/admin/jobs': () => page([doneJob, pendingJob, failedJob, retryingJob]),
    });
    renderRoute('/admin/jobs', adminProfile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tâches de fond' }, { timeout: 15_000 })).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Dernier passage de chaque tâche' });
    const lines = await within(section).findAllByRole('listitem', undefined, { timeout: 10_000 });
    expect(lines.map((line) => line.textContent)).toEqual([
      'Envoi des e-mailsDernier passage : aujourd’hui à 16 h 05 — réussiAucun échec ni retard',
      'E-mails des séances — À vérifierDernier passage : hier à 9 h — en échec2 échecs ces 7 derniers jours1 tâche en retard de plus de 10 minutes',
      'Places libérées proposées à la liste d’attenteDernier passage : aucun pour l’instantAucun échec ni retard',
    ]);

    const table = await screen.findByRole('table', { name: 'Tâches de fond, les plus récentes d’abord' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Tâche', 'État', 'Prévue le', 'Essais', 'Résultat', 'Terminée le']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Terminée',
      'En attente',
      'En échec',
      'En attente',
    ]);
    expect(within(rows[3]!).getAllByRole('cell')[4]!.textContent).toBe(
      'Essai en échec, nouvel essai prévu : délai dépassé',
    );
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'E-mails des séancesmeeting:12:user:34',
      'En échec',
      '28/11/2026 08h55',
      '5',
      'adresse refusée',
      '28/11/2026 09h00',
    ]);
    expect(within(rows[1]!).getAllByRole('cell')[5]!.textContent).toBe('—');
    expect(screen.getByText('4 résultats')).toBeTruthy();
  });

  it('filters on the state and the kind, the choice kept in the address and sent to the API', async () => {
    const calls = mockApi({
      'GET /api/admin/jobs/summary': () => jsonResponse(200, { data: summary }),
      'GET /api/admin/jobs': (_, url) =>
        page(url.searchParams.get('state') === 'failed' ? [failedJob] : [doneJob, pendingJob, failedJob]),
    });
    const { router } = renderRoute('/admin/jobs', adminProfile);
    const state = await screen.findByLabelText('État', undefined, { timeout: 15_000 });
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous', 'En attente', 'Terminée', 'En échec']);
    fireEvent.change(state, { target: { value: 'failed' } });
    expect(router.location.search).toBe('?state=failed');
    const kind = screen.getByLabelText('Tâche');
    await within(kind).findByRole('option', { name: 'E-mails des séances' });
    fireEvent.change(kind, { target: { value: 'session-mail' } });
    expect(router.location.search).toBe('?state=failed&kind=session-mail');
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === '/api/admin/jobs' && call.search.includes('kind=session-mail'))).toBe(
        true,
      ),
    );
    const last = calls.filter((call) => call.path === '/api/admin/jobs').at(-1)!;
    expect(new URLSearchParams(last.search).get('state')).toBe('failed');
    expect(new URLSearchParams(last.search).get('sort')).toBe('created_at');
    expect(new URLSearchParams(last.search).get('direction')).toBe('desc');
  });

  it('says so when there is nothing yet', async () => {
    mockApi({
      'GET /api/admin/jobs/summary': () => jsonResponse(200, { data: [] }),
      'GET /api/admin/jobs': () => page([]),
    });
    renderRoute('/admin/jobs', adminProfile);
    expect(
      await screen.findByText('Aucune tâche de fond enregistrée pour l’instant.', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(await screen.findByText('Aucune tâche pour ces critères.')).toBeTruthy();
  });

  it('shows an error with a retry when the list or the summary cannot be read', async () => {
    let fail = true;
    mockApi({
      'GET /api/admin/jobs/summary': () => jsonResponse(500, { code: 'internal', message: 'Une erreur est survenue' }),
      'GET /api/admin/jobs': () =>
        fail ? jsonResponse(500, { code: 'internal', message: 'Une erreur est survenue' }) : page([doneJob]),
    });
    renderRoute('/admin/jobs', adminProfile);
    expect(
      await screen.findByText('Le résumé des tâches n’a pas pu être chargé.', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(await screen.findByText('La liste n’a pas pu être chargée.', undefined, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    const retries = screen.getAllByRole('button', { name: 'Réessayer' });
    fireEvent.click(retries.at(-1)!);
    expect(await screen.findByRole('table', undefined, { timeout: 10_000 })).toBeTruthy();
  });
});
