import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserList, UserListItem } from '@plateforme/shared/workshops/members.schemas';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { premiumUserProfile, proPremiumProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const member = (id: number, patch: Partial<UserListItem> = {}): UserListItem => ({
  id,
  created_at: '2026-03-02T09:00:00.000Z',
  code: `C${id}`,
  member_code: null,
  lastname: `Nom${id}`,
  firstname: `Prénom${id}`,
  email: `membre${id}@exemple.fr`,
  last_qpr: null,
  last_qsat: null,
  subscriptions_count: 0,
  presences_count: 0,
  absences_count: 0,
  unsubscriptions_count: 0,
  ...patch,
});

const page = (data: UserListItem[], total = data.length, lastPage = 1): UserList => ({
  data,
  meta: { total, per_page: 20, current_page: 1, last_page: lastPage },
});
const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

function openProUsers(answer: (url: URL) => UserList | Response, path = '/pro/users') {
  const calls = mockApi({
    'GET /api/users': (_body, url) => {
      const result = answer(url);
      return result instanceof Response ? result : jsonResponse(200, result);
    },
    'GET /api/workshops': () =>
      jsonResponse(200, { data: [{ id: 7, name: 'Mémoire et attention' }], meta: { total: 1 } }),
  });
  const view = renderRoute(path, proPremiumProfile);
  return {
    ...view,
    calls,
    listCalls: () => calls.filter((call) => call.path === '/api/users').map((call) => queryOf(call.search)),
  };
}

describe('/pro/users « Mes adhérents »', { timeout: 30_000 }, () => {
  it('P2-PRO-14 P2-PRO-15 P2-PRO-16 P2-PRO-17 P2-PRO-19 P2-PRO-20 P2-PRO-21 the columns, dates, code and counts, 20 a page newest first', async () => {
    const { listCalls } = openProUsers(() =>
      page([
        member(1, {
          member_code: 'ADH-1',
          last_qpr: { created_at: '2026-01-10T10:00:00.000Z' },
          subscriptions_count: 4,
          presences_count: 2,
          absences_count: 1,
          unsubscriptions_count: 3,
        }),
        member(2),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes adhérents' }, { timeout: 15_000 })).toBeTruthy();
    await screen.findByText('Nom1');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Inscrit le',
      'Code',
      'Nom',
      'Prénom',
      'E-mail',
      'Questionnaire d’information',
      'Questionnaire de satisfaction',
      'Inscriptions',
      'Présences',
      'Absences',
      'Désinscriptions',
    ]);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['02/03/2026', 'ADH-1', 'Nom1', 'Prénom1', 'membre1@exemple.fr', '10/01/2026', '–', '4', '2', '1', '3']);
    expect(within(second!).getAllByRole('cell')[1]!.textContent).toBe('C2');
    expect(within(first!).getByRole('link', { name: 'Ouvrir la fiche de Prénom1 Nom1' }).getAttribute('href')).toBe(
      '/user/1',
    );
    expect(listCalls()[0]).toMatchObject({ page: '1', per_page: '20', sort: 'created_at', direction: 'desc' });
    expect(JSON.parse(listCalls()[0]!.search!)).toEqual({ role: 'user', is_archived: false });
  });

  it('P2-PRO-12 P2-PRO-13 the name search waits for the typing to stop; the workshop filter narrows; both go in the address', async () => {
    const { listCalls, router } = openProUsers(() => page([member(1)]));
    await screen.findByText('Nom1', undefined, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText('Rechercher par nom, prénom ou e-mail'), { target: { value: 'dup' } });
    fireEvent.change(screen.getByLabelText('Rechercher par nom, prénom ou e-mail'), { target: { value: 'dupré' } });
    await waitFor(() => expect(JSON.parse(listCalls().at(-1)!.search!)).toMatchObject({ name: 'dupré' }));
    expect(listCalls().some((call) => JSON.parse(call.search!).name === 'dup')).toBe(false);
    const workshop = screen.getByRole('combobox', { name: 'Atelier' });
    await within(workshop).findByRole('option', { name: 'Mémoire et attention' });
    fireEvent.change(workshop, { target: { value: '7' } });
    await waitFor(() =>
      expect(JSON.parse(listCalls().at(-1)!.search!)).toMatchObject({ name: 'dupré', workshop_id: 7 }),
    );
    expect(router.location.search).toContain('workshop=7');
    expect(decodeURIComponent(router.location.search)).toContain('name=dupré');
  });

  it('P2-PRO-19 page size 50 or all, and the pages', async () => {
    const { listCalls } = openProUsers(
      (url) => page([member(Number(url.searchParams.get('page')))], 45, 3),
      '/pro/users?page=2',
    );
    await screen.findByText('Page 2 sur 3', undefined, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ page: '3' }));
    const perPage = screen.getByRole('combobox', { name: 'Adhérents par page' });
    expect(
      within(perPage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['20', '50', 'Tous']);
    fireEvent.change(perPage, { target: { value: '0' } });
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ page: '1', per_page: '0' }));
  });

  it('P2-PRO-18 a click on a row opens the member', async () => {
    const { router } = openProUsers(() => page([member(3)]));
    fireEvent.click(await screen.findByText('membre3@exemple.fr', undefined, { timeout: 15_000 }));
    await waitFor(() => expect(router.location.pathname).toBe('/user/3'));
  });

  it('says « Aucun adhérent trouvé » when nobody matches', async () => {
    openProUsers(() => page([]));
    expect(await screen.findByText('Aucun adhérent trouvé', undefined, { timeout: 15_000 })).toBeTruthy();
  });

  it('a failed load says so, with a retry', async () => {
    openProUsers(() => jsonResponse(500, { code: 'internal', message: 'Erreur' }));
    expect(
      await screen.findByText(
        'Une erreur est survenue lors de la récupération des adhérents. Veuillez réessayer plus tard.',
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('P2-PRO-03 a member is sent to /unauthorized', async () => {
    mockApi({});
    const { router } = renderRoute('/pro/users', premiumUserProfile);
    await waitFor(() => expect(router.location.pathname).toBe('/unauthorized'), { timeout: 15_000 });
  });
});
