import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useWorkshopFilters } from './use-workshop-filters.ts';

/** The city field and four day boxes as the filters panel draws them, and the address. */
function Harness() {
  const { filters, update } = useWorkshopFilters();
  const location = useLocation();
  return (
    <div>
      <label>
        Ville
        <input value={filters.city} onChange={(event) => update({ city: event.target.value })} />
      </label>
      {[1, 2, 3, 4].map((day) => (
        <label key={day}>
          <input
            type="checkbox"
            checked={filters.days.includes(day)}
            onChange={(event) =>
              update({
                days: event.target.checked
                  ? [...filters.days, day].sort((a, b) => a - b)
                  : filters.days.filter((kept) => kept !== day),
              })
            }
          />
          Jour {day}
        </label>
      ))}
      <output aria-label="adresse">{location.search}</output>
    </div>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/workshops', element: <Harness /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useWorkshopFilters', () => {
  it('P2-WSL-20 keeps every letter typed and every box ticked, however fast, and writes them into the address', async () => {
    renderAt('/workshops');
    const city = screen.getByRole('textbox', { name: 'Ville' });
    // Each key and tick before the router has shown the previous address.
    let typed = '';
    for (const letter of 'Bordeaux') {
      typed += letter;
      fireEvent.change(city, { target: { value: typed } });
    }
    for (const day of [1, 2, 3, 4]) fireEvent.click(screen.getByRole('checkbox', { name: `Jour ${day}` }));
    expect((city as HTMLInputElement).value).toBe('Bordeaux');
    for (const day of [1, 2, 3, 4])
      expect((screen.getByRole('checkbox', { name: `Jour ${day}` }) as HTMLInputElement).checked).toBe(true);
    await act(async () => {});
    const address = new URLSearchParams(screen.getByRole('status', { name: 'adresse' }).textContent ?? '');
    expect(address.get('city')).toBe('Bordeaux');
    expect(address.getAll('days').length + (address.get('days')?.split(',').length ?? 0)).toBeGreaterThan(0);
    expect(address.toString()).toMatch(/1.*2.*3.*4/);
  });

  it('follows the address when it changes by itself (back, a link)', async () => {
    const router = renderAt('/workshops?city=Lille');
    expect((screen.getByRole('textbox', { name: 'Ville' }) as HTMLInputElement).value).toBe('Lille');
    await act(() => router.navigate('/workshops?city=Nantes'));
    expect((screen.getByRole('textbox', { name: 'Ville' }) as HTMLInputElement).value).toBe('Nantes');
  });
});
