import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listCalls, openWorkshops, searchOf } from '../test/open-workshops.ts';

describe('workshops lists: the filters', { timeout: 30_000 }, () => {
  it('P2-WSL-20 the filters come from the address, empty ones left out, arrays as name[index]', async () => {
    const { calls } = await openWorkshops(
      '/workshops?city=Lyon&department=69&days=1&days=3&slots=morning&from=&sequence=2&places=1&pro=50',
    );
    await screen.findByText('2 ateliers');
    const call = listCalls(calls)[0];
    expect(searchOf(call)).toEqual({
      is_aja: 0,
      active: 1,
      department: '69',
      city: 'Lyon',
      days: [1, 3],
      time_slots: ['morning'],
      sequence: 2,
      available_places: 1,
      user_id: 50,
    });
    expect(call?.search).not.toContain('from');
    expect(decodeURIComponent(call?.search ?? '')).toContain('with[0]=user&with[1]=secondary_pro');
  });

  it('on a phone the filters fold behind « Filtres et tri », which says how many are set and opens them', async () => {
    await openWorkshops('/workshops?department=69&days=1&days=3');
    // jsdom reads no width: the button is found by its text (the phone journey is in e2e).
    const toggle = (await screen.findByText('Filtres et tri (2 choisis)')).closest('button')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.contains(screen.getByRole('search', { name: 'Filtrer les ateliers' }))).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('P2-WSL-21 typing a city asks once, about 300 ms after the last key, and keeps it in the address', async () => {
    const { calls, router } = await openWorkshops('/workshops');
    await screen.findByText('2 ateliers');
    const city = screen.getByLabelText('Ville');
    for (const text of ['L', 'Ly', 'Lyo', 'Lyon']) fireEvent.change(city, { target: { value: text } });
    // Timed from the last key, not against a fixed wait: a busy machine only makes the call later.
    const lastKey = performance.now();
    fireEvent.change(city, { target: { value: 'Lyons' } });
    expect(router.location.search).toBe('?city=Lyons');
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2), { interval: 10 });
    expect(performance.now() - lastKey).toBeGreaterThanOrEqual(290);
    expect(searchOf(listCalls(calls)[1])).toMatchObject({ city: 'Lyons' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('P2-WSL-22 P2-WSL-23 the available-places box needs a sequence and is unticked when it is cleared', async () => {
    const { router } = await openWorkshops('/workshops');
    const places = screen.getByRole('checkbox', { name: 'Places disponibles' }) as HTMLInputElement;
    expect(places.disabled).toBe(true);
    // The hint saying why is not greyed like the box: it must stay readable (contrast).
    const hint = document.getElementById(places.getAttribute('aria-describedby') ?? '');
    expect(hint?.classList.contains('Mui-disabled')).toBe(false);
    const sequence = screen.getByRole('combobox', { name: 'Séquence' });
    await screen.findByRole('option', { name: '2' });
    fireEvent.change(sequence, { target: { value: '2' } });
    await waitFor(() => expect(places.disabled).toBe(false));
    fireEvent.click(places);
    expect(router.location.search).toBe('?sequence=2&places=1');
    fireEvent.change(sequence, { target: { value: '' } });
    await waitFor(() => expect(places.disabled).toBe(true));
    expect(places.checked).toBe(false);
    expect(router.location.search).toBe('');
  });

  it('P2-WSL-24 P2-WSL-25 P2-WSL-26 P2-WSL-27 a failed fetch of the sequences or the professionals says so', async () => {
    const { calls } = await openWorkshops('/workshops', { withHelpers: false });
    expect(await screen.findByText('Une erreur est survenue lors de la récupération des séquences')).toBeTruthy();
    expect(await screen.findByText('Une erreur est survenue lors de la récupération des professionnels')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/workshops/sequences')?.search).toBe('?is_aja=0');
    expect(calls.some((call) => call.path === '/api/professionals-names')).toBe(true);
  });
});
