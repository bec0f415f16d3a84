import type { FastifyReply, FastifyRequest } from 'fastify';

const bearer = /^bearer\s/i;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /**
     * The route answers the same file to every permitted caller (a library document): it
     * sets its own `private` Cache-Control with an ETag instead of no-store (ADR 037).
     */
    privateCache?: boolean;
  }
}

/**
 * Tokens and a signed-in person's data must stay out of every cache (browser, proxy, shared
 * computer): the token endpoint and any /api answer to a request that carries a bearer
 * token, errors included, are sent with Cache-Control: no-store.
 */
export async function noStorePrivateAnswers(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const path = request.url.split('?', 1)[0] ?? '';
  const isTokenEndpoint = path === '/oauth/token';
  const isSignedInApi = path.startsWith('/api/') && bearer.test(request.headers.authorization ?? '');
  const ownCache = request.routeOptions.config.privateCache === true && reply.statusCode < 400;
  if (isTokenEndpoint || (isSignedInApi && !ownCache)) {
    reply.header('cache-control', 'no-store');
    reply.header('pragma', 'no-cache');
  }
}
