import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentSnackbar } from '../../../lib/snackbar.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { ajaYoungProfile, premiumUserProfile, proPremiumProfile, userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { choose, freezeDate, list, meeting, pivot, searchOf, workshop } from '../test/meeting-fixtures.ts';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import type { Profile } from '../../../lib/profile.ts';

beforeEach(freezeDate);
afterEach(() => vi.useRealTimers());

type Extra = Record<string, (body: unknown, url: URL) => Response>;

async function openWorkshop(meetings: MeetingItem[], profile: Profile | null = premiumUserProfile, extra: Extra = {}) {
  const calls = mockApi({
    'GET /api/workshops/7': () => jsonResponse(200, { data: workshop }),
    'GET /api/meetings': () => jsonResponse(200, list(meetings, { per_page: 20 })),
    ...extra,
  });
  const view = renderRoute('/workshops/7', profile);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Mémoire et attention' }, { timeout: 15_000 }),
  ).toBeTruthy();
  return { ...view, calls };
}

const rowOf = async (date: string) =>
  (await screen.findByRole('cell', { name: new RegExp(date) })).closest('tr') as HTMLElement;

describe('/workshops/:id', { timeout: 30_000 }, () => {
  it('P2-WSD-01 P2-WSD-03 P2-WSD-04 P2-WSD-05 P2-WSD-06 a visitor sees the title, description, logo, card and sessions', async () => {
    const { calls } = await openWorkshop(
      [meeting(1, 5), meeting(2, 12, { type: 'remote', address: null, sequence: 2, validated_subscribers_count: 10 })],
      null,
    );
    expect(screen.getByText('Un atelier pour retrouver ses repères.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo de Ligue Paris' }).getAttribute('src')).toBe('/api/partners/3/logo');
    expect(screen.getByText('12 rue des Lilas, 75012 Paris')).toBeTruthy();
    expect(screen.getByText('Paul, Claire')).toBeTruthy();
    expect(screen.getByText('Deuxième étage, salle B')).toBeTruthy();

    const row = await rowOf('lundi 09/03/2026');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['lundi 09/03/2026', 'Présentiel', '14h00 - 15h30', '7 places restantes', '1', "S'inscrire"]);
    const full = await rowOf('lundi 16/03/2026');
    expect(within(full).getByText('Visio')).toBeTruthy();
    expect(within(full).getByText('Complet')).toBeTruthy();
    expect(within(full).getByRole('button', { name: "Rejoindre la liste d'attente" })).toBeTruthy();

    const workshopCall = calls.find((call) => call.path === '/api/workshops/7');
    expect(decodeURIComponent(workshopCall!.search)).toBe(
      '?with[0]=user&with[1]=secondary_pro&with[2]=partner.logo&with[3]=next_substitutions',
    );
    const meetingsCall = calls.find((call) => call.path === '/api/meetings');
    expect(searchOf(meetingsCall!.search)).toMatchObject({
      search: '{"workshop_id":7,"upcoming":1}',
      per_page: '20',
      page: '1',
      sort: 'start',
      direction: 'asc',
      'with[0]': 'workshop',
    });
  });

  it('P2-WSD-07 the sessions table offers 20, 30, 40 and all a page', async () => {
    const { calls } = await openWorkshop([meeting(1, 5)]);
    await rowOf('lundi 09/03/2026');
    const pageSize = screen.getByRole('combobox', { name: 'Séances par page' });
    expect(
      within(pageSize)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['20', '30', '40', 'Toutes']);
    choose('Séances par page', 'Toutes');
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/api/meetings').map((call) => searchOf(call.search).per_page),
      ).toContain('200'),
    );
  });

  it("P2-WSD-08 the workshop's own pro reads every session, newest first; others the coming ones, next first", async () => {
    const { calls } = await openWorkshop([meeting(1, 5)], proPremiumProfile);
    await rowOf('lundi 09/03/2026');
    expect(searchOf(calls.find((call) => call.path === '/api/meetings')!.search)).toMatchObject({
      search: '{"workshop_id":7}',
      sort: 'start',
      direction: 'desc',
    });
  });

  it("P2-WSD-09 P2-WSD-10 P2-WSD-15 the workshop's pro (a substitute today) gets its state, « Ajouter une séance », its sessions table and its edit; a member none", async () => {
    const substitution = {
      user_id: proPremiumProfile.id,
      start: '2026-03-01T00:00:00.000Z',
      end: '2026-03-31T00:00:00.000Z',
    };
    await openWorkshop([meeting(1, 5)], proPremiumProfile, {
      'GET /api/workshops/7': () =>
        jsonResponse(200, {
          data: { ...workshop, user_id: 99, secondary_pro_id: null, active: false, next_substitutions: [substitution] },
        }),
    });
    const panel = screen.getByRole('region', { name: 'Vous animez cet atelier' });
    expect(within(panel).getByText('Désactivé')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Ajouter une séance' }).getAttribute('href')).toBe(
      '/pro/workshops/7/meetings/new',
    );
    expect(within(panel).getByRole('link', { name: 'Participants, présences et export' }).getAttribute('href')).toBe(
      '/pro/workshops/7',
    );
    expect(within(panel).getByRole('link', { name: "Modifier l'atelier" }).getAttribute('href')).toBe(
      '/pro/workshops/7/edit',
    );
  });

  it('P2-WSD-10 a member and a pro who does not run the workshop get no pro actions', async () => {
    await openWorkshop([meeting(1, 5)], premiumUserProfile);
    expect(screen.queryByRole('region', { name: 'Vous animez cet atelier' })).toBeNull();
  });

  it('P2-WSD-11 a visitor who tries to participate is invited to create an account or to sign in, and comes back here', async () => {
    const { router } = await openWorkshop([meeting(1, 5)], null, {
      'POST /oauth/token': () => jsonResponse(200, { access_token: 'acc', expires_in: 3600, refresh_token: 'ref' }),
      'GET /api/user': () => jsonResponse(200, { data: premiumUserProfile }),
    });
    fireEvent.click(await screen.findByRole('button', { name: "S'inscrire" }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Créez un compte ou connectez-vous pour participer à cet atelier.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/register');
    fireEvent.click(within(dialog).getByRole('link', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(`${router.location.pathname}${router.location.search}`).toBe('/login?redirect=%2Fworkshops%2F7'),
    );
    fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'marie@example.fr' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'secret-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.location.pathname).toBe('/workshops/7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mémoire et attention' })).toBeTruthy();
  });

  it('P2-WSD-12 a member without membership gets the adhere dialog, « Adhérer » leads to /payment/subscription', async () => {
    const { router, calls } = await openWorkshop([meeting(1, 5)], userProfile);
    fireEvent.click(await screen.findByRole('button', { name: "S'inscrire" }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Adhérez à l'association pour participer aux ateliers.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Adhérer' }));
    await waitFor(() => expect(router.location.pathname).toBe('/payment/subscription'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('P2-SUB-03 subscribing to a session with a free place says so and reloads the sessions', async () => {
    const subscribed = meeting(1, 5, { pivot: pivot(1, 2, 'validated'), validated_subscribers_count: 4 });
    let current = meeting(1, 5);
    const { calls } = await openWorkshop([], premiumUserProfile, {
      'GET /api/meetings': () => jsonResponse(200, list([current], { per_page: 20 })),
      'PUT /api/meetings/1/subscribe/2': () => {
        current = subscribed;
        return jsonResponse(200, { data: { status: 'validated', meeting: subscribed } });
      },
    });
    const button = await screen.findByRole('button', { name: "S'inscrire" });
    button.focus();
    fireEvent.click(button);
    await waitFor(() =>
      expect(getCurrentSnackbar()).toMatchObject({
        message: 'Vous êtes bien inscrit(e) à cette séance !',
        severity: 'success',
      }),
    );
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/meetings')).toHaveLength(2));
    // The row now says « Inscrit », 6 places left, and the keyboard focus is on its new button.
    const inscrit = await screen.findByRole('button', { name: 'Inscrit(e)' });
    expect(screen.getByText('6 places restantes')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(inscrit));
  });

  it('P2-SUB-05 subscribing to a full session puts the member on the waiting list', async () => {
    const full = meeting(1, 5, { validated_subscribers_count: 10 });
    await openWorkshop([full], premiumUserProfile, {
      'PUT /api/meetings/1/subscribe/2': () =>
        jsonResponse(202, { data: { status: 'waiting', meeting: { ...full, pivot: pivot(1, 2, 'waiting') } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: "Rejoindre la liste d'attente" }));
    await waitFor(() =>
      expect(getCurrentSnackbar()?.message).toBe("Vous êtes bien inscrit(e) sur liste d'attente de cette séance !"),
    );
  });

  it('P2-SUB-06 P2-MEET-36 P2-SUB-12 « Inscrit » asks before cancelling, then confirms the cancellation', async () => {
    const { calls } = await openWorkshop([meeting(1, 5, { pivot: pivot(1, 2, 'validated') })], premiumUserProfile, {
      'PUT /api/meetings/1/unsubscribe/2': () => jsonResponse(200, { data: { status: null, meeting: meeting(1, 5) } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Inscrit(e)' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText("Vous êtes sur le point d'annuler votre participation à cette séance"),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    await waitFor(() =>
      expect(getCurrentSnackbar()?.message).toBe('Votre annulation de participation à la séance est prise en compte !'),
    );
    expect(calls.some((call) => call.method === 'PUT' && call.path === '/api/meetings/1/unsubscribe/2')).toBe(true);
  });

  it('P2-MEET-37 P2-SUB-10 P2-SUB-15 a waiting member can leave the waiting list', async () => {
    const waiting = meeting(1, 5, { pivot: pivot(1, 2, 'waiting'), validated_subscribers_count: 10 });
    await openWorkshop([waiting], premiumUserProfile, {
      'PUT /api/meetings/1/unsubscribe/2': () =>
        jsonResponse(202, { data: { status: null, meeting: { ...waiting, pivot: null } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'En attente' }));
    const menu = await screen.findByRole('menu');
    // The session is full: no place to take.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(["Quitter la liste d'attente"]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: "Quitter la liste d'attente" }));
    await waitFor(() =>
      expect(getCurrentSnackbar()?.message).toBe("Vous n'êtes plus sur la liste d'attente de cette séance"),
    );
  });

  it('P2-SUB-08 P2-SUB-14 taking a free place too late is a warning: the member stays waiting', async () => {
    const { calls } = await openWorkshop(
      [meeting(1, 5, { pivot: pivot(1, 2, 'waiting'), validated_subscribers_count: 9 })],
      premiumUserProfile,
      {
        'GET /api/meetings/1/take-place/2': () => jsonResponse(200, { data: { gives_up: [] } }),
        'PUT /api/meetings/1/take-place/2': () =>
          jsonResponse(409, {
            code: 'too_late',
            message: "Trop tard, la séance est déjà pleine ! Vous êtes de nouveau sur liste d'attente.",
          }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'En attente' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Prendre la place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prendre la place ?' });
    // Enabled once the places it would leave are known.
    const confirm = within(dialog).getByRole('button', { name: 'Prendre la place' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(getCurrentSnackbar()).toMatchObject({
        message: "Trop tard, la séance est déjà pleine ! Vous êtes de nouveau sur liste d'attente.",
        severity: 'warning',
      }),
    );
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/meetings/1/take-place/2',
    ]);
  });

  it('P2-WSD-13 an AJA workshop opened by a non-AJA member: the message, then the workshops list', async () => {
    mockApi({
      'GET /api/workshops/9': () =>
        jsonResponse(403, { code: 'forbidden', message: "Vous n'êtes pas autorisé à accéder à cet atelier." }),
    });
    const { router } = renderRoute('/aja/workshops/9', premiumUserProfile);
    await waitFor(() => expect(router.location.pathname).toBe('/workshops'), { timeout: 15_000 });
    expect(getCurrentSnackbar()?.message).toBe("Vous n'êtes pas autorisé à accéder à cet atelier.");
  });

  it('P2-WSD-14 a non-AJA workshop opened by an AJA young person: the message, then the AJA list', async () => {
    mockApi({
      'GET /api/workshops/7': () =>
        jsonResponse(403, { code: 'forbidden', message: "Vous n'êtes pas autorisé à accéder à cet atelier." }),
    });
    const { router } = renderRoute('/workshops/7', ajaYoungProfile);
    await waitFor(() => expect(router.location.pathname).toBe('/aja-workshops'), { timeout: 15_000 });
    expect(getCurrentSnackbar()?.message).toBe("Vous n'êtes pas autorisé à accéder à cet atelier.");
  });

  it('P2-WSD-02 an AJA workshop shows under /aja/workshops/:id; an unknown one says so', async () => {
    mockApi({
      'GET /api/workshops/9': () =>
        jsonResponse(200, { data: { ...workshop, id: 9, is_aja: true, name: 'Atelier AJA du jeudi soir' } }),
      'GET /api/meetings': () => jsonResponse(200, list([])),
    });
    const { router } = renderRoute('/aja/workshops/9', ajaYoungProfile);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Atelier AJA du jeudi soir' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(await screen.findByText("Cet atelier n'a pas de séance à venir pour le moment.")).toBeTruthy();
    router.navigate('/aja/workshops/404');
    expect(await screen.findByText("Cet atelier n'existe pas ou n'est plus disponible.")).toBeTruthy();
  });
});
