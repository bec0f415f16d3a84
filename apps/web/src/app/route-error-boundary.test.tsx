import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function BrokenScreen(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('RouteErrorBoundary', () => {
  it('shows the error page when a screen fails, and the next page once the person moves on', () => {
    const onCaughtError = vi.fn();
    const view = render(
      <RouteErrorBoundary resetKey="/profile">
        <BrokenScreen />
      </RouteErrorBoundary>,
      { onCaughtError },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeTruthy();
    expect(onCaughtError).toHaveBeenCalledOnce();

    view.rerender(
      <RouteErrorBoundary resetKey="/home">
        <h1>Accueil</h1>
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Accueil' })).toBeTruthy();
  });
});
