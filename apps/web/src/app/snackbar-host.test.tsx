import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSnackbars, showSnackbar } from '../lib/snackbar.ts';
import { AppProviders } from './providers.tsx';

/** The bar's code loads with the first message: the tests start once it is there. */
async function renderLoadedBar() {
  render(<AppProviders>{null}</AppProviders>);
  act(() => showSnackbar('Chargement', 'info'));
  await screen.findByRole('alert');
  act(() => resetSnackbars());
}

afterEach(() => {
  vi.useRealTimers();
});

describe('message bar', () => {
  it('P1-ERR-04 closes after 6000 ms and shows the next message, one at a time', async () => {
    await renderLoadedBar();
    vi.useFakeTimers();
    act(() => {
      showSnackbar('Adhésion enregistrée !', 'success');
      showSnackbar('Paiement effectué !', 'success');
    });
    expect(screen.getByRole('alert').textContent).toContain('Adhésion enregistrée !');
    expect(screen.queryByText('Paiement effectué !')).toBeNull();
    act(() => vi.advanceTimersByTime(5900));
    expect(screen.getByText('Adhésion enregistrée !')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Adhésion enregistrée !')).toBeNull();
    expect(screen.getByText('Paiement effectué !')).toBeTruthy();
  });

  it('can be closed by hand', async () => {
    render(<AppProviders>{null}</AppProviders>);
    act(() => showSnackbar('Vous avez été déconnecté', 'success'));
    await screen.findByRole('alert');
    act(() => screen.getByRole('button', { name: 'Fermer le message' }).click());
    expect(screen.queryByText('Vous avez été déconnecté')).toBeNull();
  });
});
