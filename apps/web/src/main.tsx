import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { takeAccessTokenFromUrl } from './lib/session.ts';

// Before the first render, so the first profile load already uses a token from the link.
takeAccessTokenFromUrl();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
