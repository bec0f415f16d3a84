import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ASSOCIATION_NAME } from './app/association.ts';
import { prerenderBootScript, prerenderSkipStyle } from './app/prerender-boot.ts';
import { AppProviders } from './app/providers.tsx';
import { appRoutes } from './app/route-table.ts';
import { AppRoutes } from './app/router.tsx';

/**
 * Build-time rendering of the pages a visitor opens first (ADR 016), run by
 * build/prerender-pages.ts in Node: the HTML of the page, and what goes in its <head>.
 */
export type PrerenderedPage = { title: string; head: string; root: string };

export { prerenderBootScript };

export const prerenderedRoutes = appRoutes.filter((route) => route.prerender);

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const route = prerenderedRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not a prerendered route`);
  // The app's own emotion key, so the browser's emotion adopts these styles on hydration.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  // An error inside a Suspense boundary would not reject: React would ship the page with an
  // inline script to redraw that part in the browser. A page must render whole, or fail the build.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders queryClient={new QueryClient()}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // Infinity: React would otherwise move a large part after the rest, behind an inline
    // script that the Content-Security-Policy blocks.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length > 0) throw new Error(`${path} could not be prerendered`, { cause: errors[0] });
  const root = await new Response(prelude as ReadableStream<Uint8Array>).text();
  if (root.includes('<script')) throw new Error(`${path} was prerendered with an inline script`);
  // data-s marks the style tags as already in <head>: without it emotion moves each of them
  // there when the app starts, and the browser parses every sheet again.
  const styles = emotion
    .constructStyleTagsFromChunks(emotion.extractCriticalToChunks(root))
    .replace(/<style data-emotion=/g, '<style data-s="" data-emotion=');
  return {
    title: `${route.title} · ${ASSOCIATION_NAME}`,
    head: `<script>${prerenderBootScript}</script><style>${prerenderSkipStyle}</style>${styles}`,
    root,
  };
}
