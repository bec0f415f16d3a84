import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { getCurrentSnackbar } from '../../../../lib/snackbar.ts';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { proPremiumProfile, proProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const item = (id: number, patch: Partial<WorkshopListItem> = {}): WorkshopListItem => ({
  id,
  name: `Atelier ${id}`,
  description: 'Un atelier',
  type: 'onsite',
  active: true,
  user_id: proPremiumProfile.id,
  secondary_pro_id: null,
  street: '1 rue Haute',
  info_address: null,
  zip: '69003',
  city: 'Lyon',
  user: { id: proPremiumProfile.id, firstname: 'Paul' },
  three_next_meetings: [],
  ...patch,
});
const page = (data: WorkshopListItem[], total = data.length, perPage = 20) => ({
  data,
  meta: { total, page: 1, per_page: perPage, last_page: perPage === 0 ? 1 : Math.max(1, Math.ceil(total / perPage)) },
});
const searchOf = (search: string) => Object.fromEntries(new URLSearchParams(search));
const geo = {
  'GET /api/geo/departements': () =>
    jsonResponse(200, [
      { code: '69', nom: 'Rhône' },
      { code: '75', nom: 'Paris' },
    ]),
  'GET /api/partners': () => jsonResponse(200, { data: [{ id: 4, name: 'Centre Léon Bérard' }] }),
};

async function openList(answer: () => Response, path = '/pro/workshops') {
  const calls = mockApi({ 'GET /api/workshops': answer, ...geo });
  const view = renderRoute(path, proPremiumProfile);
  expect(await screen.findByRole('heading', { level: 1, name: 'Mes ateliers' }, { timeout: 15_000 })).toBeTruthy();
  const listCalls = () => calls.filter((call) => call.path === '/api/workshops').map((call) => searchOf(call.search));
  return { ...view, calls, listCalls };
}

describe('/pro/workshops « Mes ateliers »', { timeout: 30_000 }, () => {
  it('P2-PRO-01 P2-ROLE-01 a pro without membership sees the members-only card and nothing is asked', async () => {
    const calls = mockApi(geo);
    renderRoute('/pro/workshops', proProfile);
    expect(
      await screen.findByText('Cette fonctionnalité est réservée aux adhérents.', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adhérer' }).getAttribute('href')).toBe('/payment/subscription');
    expect(calls.some((call) => call.path === '/api/workshops')).toBe(false);
  });

  it('P2-PRO-05 P2-PRO-06 P2-PRO-24 cards leading to the pro detail, with their state; the search names the pro; départements as « code - nom »', async () => {
    const { listCalls } = await openList(() =>
      jsonResponse(200, page([item(1), item(2, { name: 'Atelier fermé', active: false })])),
    );
    const cards = within(await screen.findByRole('list', { name: 'Mes ateliers' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/pro/workshops/1');
    expect(within(cards[0]!).getByText('visible')).toBeTruthy();
    expect(within(cards[1]!).getByText('désactivé')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 ateliers');
    const first = listCalls()[0]!;
    expect(JSON.parse(first.search!)).toEqual({ user_id: proPremiumProfile.id });
    expect(first).toMatchObject({ sort: 'name', direction: 'asc', per_page: '20', page: '1' });
    expect(await screen.findByRole('option', { name: '69 - Rhône' })).toBeTruthy();
  });

  it('P2-PRO-07 P2-PRO-08 P2-PRO-09 filters, sort and page size go to the request and the address', async () => {
    const { listCalls, router } = await openList(() => jsonResponse(200, page([item(1)])));
    await screen.findByRole('list', { name: 'Mes ateliers' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Trier par' }), { target: { value: 'zip' } });
    await waitFor(() => expect(listCalls().at(-1)?.sort).toBe('zip'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Ateliers par page' }), { target: { value: '0' } });
    await waitFor(() => expect(listCalls().at(-1)?.per_page).toBe('0'));
    await screen.findByRole('option', { name: 'Centre Léon Bérard' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Centre de santé' }), { target: { value: '4' } });
    await waitFor(() =>
      expect(JSON.parse(listCalls().at(-1)!.search!)).toEqual({ user_id: proPremiumProfile.id, partner_id: 4 }),
    );
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: 'Lyon' } });
    await waitFor(() => expect(JSON.parse(listCalls().at(-1)!.search!)).toMatchObject({ city: 'Lyon' }));
    expect(Object.fromEntries(new URLSearchParams(router.location.search))).toEqual({
      sort: 'zip',
      per_page: 'all',
      partner: '4',
      city: 'Lyon',
    });
  });

  it('P2-PRO-09 pages: « Page 1 sur 3 » and the next page', async () => {
    const { listCalls } = await openList(() => jsonResponse(200, page([item(1)], 45, 20)));
    expect(await screen.findByText('Page 1 sur 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(listCalls().at(-1)?.page).toBe('2'));
  });

  it('P2-PRO-10 without any workshop: contact the administrator', async () => {
    await openList(() => jsonResponse(200, page([])));
    expect(
      await screen.findByText(
        "Vous n'avez pas encore d'atelier. Contactez l'administrateur, qui créera votre premier atelier.",
      ),
    ).toBeTruthy();
  });

  it('a failed load says so and offers to retry', async () => {
    await openList(() => jsonResponse(500, { code: 'internal', message: 'Erreur' }));
    expect(
      await screen.findByText('Vos ateliers n’ont pas pu être chargés. Vérifiez votre connexion puis réessayez.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});

describe('/pro/workshops/:id/edit', { timeout: 30_000 }, () => {
  const open = (handlers: Parameters<typeof mockApi>[0], workshop = item(7)) => {
    const calls = mockApi({ 'GET /api/workshops/7': () => jsonResponse(200, { data: workshop }), ...handlers });
    return { calls, ...renderRoute('/pro/workshops/7/edit', proPremiumProfile) };
  };

  it('saves the description: « Atelier enregistré ! » and back to the workshop', async () => {
    const { calls, router } = open({
      'PUT /api/workshops/7': () => jsonResponse(200, { data: item(7, { description: 'Nouveau' }) }),
    });
    const description = await screen.findByLabelText('Description', undefined, { timeout: 15_000 });
    fireEvent.change(description, { target: { value: 'Nouveau' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(router.location.pathname).toBe('/pro/workshops/7'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      description: 'Nouveau',
      info_address: null,
      street: '1 rue Haute',
      zip: '69003',
      city: 'Lyon',
    });
    expect(getCurrentSnackbar()?.message).toBe('Atelier enregistré !');
  });

  it('the server’s messages go under their fields; a bad postal code is caught before sending', async () => {
    const { calls } = open({
      'PUT /api/workshops/7': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'x',
          errors: { city: ['Indiquez la ville de l’adresse'] },
        }),
    });
    const zip = await screen.findByLabelText('Code postal', undefined, { timeout: 15_000 });
    fireEvent.change(zip, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le code postal doit contenir 5 chiffres')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(zip, { target: { value: '69003' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Indiquez la ville de l’adresse')).toBeTruthy();
  });

  it('a remote workshop shows its description only', async () => {
    open({}, item(7, { type: 'remote', street: null, zip: null, city: null }));
    expect(await screen.findByLabelText('Description', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByLabelText('Code postal')).toBeNull();
  });

  it('a remote workshop sends its description only, whatever address it still holds', async () => {
    const { calls, router } = open(
      { 'PUT /api/workshops/7': () => jsonResponse(200, { data: item(7, { type: 'remote' }) }) },
      item(7, { type: 'remote', street: '1 rue Haute', zip: null, city: null }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }, { timeout: 15_000 }));
    await waitFor(() => expect(router.location.pathname).toBe('/pro/workshops/7'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ description: 'Un atelier' });
  });

  it('a workshop the pro does not run, or a 403 on saving, leads to /unauthorized', async () => {
    const { router } = open({}, item(7, { user_id: 99 }));
    await waitFor(() => expect(router.location.pathname).toBe('/unauthorized'), { timeout: 15_000 });
  });

  it('a 403 on saving leads to /unauthorized', async () => {
    const { router } = open({ 'PUT /api/workshops/7': () => jsonResponse(403, { code: 'forbidden', message: 'Non' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }, { timeout: 15_000 }));
    await waitFor(() => expect(router.location.pathname).toBe('/unauthorized'));
  });
});
