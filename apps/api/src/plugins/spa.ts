import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const apiPath = /^\/(api|oauth)(\/|$|\?)/;

type RoutePreload = { pattern: RegExp; files: string[] };

/** '/pro/workshops/:id' matches '/pro/workshops/12'. */
const toPattern = (routePath: string) =>
  new RegExp(`^${routePath.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);

/** The scripts of each route's screen, written by the web build (apps/web/build/route-preloads.ts). */
function readRoutePreloads(root: string): RoutePreload[] {
  const file = path.join(root, '.vite', 'route-preloads.json');
  if (!existsSync(file)) return [];
  const byRoute = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  return Object.entries(byRoute).map(([routePath, files]) => ({ pattern: toPattern(routePath), files }));
}

/** index.html announcing the scripts of the page asked for, so they load with the entry. */
function pageFor(indexHtml: string, preloads: RoutePreload[], url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  const files = preloads.find((preload) => preload.pattern.test(pathname))?.files ?? [];
  if (files.length === 0) return indexHtml;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return indexHtml.replace('</head>', `${links}</head>`);
}

/**
 * Serves the built web app under the API's origin. Hashed assets are cached for a year;
 * index.html never is, so a deploy is seen at once. Unknown non-API paths get index.html
 * (history-mode routes), naming the scripts of that route's screen; unknown API paths get a
 * JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const root = webDist && existsSync(path.join(webDist, 'index.html')) ? path.resolve(webDist) : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const indexHtml = root ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const preloads = root ? readRoutePreloads(root) : [];

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (root && wantsPage && !apiPath.test(request.url) && !request.url.startsWith('/assets/')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pageFor(indexHtml, preloads, request.url));
    }
    return reply.status(404).send({ code: 'not_found', message: 'Ressource introuvable' });
  });
}
