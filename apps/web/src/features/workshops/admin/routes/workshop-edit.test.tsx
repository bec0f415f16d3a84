import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminWorkshop } from '@plateforme/shared/workshops/admin.schemas';
import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/workshops-admin';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const workshop: AdminWorkshop = {
  id: 7,
  name: 'Mémoire et attention',
  description: 'Dix séances',
  type: 'onsite',
  workshop_type: 'cognitive',
  active: true,
  is_aja: false,
  user_id: 3,
  user: { id: 3, name: 'Claire Moreau' },
  secondary_pro_id: null,
  secondary_pro: null,
  partner_id: null,
  partner_name: null,
  info_address: null,
  street: '12 rue de la Paix',
  zip: '75002',
  city: 'Paris',
  department: '75',
  lat: 48.86,
  lng: 2.33,
};

const common = {
  'GET /api/admin/workshops/7': () => jsonResponse(200, { data: workshop }),
  'GET /api/admin/workshops/7/substitutions': () => jsonResponse(200, { data: [] }),
  'GET /api/partners': () =>
    jsonResponse(200, {
      data: [{ id: 4, name: 'Centre Horizon' }],
      meta: { total: 1, current_page: 1, per_page: 0, last_page: 1 },
    }),
};

/** The page scrolled down to the parts below the form: every watched place comes into view. */
let scrollDown: () => void = () => undefined;
/** Scrolls down to the parts below a saved workshop's form, once its record shows. */
async function reachSections() {
  await screen.findByRole('link', { name: texts.addMeeting }, { timeout: 10_000 });
  act(() => scrollDown());
}
beforeEach(() => {
  const watching: (() => void)[] = [];
  scrollDown = () => watching.forEach((reach) => reach());
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        watching.push(() =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
        );
      }
      observe() {}
      disconnect() {}
    },
  );
});

