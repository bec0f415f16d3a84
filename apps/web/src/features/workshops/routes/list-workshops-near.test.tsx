import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { nearMessages } from '@plateforme/shared/messages/workshops-near';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { ajaYoungProfile, premiumUserProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { listCalls, searchOf } from '../test/open-workshops.ts';

const workshop = (id: number, patch: Partial<WorkshopListItem>): WorkshopListItem => ({
  id,
  name: `Atelier ${id}`,
  type: 'onsite',
  user: { id: 50, firstname: 'Claire' },
  secondary_pro: null,
  partner: null,
  three_next_meetings: [],
  ...patch,
});

const nearBordeaux = {
  data: [
    workshop(1, { city: 'Bordeaux', zip: '33000' }),
    workshop(2, { city: 'Mérignac', zip: '33700' }),
    workshop(3, { type: 'remote', city: null, zip: null }),
  ],
  meta: {
    total: 3,
    page: 1,
    per_page: 24,
    last_page: 1,
    near: { name: 'Bordeaux', reference: 'Bordeaux', distances: { '1': 0, '2': 5 } },
  },
};
const plain = { data: [workshop(9, { city: 'Lyon' })], meta: { total: 1, page: 1, per_page: 24, last_page: 1 } };

function answer() {
  return mockApi({
    'GET /api/workshops': (_body, url) => {
      const near = (JSON.parse(url.searchParams.get('search') ?? '{}') as { near?: string }).near;
      if (near === 'Nulle-part')
        return jsonResponse(422, {
          code: 'validation_failed',
          message: nearMessages.unknownPlace,
          errors: { 'search.near': [nearMessages.unknownPlace] },
        });
      return jsonResponse(200, near ? nearBordeaux : plain);
    },
    'GET /api/workshops/sequences': () => jsonResponse(200, { data: [1] }),
    'GET /api/professionals-names': () => jsonResponse(200, { data: [] }),
    'GET /api/geo/departements': () => jsonResponse(200, []),
    'GET /api/geo/communes': () => jsonResponse(200, []),
    'GET /api/partners': () =>
      jsonResponse(200, { data: [], meta: { total: 0, current_page: 1, per_page: 0, last_page: 1 } }),
  });
}

describe('/workshops « Près de »', { timeout: 30_000 }, () => {
  it('asks for the list near the place typed, keeps it in the address, and shows each distance', async () => {
    const calls = answer();
    const { router } = renderRoute('/workshops', premiumUserProfile);
    await screen.findByText('1 atelier', undefined, { timeout: 15_000 });
    const near = screen.getByRole('textbox', { name: 'Près de' });
    fireEvent.change(near, { target: { value: '33000' } });
    expect(router.location.search).toBe('?near=33000');
    await waitFor(() => expect(searchOf(listCalls(calls).at(-1))).toMatchObject({ near: '33000' }));
    expect(await screen.findByText('à moins d’1 km de Bordeaux')).toBeTruthy();
    expect(screen.getByText('à 5 km de Bordeaux')).toBeTruthy();
    expect(screen.getByText(nearMessages.remote)).toBeTruthy();
    expect(screen.getByText(nearMessages.orderedFrom('Bordeaux'))).toBeTruthy();
    const cards = screen.getAllByRole('listitem').map((item) => within(item).queryByRole('heading')?.textContent);
    expect(cards.filter(Boolean)).toEqual(['Atelier 1', 'Atelier 2', 'Atelier 3']);
  });

  it('one letter is not sent; an unknown place is said under the field, not as a network error', async () => {
    const calls = answer();
    renderRoute('/workshops?near=N');
    await screen.findByText('1 atelier', undefined, { timeout: 15_000 });
    expect(searchOf(listCalls(calls)[0])).not.toHaveProperty('near');
    fireEvent.change(screen.getByRole('textbox', { name: 'Près de' }), { target: { value: 'Nulle-part' } });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Près de' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText(nearMessages.unknownPlace).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Vérifiez votre connexion/)).toBeNull();
  });

  it('an AJA young person is told her workshops are the AJA ones, with a link to them, and the list is not asked', async () => {
    const calls = answer();
    renderRoute('/workshops', ajaYoungProfile);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vos ateliers sont les ateliers AJA' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les ateliers AJA' }).getAttribute('href')).toBe('/aja-workshops');
    expect(screen.queryByText(/Vérifiez votre connexion/)).toBeNull();
    expect(listCalls(calls).filter((call) => searchOf(call).is_aja === 0)).toHaveLength(0);
  });
});
