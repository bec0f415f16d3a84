import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { premiumUserProfile, userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { freezeDate, meeting, pivot } from '../test/meeting-fixtures.ts';

/** /offre/:meetingId, where the offer e-mail leads (ADR 073). */
beforeEach(freezeDate);
afterEach(() => vi.useRealTimers());

type Extra = Record<string, (body: unknown, url: URL) => Response>;

// Thursday 5 March 2026, 10:00 in Paris.
const until = '2026-03-05T09:00:00.000Z';
const heldPivot = { ...pivot(1, 2, 'waiting'), position: 1, offered_until: until };
const offered = meeting(1, 5, { validated_subscribers_count: 9, held_places_count: 1, pivot: heldPivot });

function open(session: MeetingItem | Response, extra: Extra = {}, profile = premiumUserProfile) {
  const calls = mockApi({
    'GET /api/meetings/1': () => (session instanceof Response ? session : jsonResponse(200, { data: session })),
    'GET /api/meetings/1/take-place/2': () =>
      jsonResponse(200, {
        data: {
          gives_up: [
            {
              meeting_id: 8,
              workshop_name: 'Concentration',
              start: '2026-03-10T13:00:00.000Z',
              end: '2026-03-10T14:30:00.000Z',
              status: 'validated',
            },
          ],
        },
      }),
    ...extra,
  });
  const view = renderRoute('/offre/1', profile);
  return { ...view, calls };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('/offre/:meetingId', { timeout: 30_000 }, () => {
  it('shows the session, the end of the hold and what accepting gives up; accepting says « Inscrit » with a link to « Mes séances »', async () => {
    let current = offered;
    const { calls } = open(offered, {
      'GET /api/meetings/1': () => jsonResponse(200, { data: current }),
      'PUT /api/meetings/1/take-place/2': () => {
        current = meeting(1, 5, { validated_subscribers_count: 10, pivot: pivot(1, 2, 'validated') });
        return jsonResponse(200, { data: { status: 'validated', meeting: current } });
      },
    });
    expect(await heading('Une place vous est réservée')).toBeTruthy();
    expect(screen.getByText("Une place vous est réservée jusqu'au jeudi 5 mars à 10 h")).toBeTruthy();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Atelier: 'Mémoire et attention',
      Date: 'lundi 9 mars, 14 h – 15 h 30',
      Lieu: '12 rue des Lilas, 75012 Paris',
      'Fin de la réservation': 'jeudi 5 mars à 10 h',
    });
    expect(await screen.findByText('En acceptant, vous quittez :')).toBeTruthy();
    const givenUp = screen.getByRole('list', { name: 'En acceptant, vous quittez :' });
    expect(within(givenUp).getByRole('listitem').textContent).toBe(
      '« Concentration », mardi 10 mars, 14 h – 15 h 30 — votre place',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Accepter la place' }));
    const done = await heading('Inscrit(e)');
    expect(screen.getByText('Vous êtes bien inscrit(e) à cette séance !')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Mes séances' }).getAttribute('href')).toBe(
      '/meetings',
    );
    // The screen reader hears the answer: the focus is on the heading that now says it.
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.queryByRole('button', { name: 'Accepter la place' })).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/meetings/1/take-place/2',
    ]);
  });

  it('a remote session reads « À distance »; nothing given up is said; refusing keeps her on the list', async () => {
    const remote = { ...offered, type: 'remote' as const, address: null };
    const { calls } = open(remote, {
      'GET /api/meetings/1/take-place/2': () => jsonResponse(200, { data: { gives_up: [] } }),
      'PUT /api/meetings/1/decline-offer/2': () =>
        jsonResponse(200, {
          data: { status: 'waiting', meeting: { ...remote, pivot: { ...heldPivot, offered_until: null } } },
        }),
    });
    await heading('Une place vous est réservée');
    expect(screen.getByText('À distance')).toBeTruthy();
    expect(
      await screen.findByText('Vous ne quittez aucune autre séance : vos autres inscriptions ne changent pas.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    await heading('Place refusée');
    expect(
      within(screen.getByRole('main')).getByText("Vous avez refusé la place. Vous restez sur la liste d'attente."),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/meetings/1/decline-offer/2',
    ]);
  });

  it('no hold running any more: says so plainly, with where the session stands', async () => {
    open(meeting(1, 5, { validated_subscribers_count: 10, pivot: { ...heldPivot, position: 2, offered_until: null } }));
    expect(await heading('Cette place ne vous est plus réservée')).toBeTruthy();
    expect(screen.getByText("Liste d'attente : vous êtes 2e. Complet.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accepter la place' })).toBeNull();
    expect(screen.getByRole('link', { name: "Voir l'atelier et ses séances" }).getAttribute('href')).toBe(
      '/workshops/7',
    );
  });

  it('already holding the place, or off the lists: the current state', async () => {
    open(meeting(1, 5, { validated_subscribers_count: 4, pivot: null }));
    await heading('Cette place ne vous est plus réservée');
    expect(
      screen.getByText("Vous n'êtes plus inscrit(e) à cette séance ni sur sa liste d'attente. 6 places restantes."),
    ).toBeTruthy();
  });

  it('an unknown session: a plain message; a failure: the error and « Réessayer »', async () => {
    open(jsonResponse(404, { code: 'not_found', message: 'Séance introuvable.' }));
    expect(
      await screen.findByText("Cette séance n'existe pas ou n'est plus proposée.", undefined, { timeout: 15_000 }),
    ).toBeTruthy();
  });

  it('a server failure shows the error with « Réessayer »', async () => {
    let fail = true;
    open(offered, {
      'GET /api/meetings/1': () =>
        fail ? jsonResponse(500, { code: 'server_error', message: 'Erreur' }) : jsonResponse(200, { data: offered }),
    });
    expect(
      await screen.findByText(
        'Une erreur est survenue lors de la récupération de la séance. Veuillez réessayer plus tard.',
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await heading('Une place vous est réservée')).toBeTruthy();
  });

  it('a visitor signs in first and comes back to the offer', async () => {
    mockApi({
      'POST /oauth/token': () => jsonResponse(200, { access_token: 'acc', expires_in: 3600, refresh_token: 'ref' }),
      'GET /api/user': () => jsonResponse(200, { data: premiumUserProfile }),
      'GET /api/meetings/1': () => jsonResponse(200, { data: offered }),
      'GET /api/meetings/1/take-place/2': () => jsonResponse(200, { data: { gives_up: [] } }),
    });
    const { router } = renderRoute('/offre/1', null);
    await waitFor(
      () => expect(`${router.location.pathname}${router.location.search}`).toBe('/login?redirect=%2Foffre%2F1'),
      {
        timeout: 15_000,
      },
    );
    fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'marie@example.fr' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'secret-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.location.pathname).toBe('/offre/1'));
    expect(await heading('Une place vous est réservée')).toBeTruthy();
  });

  it('a member without membership sees the members-only card', async () => {
    open(offered, {}, userProfile);
    expect(await screen.findByRole('link', { name: 'Adhérer' }, { timeout: 15_000 })).toBeTruthy();
  });
});