describe('/admin/workshops/:id', { timeout: 30_000 }, () => {
  // First: once loaded, the parts below the form stay loaded for the other tests.
  it('loads the sessions’ table, the substitutions and the deletion when the person reaches them', async () => {
    mockApi({
      ...common,
      'GET /api/meetings': () =>
        jsonResponse(200, { data: [], meta: { total: 0, current_page: 1, per_page: 20, last_page: 1 } }),
    });
    renderRoute('/admin/workshops/7', adminProfile);
    // The sessions' heading and links come with the screen.
    expect(await screen.findByRole('link', { name: texts.addMeeting }, { timeout: 10_000 })).toBeTruthy();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading', { name: texts.substitutions.title })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.delete })).toBeNull();
    // Using the form above is reaching them too (scrolling there is use-reached.test.tsx's).
    act(() => screen.getByLabelText(texts.fields.name, { exact: false }).focus());
    expect(await screen.findByRole('heading', { name: texts.substitutions.title })).toBeTruthy();
    expect(await screen.findByRole('button', { name: texts.delete })).toBeTruthy();
  });

  it('places the server’s field messages under their fields and focuses the first', async () => {
    const calls = mockApi({
      ...common,
      'PUT /api/workshops/7': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'Données invalides',
          errors: { zip: ['Code postal à 5 chiffres'], lat: [texts.errors.latitude] },
        }),
    });
    renderRoute('/admin/workshops/7', adminProfile);
    const zip = await screen.findByLabelText(texts.fields.zip, undefined, { timeout: 10_000 });
    fireEvent.change(zip, { target: { value: '750' } });
    fireEvent.change(screen.getByLabelText(texts.fields.lat), { target: { value: '91,5' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText('Code postal à 5 chiffres')).toBeTruthy();
    expect(screen.getByText(texts.errors.latitude)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(texts.fields.zip)));
    // Only what changed goes: unchanged coordinates would count as typed by hand.
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ zip: '750', lat: 91.5 });
  });

  it('shows the geocoder’s warning in an alert that takes the focus, and empties the coordinates', async () => {
    mockApi({
      ...common,
      'PUT /api/workshops/7': () =>
        jsonResponse(200, {
          data: { ...workshop, city: 'Nulle-Part', lat: null, lng: null },
          meta: { geocoding: 'not_found', message: texts.notLocated },
        }),
    });
    renderRoute('/admin/workshops/7', adminProfile);
    const city = await screen.findByLabelText(texts.fields.city, undefined, { timeout: 10_000 });
    fireEvent.change(city, { target: { value: 'Nulle-Part' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    const alert = (await screen.findByText(texts.notLocated)).closest('[role="alert"]');
    expect(alert).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((screen.getByLabelText(texts.fields.lat) as HTMLInputElement).value).toBe('');
  });

  it('after a save, the next one sends only what changed since', async () => {
    const calls = mockApi({
      ...common,
      'PUT /api/workshops/7': () =>
        jsonResponse(200, { data: { ...workshop, city: 'Lyon' }, meta: { geocoding: 'manual', message: null } }),
    });
    renderRoute('/admin/workshops/7', adminProfile);
    fireEvent.change(await screen.findByLabelText(texts.fields.city, undefined, { timeout: 10_000 }), {
      target: { value: 'Lyon' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.manualCoordinates)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(texts.fields.name, { exact: false }), { target: { value: 'Attention' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { city: 'Lyon' },
      { name: 'Attention' },
    ]);
  });

  it('shows the refusal of a deletion after the confirmation', async () => {
    mockApi({
      ...common,
      'DELETE /api/workshops/7': () => jsonResponse(409, { code: 'conflict', message: texts.errors.hasParticipants }),
    });
    renderRoute('/admin/workshops/7', adminProfile);
    await reachSections();
    fireEvent.click(await screen.findByRole('button', { name: texts.delete }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: texts.deleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirmDelete }));
    expect(await screen.findByText(texts.errors.hasParticipants)).toBeTruthy();
  });
});

describe('/admin/workshops/new', { timeout: 30_000 }, () => {
  it('sends every field with the chosen pro, then shows where the address was located', async () => {
    const created = { ...workshop, id: 8, street: null, zip: '75002', city: 'Paris', lat: 48.8566, lng: 2.3522 };
    const calls = mockApi({
      ...common,
      'GET /api/admin/workshops/pros': () =>
        jsonResponse(200, { data: [{ id: 3, name: 'Claire Moreau', email: 'pro@demo.fr' }] }),
      'POST /api/workshops': () => jsonResponse(201, { data: created, meta: { geocoding: 'located', message: null } }),
      'GET /api/admin/workshops/8': () => jsonResponse(200, { data: created }),
      'GET /api/admin/workshops/8/substitutions': () => jsonResponse(200, { data: [] }),
    });
    renderRoute('/admin/workshops/new', adminProfile);
    fireEvent.change(await screen.findByLabelText(texts.fields.name, { exact: false }, { timeout: 10_000 }), {
      target: { value: 'Mémoire et attention' },
    });
    const owner = screen.getByRole('combobox', { name: new RegExp(texts.fields.owner) });
    owner.focus();
    fireEvent.change(owner, { target: { value: 'Mor' } });
    fireEvent.keyDown(owner, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: /Claire Moreau/ }));
    fireEvent.change(screen.getByLabelText(texts.fields.zip), { target: { value: '75002' } });
    fireEvent.change(screen.getByLabelText(texts.fields.city), { target: { value: 'Paris' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    const located = await screen.findByText(texts.located(48.8566, 2.3522));
    await waitFor(() => expect(document.activeElement).toBe(located.closest('[role="status"]')));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Mémoire et attention',
      description: '',
      type: 'onsite',
      workshop_type: 'cognitive',
      user_id: 3,
      secondary_pro_id: null,
      partner_id: null,
      info_address: '',
      street: '',
      zip: '75002',
      city: 'Paris',
      lat: null,
      lng: null,
      active: true,
      is_aja: false,
    });
  });
  it('puts the refusal of a substitute under the pro field and focuses it (the API names it user_id)', async () => {
    mockApi({
      ...common,
      'POST /api/admin/workshops/7/substitutions': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'Données invalides',
          errors: { user_id: ['Choisissez un professionnel.'], end: ['La fin doit suivre le début.'] },
        }),
    });
    renderRoute('/admin/workshops/7', adminProfile);
    await reachSections();
    fireEvent.click(await screen.findByRole('button', { name: texts.substitutions.add }, { timeout: 10_000 }));
    expect(await screen.findByText('Choisissez un professionnel.')).toBeTruthy();
    expect(screen.getByText('La fin doit suivre le début.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(texts.substitutions.pro, { exact: false })),
    );
  });
  it('sends the substitution’s days as Paris days, from midnight to the last second, whatever the browser’s zone', async () => {
    const calls = mockApi({
      ...common,
      'POST /api/admin/workshops/7/substitutions': () => jsonResponse(201, { data: [] }),
    });
    renderRoute('/admin/workshops/7', adminProfile);
    await reachSections();
    fireEvent.change(await screen.findByLabelText(texts.substitutions.start, { exact: false }, { timeout: 10_000 }), {
      target: { value: '2026-12-01' },
    });
    fireEvent.change(screen.getByLabelText(texts.substitutions.end, { exact: false }), {
      target: { value: '2026-12-20' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.substitutions.add }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        start: '2026-11-30T23:00:00.000Z',
        end: '2026-12-20T22:59:59.000Z',
      }),
    );
  });
});
