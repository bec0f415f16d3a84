import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSnackbars, showSnackbar } from '../lib/snackbar.ts';
import { SnackbarHost } from './snackbar-host.tsx';

const barLoads = vi.hoisted(() => ({ count: 0 }));

vi.mock('./snackbar-bar.tsx', async (importOriginal) => {
  barLoads.count += 1;
  return importOriginal();
});

/** Lets pending imports and timers run, as the page would once idle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => {
  act(() => resetSnackbars());
});

describe('the message bar is no part of a first visit (ADR 094)', () => {
  it('loads on the first key or pointer press, not while the page sits idle, then shows messages', async () => {
    render(<SnackbarHost />);
    await settle();
    expect(barLoads.count).toBe(0);

    fireEvent.pointerDown(document.body);
    await settle();
    expect(barLoads.count).toBe(1);

    act(() => showSnackbar('Profil enregistré', 'success'));
    expect((await screen.findByRole('alert')).textContent).toContain('Profil enregistré');
  });
});
