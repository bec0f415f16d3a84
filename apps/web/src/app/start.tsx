import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { takeAccessTokenFromUrl } from '../lib/session.ts';
import { App } from './app.tsx';

/** Renders the app in `container`, taking over its prerendered page when `hydrate`. */
export function startApp(container: HTMLElement, hydrate: boolean): void {
  // Before the first render, so the first profile load already uses a token from the link.
  takeAccessTokenFromUrl();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
