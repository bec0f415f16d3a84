import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const apiPath = /^\/(api|oauth)(\/|$|\?)/;

/**
 * Serves the built web app under the API's origin. Hashed assets are cached for a year;
 * index.html never is, so a deploy is seen at once. Unknown non-API paths get index.html
 * (history-mode routes); unknown API paths get a JSON 404.
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

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (root && wantsPage && !apiPath.test(request.url) && !request.url.startsWith('/assets/')) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'not_found', message: 'Ressource introuvable' });
  });
}
