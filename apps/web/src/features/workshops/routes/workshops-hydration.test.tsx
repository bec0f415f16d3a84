import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import ListWorkshopsPage from './list-workshops.tsx';

describe('a filtered link to a prerendered workshops list', { timeout: 30_000 }, () => {
  it('P2-WSL-20 takes the page over without a mismatch, then applies the filters of the address', async () => {
    const calls = mockApi({
      'GET /api/workshops': () =>
        jsonResponse(200, { data: [], meta: { total: 0, page: 1, per_page: 24, last_page: 1 } }),
    });
    // The screen as the build draws it (ADR 016): the address without its query.
    const html = renderToString(
      <AppProviders queryClient={new QueryClient()}>
        <MemoryRouter initialEntries={['/workshops']}>
          <ListWorkshopsPage />
        </MemoryRouter>
      </AppProviders>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('h1')?.textContent).toBe('Les ateliers');

    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <AppProviders queryClient={new QueryClient()}>
          <MemoryRouter initialEntries={['/workshops?city=Lyon&days=2&sequence=3&places=1']}>
            <ListWorkshopsPage />
          </MemoryRouter>
        </AppProviders>,
        { onRecoverableError: (error) => void mismatches.push(error) },
      ),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(mismatches).toEqual([]);
    expect((container.querySelector('input[name="city"]') as HTMLInputElement).value).toBe('Lyon');
    const list = calls.find((call) => call.path === '/api/workshops');
    expect(JSON.parse(new URLSearchParams(list?.search).get('search') ?? '{}')).toMatchObject({
      city: 'Lyon',
      days: [2],
      sequence: 3,
      available_places: 1,
    });
    act(() => root.unmount());
    container.remove();
  });
});
