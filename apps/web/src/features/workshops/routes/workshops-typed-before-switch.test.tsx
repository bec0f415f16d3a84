import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import ListWorkshopsPage from './list-workshops.tsx';

// The switch from the prerendered filters to the address's, held back as on a slow phone.
const held: (() => void)[] = [];
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  startTransition: (update: () => void) => void held.push(update),
}));

describe('the workshops list taken over on a slow phone', { timeout: 30_000 }, () => {
  it('P2-WSL-20 keeps a town typed before the switch to the address filters has ended', async () => {
    mockApi({
      'GET /api/workshops': () =>
        jsonResponse(200, { data: [], meta: { total: 0, page: 1, per_page: 24, last_page: 1 } }),
    });
    const page = (
      <AppProviders queryClient={new QueryClient()}>
        <MemoryRouter initialEntries={['/workshops']}>
          <ListWorkshopsPage />
        </MemoryRouter>
      </AppProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page));
    expect(held.length).toBeGreaterThan(0);

    const city = container.querySelector('input[name="city"]') as HTMLInputElement;
    act(() => void fireEvent.change(city, { target: { value: 'Bor' } }));
    expect(city.value).toBe('Bor');
    act(() => held.splice(0).forEach((update) => update()));
    expect(city.value).toBe('Bor');
    act(() => root.unmount());
    container.remove();
  });
});
