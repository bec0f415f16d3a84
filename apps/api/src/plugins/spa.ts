import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { encodePage, pickEncoding, type PageEncoding } from './page-encoding.ts';
import { composePage, pageKey, prerenderedPagePath, type WebBuild } from './web-pages.ts';

const apiPath = /^\/(api|oauth)(\/|$|\?)/;

const pageCaches = new WeakMap<FastifyInstance, Map<string, Buffer>>();

/** How many compressed pages the app keeps, so tests can see unknown paths do not add any. */
export function cachedPageCount(app: FastifyInstance): number {
  return pageCaches.get(app)?.size ?? 0;
}

/**
 * Serves the built web app under the API's origin. Hashed assets are cached for a year;
 * pages never are, so a deploy is seen at once. Unknown non-API paths get index.html
 * (history-mode routes), prerendered for the pages built so and naming the scripts of the
 * route's screen; unknown API paths get a JSON 404. A form of a prerendered page posted by
 * the browser itself (before the app's scripts run) is sent back to its page.
 */
export async function registerSpa(app: FastifyInstance, web: WebBuild | undefined): Promise<void> {
  if (web) {
    await app.register(fastifyStatic, {
      root: web.root,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its assets (apps/web/build/precompress.ts):
      // sent as they are, with the plain file for other clients or files left uncompressed.
      preCompressed: true,
      // Source maps would publish the app's source: the build writes none, and one left in
      // the folder is not served either (ADR 059).
      allowedPath: (pathName) => !/\.map$/i.test(pathName),
      setHeaders: (res, filePath) => {
        const hashed = /[\\/]assets[\\/]/.test(filePath);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // A page depends on the build and on what pageKey names only, so each is compressed once,
  // whatever the path (a bound still guards against a build with very many pages). The
  // not-found handler is not a route, so the compress plugin does not see what it sends.
  const encoded = new Map<string, Buffer>();
  pageCaches.set(app, encoded);
  const encodedPage = (page: string, html: string, encoding: PageEncoding) => {
    const key = `${encoding} ${page}`;
    const kept = encoded.get(key);
    if (kept) return kept;
    if (encoded.size >= 500) return encodePage(html, encoding, 'fast');
    const body = encodePage(html, encoding, 'best');
    encoded.set(key, body);
    return body;
  };

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (web && wantsPage && !apiPath.test(request.url) && !request.url.startsWith('/assets/')) {
      const pathname = request.url.split('?')[0] ?? '/';
      const html = composePage(web, pathname);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(encodedPage(pageKey(web, pathname), html, encoding));
    }
    // 303: the browser shows the page again with a GET, and what the form held (a password)
    // is neither read nor sent back, nor put in any URL. Only known pages: no open redirect.
    const postedPage =
      web && request.method === 'POST' ? prerenderedPagePath(web, request.url.split('?')[0] ?? '/') : undefined;
    if (postedPage) return reply.header('cache-control', 'no-store').redirect(postedPage, 303);
    return reply.status(404).send({ code: 'not_found', message: 'Ressource introuvable' });
  });
}
