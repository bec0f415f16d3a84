import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentSnackbar } from '../../../lib/snackbar.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { premiumUserProfile, proPremiumProfile, userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { choose, freezeDate, list, meeting, pivot, searchOf, workshop } from '../test/meeting-fixtures.ts';
import { isNextPlaceCall, OWN, openMeetings, own, rows } from '../test/open-meetings.ts';

beforeEach(freezeDate);
afterEach(() => vi.useRealTimers());

describe('/meetings', { timeout: 30_000 }, () => {
  it('P2-MEET-01 P2-MEET-05 a member without membership sees the members-only card with « Adhérer »', async () => {
    const calls = mockApi({});
    renderRoute('/meetings', userProfile);
    expect(
      await screen.findByText('Cette fonctionnalité est réservée aux adhérents.', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adhérer' }).getAttribute('href')).toBe('/payment/subscription');
    expect(calls.some((call) => call.path.includes('subscribitions') || call.path === '/api/meetings')).toBe(false);
  });

  it('P2-MEET-03 P2-MEET-10 P2-MEET-11 P2-MEET-12 P2-MEET-13 P2-MEET-14 P2-MEET-15 P2-MEET-16 P2-MEET-17 P2-MEET-21 P2-MEET-26 the own list, coming sessions soonest first', async () => {
    const oncommence = { ...meeting(1, 0).workshop!, id: 12, name: 'onCommence', workshop_type: 'oncommence' as const };
    const { listCalls } = await openMeetings(() =>
      list([
        own(1, 5),
        own(2, 12, {
          type: 'remote',
          address: null,
          link: 'https://zoom.example/j/1',
          sequence: 3,
          workshop_id: 12,
          workshop: oncommence,
        }),
      ]),
    );
    expect(
      screen.getByText("Le numéro de séquence n'a pas d'importance : vous pouvez commencer à tout moment."),
    ).toBeTruthy();
    await screen.findAllByRole('row');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Atelier',
      'Date',
      'Type',
      'Horaire',
      'Places',
      'Séquence',
      'Infos',
      'Statut',
    ]);
    const [first, second] = rows();
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Mémoire et attention',
      'lundi 09/03/2026',
      'Présentiel',
      '14h00 - 15h30',
      '7 places restantes',
      '1',
      'Infos',
      // A place held: « Ajouter à mon agenda » under the status.
      'Inscrit(e)Ajouter à mon agenda',
    ]);
    expect(
      within(first!).getByRole('button', { name: /^Ajouter à mon agenda la séance du lundi 09\/03\/2026/ }),
    ).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Mémoire et attention' }).getAttribute('href')).toBe(
      `/workshops/${workshop.id}`,
    );
    expect(within(first!).queryByTitle('Atelier onCommence')).toBeNull();
    expect(
      within(second!)
        .getByRole('link', { name: /onCommence/ })
        .getAttribute('href'),
    ).toBe('/workshops/12');
    expect(within(second!).getByTitle('Atelier onCommence')).toBeTruthy();
    expect(within(second!).getByText('Visio')).toBeTruthy();
    expect(listCalls()[0]).toMatchObject({
      page: '1',
      per_page: '15',
      sort: 'start',
      direction: 'asc',
      'with[0]': 'workshop.partner',
    });
    expect(JSON.parse(listCalls()[0]!.search!)).toEqual({ when: 'coming' });
    expect(screen.getByRole('heading', { level: 2, name: 'Séances à venir' })).toBeTruthy();
    expect(screen.getByText('Page 1 sur 1')).toBeTruthy();
  });

  it("« Votre prochaine séance » names the next place, whatever the table's order, past a waiting entry", async () => {
    // The next entry is a waiting one: the note names the first place after it.
    const waitingFirst = meeting(3, 1, { pivot: pivot(3, 2, 'waiting') });
    const { nextPlaceCalls } = await openMeetings(
      () => list([own(1, 12), own(2, 5)]),
      '/meetings',
      {},
      list([waitingFirst, own(2, 5), own(1, 12)]),
    );
    const note = (await screen.findByText('Votre prochaine séance :')).parentElement!;
    // A note, not an alert: it comes after the page and must not interrupt a screen reader.
    expect(screen.getByRole('note')).toBe(note.closest('[role="note"]'));
    expect(note.textContent).toBe('Votre prochaine séance : lundi 09/03/2026, 14h00 - 15h30, Mémoire et attention');
    expect(within(note).getByRole('link', { name: 'Mémoire et attention' }).getAttribute('href')).toBe(
      `/workshops/${workshop.id}`,
    );
    expect(nextPlaceCalls()[0]).toMatchObject({ page: '1', per_page: '5', sort: 'start', direction: 'asc' });
  });

  it('while the next place loads, a placeholder holds its place, so the list does not move when it comes', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      [OWN]: (_body, url) =>
        isNextPlaceCall(url.searchParams)
          ? new Promise<Response>((resolve) => (answer = resolve))
          : jsonResponse(200, list([own(1, 5)])),
    });
    renderRoute('/meetings', premiumUserProfile);
    await screen.findByRole('heading', { level: 1, name: 'Liste de mes séances' }, { timeout: 15_000 });
    const main = screen.getByRole('main');
    await waitFor(() => expect(main.querySelector('.MuiSkeleton-root[aria-hidden="true"]')).not.toBeNull());
    answer(jsonResponse(200, list([])));
    await waitFor(() => expect(main.querySelector('.MuiSkeleton-root')).toBeNull());
  });

  it('« Séances passées » comes with the coming list, not above its loader, so it is not pushed down', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      [OWN]: (_body, url) =>
        isNextPlaceCall(url.searchParams)
          ? jsonResponse(200, list([]))
          : new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute('/meetings', premiumUserProfile);
    await screen.findByRole('heading', { level: 1, name: 'Liste de mes séances' }, { timeout: 15_000 });
    await screen.findByRole('progressbar', { name: 'Chargement des séances' });
    expect(screen.queryByRole('button', { name: 'Séances passées' })).toBeNull();
    answer(jsonResponse(200, list([own(1, 5)])));
    expect(await screen.findByRole('button', { name: 'Séances passées' })).toBeTruthy();
    expect(rows()).toHaveLength(1);
  });

  it('a full page of sessions shows every row', async () => {
    await openMeetings(() => list(Array.from({ length: 15 }, (_, index) => own(index + 1, index + 1))));
    await waitFor(() => expect(rows()).toHaveLength(15));
  });

  it('no « Votre prochaine séance » with only waiting entries to come', async () => {
    const { nextPlaceCalls } = await openMeetings(
      () => list([own(1, 5)]),
      '/meetings',
      {},
      list([meeting(3, 1, { pivot: pivot(3, 2, 'waiting') })]),
    );
    await screen.findAllByRole('row');
    await waitFor(() => expect(nextPlaceCalls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Votre prochaine séance :')).toBeNull();
  });

  it('P2-MEET-19 with no session the text is « Aucune séance trouvée »', async () => {
    await openMeetings(() => list([]));
    expect(await screen.findByText('Aucune séance trouvée')).toBeTruthy();
  });

  it('P2-MEET-27 a failed load says so', async () => {
    await openMeetings(() => jsonResponse(500, { code: 'internal', message: 'Erreur' }));
    expect(
      await screen.findByText(
        'Une erreur est survenue lors de la récupération des séances. Veuillez réessayer plus tard.',
      ),
    ).toBeTruthy();
  });

  it('P2-ERR-01 a refusal (403) is silent: no message, no error, the empty text; the session stays', async () => {
    const { router } = await openMeetings(() =>
      jsonResponse(403, { code: 'forbidden', message: 'Action non autorisée' }),
    );
    expect(await screen.findByText('Aucune séance trouvée')).toBeTruthy();
    expect(
      screen.queryByText('Une erreur est survenue lors de la récupération des séances. Veuillez réessayer plus tard.'),
    ).toBeNull();
    expect(getCurrentSnackbar()).toBeNull();
    expect(router.location.pathname).toBe('/meetings');
  });

  it('P2-MEET-32 P2-MEET-33 the info menu gives the address onsite and a clickable link remote', async () => {
    await openMeetings(() =>
      list([own(1, 5), own(2, 6, { type: 'remote', address: null, link: 'https://zoom.example/j/1' })]),
    );
    await screen.findAllByRole('row');
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Infos de la séance du lundi 09/03/2026' }));
    expect(within(await screen.findByRole('dialog')).getByText('12 rue des Lilas, 75012 Paris')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Infos de la séance du mardi 10/03/2026' }));
    const link = within(await screen.findByRole('dialog')).getByRole('link', { name: 'https://zoom.example/j/1' });
    expect(link.getAttribute('href')).toBe('https://zoom.example/j/1');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

describe('/meetings/:user_id', { timeout: 30_000 }, () => {
  it("P2-MEET-02 P2-MEET-04 P2-MEET-06 P2-MEET-25 P2-MEET-28 a pro sees a member's sessions, with a partner filter and no info menu", async () => {
    const calls = mockApi({
      'GET /api/users/9': () => jsonResponse(200, { data: { id: 9, firstname: 'Jean', lastname: 'Dupont' } }),
      'GET /api/partners': () =>
        jsonResponse(200, {
          data: [{ id: 3, name: 'Ligue Paris' }],
          meta: { total: 1, current_page: 1, per_page: 0, last_page: 1 },
        }),
      'GET /api/meetings': () => jsonResponse(200, list([meeting(1, 5, { pivot: pivot(1, 9, 'waiting') })])),
    });
    renderRoute('/meetings/9', proPremiumProfile);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Liste des séances de Jean Dupont' }, { timeout: 15_000 }),
    ).toBeTruthy();
    await screen.findAllByRole('row');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).not.toContain('Infos');
    // The pro reads the member's status; the member acts on it.
    expect(within(rows()[0]!).getByText('En attente')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'En attente' })).toBeNull();
    choose('Partenaire', 'Ligue Paris');
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/api/meetings').at(-1)!;
      expect(JSON.parse(searchOf(last.search).search ?? '{}')).toEqual({ when: 'coming', partner_id: 3, user_id: 9 });
    });
  });
});
