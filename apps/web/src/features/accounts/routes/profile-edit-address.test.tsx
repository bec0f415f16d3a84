import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/mock-api.ts';
import { marie, openEdit } from '../test/profile-edit-screen.ts';

describe('/profile/edit: the address', { timeout: 30_000 }, () => {
  it('P2-PROF-15 a postal code of 5 digits looks up its communes; a single one fills the city', async () => {
    const page = await openEdit(marie, {
      'GET /api/geo/communes': (_body, url) =>
        jsonResponse(
          200,
          url.searchParams.get('codePostal') === '69001' ? [{ nom: 'Lyon', codesPostaux: ['69001'] }] : [],
        ),
    });
    fireEvent.change(page.zip, { target: { value: '69001' } });
    await waitFor(() => expect(page.city.value).toBe('Lyon'));
    expect(page.calls.some((call) => call.path === '/api/geo/communes' && call.search === '?codePostal=69001')).toBe(
      true,
    );
    fireEvent.change(page.zip, { target: { value: '99999' } });
    expect(await page.form.findByText('Aucune ville trouvée')).toBeTruthy();
  });

  it('P1-REGR-22 without a postal code, a city found by its name fills the postal code when chosen', async () => {
    const page = await openEdit(marie, {
      'GET /api/geo/communes': (_body, url) =>
        jsonResponse(
          200,
          url.searchParams.get('nom') === 'Lyo' ? [{ nom: 'Lyon', codesPostaux: ['69001', '69002'] }] : [],
        ),
    });
    fireEvent.change(page.zip, { target: { value: '' } });
    fireEvent.change(page.city, { target: { value: 'Lyo' } });
    // The browser's list of suggestions (the field's datalist) offers it; choosing it types it.
    const suggestions = () =>
      [...(document.getElementById(page.city.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])].map(
        (option) => option.value,
      );
    await waitFor(() => expect(suggestions()).toEqual(['Lyon (69001)', 'Lyon (69002)']));
    fireEvent.change(page.city, { target: { value: 'Lyon (69002)' } });
    await waitFor(() => expect(page.zip.value).toBe('69002'));
    expect(page.city.value).toBe('Lyon');
    expect(page.calls.some((call) => call.path === '/api/geo/communes' && call.search === '?nom=Lyo')).toBe(true);
  });

  it('without the geography service, the city is typed freely and nothing is said', async () => {
    const page = await openEdit();
    fireEvent.change(page.zip, { target: { value: '69001' } });
    await waitFor(() => expect(page.calls.some((call) => call.path === '/api/geo/communes')).toBe(true));
    fireEvent.change(page.city, { target: { value: 'Lyon' } });
    expect(page.city.value).toBe('Lyon');
    expect(page.form.queryByText('Aucune ville trouvée')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
