import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { premiumUserProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { freezeDate, list, meeting, NOW, pivot } from '../test/meeting-fixtures.ts';

beforeEach(freezeDate);
afterEach(() => vi.useRealTimers());

/** « Mes séances »: the visio of a remote session where the member holds a place (issue #37). */
describe('« Rejoindre la visio »', { timeout: 30_000 }, () => {
  // NOW is 10:00 in Paris: these start at 10:20 and 10:10, 45 minutes long.
  const remoteAt = (id: number, minutes: number, status: 'validated' | 'waiting' = 'validated') =>
    meeting(id, 0, {
      type: 'remote',
      address: null,
      link: 'https://zoom.example/j/1',
      start: new Date(NOW.getTime() + minutes * 60_000).toISOString(),
      end: new Date(NOW.getTime() + (minutes + 45) * 60_000).toISOString(),
      pivot: pivot(id, 2, status),
    });

  it('is greyed with the opening rule until 15 minutes before, then leads to the visio; not for a waiting entry', async () => {
    mockApi({
      'GET /api/users/2/subscribitions': () =>
        jsonResponse(200, list([remoteAt(1, 20), remoteAt(2, 10), remoteAt(3, 5, 'waiting')])),
    });
    renderRoute('/meetings', premiumUserProfile);
    const table = await screen.findByRole('region', { name: 'Tableau des séances à venir' }, { timeout: 15_000 });
    const [later, soon, waiting] = within(table).getAllByRole('row').slice(1);
    const closed = within(later!).getByRole('button', { name: /^Rejoindre la visio/ });
    expect(closed.hasAttribute('disabled')).toBe(true);
    expect(within(later!).getByText("Le lien s'ouvre 15 minutes avant le début")).toBeTruthy();
    expect(closed.getAttribute('aria-describedby')).toBe(
      within(later!).getByText("Le lien s'ouvre 15 minutes avant le début").id,
    );
    const open = within(soon!).getByRole('link', {
      name: 'Rejoindre la visio de la séance du mercredi 04/03/2026 (nouvel onglet)',
    });
    expect(open.getAttribute('href')).toBe('https://zoom.example/j/1');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(within(soon!).queryByText("Le lien s'ouvre 15 minutes avant le début")).toBeNull();
    expect(within(waiting!).queryByRole('link', { name: /Rejoindre la visio/ })).toBeNull();
    expect(within(waiting!).queryByRole('button', { name: /Rejoindre la visio/ })).toBeNull();
  });
});
