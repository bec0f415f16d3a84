import type { FastifyReply, FastifyRequest } from 'fastify';

const bearer = /^bearer\s/i;
const noStore = /(^|[\s,])no-store($|[\s,])/i;

/**
 * Tokens and a signed-in person's data must stay out of every cache (browser, proxy, shared
 * computer): the token endpoint and any /api answer to a request that carries a bearer
 * token, errors and files included, are sent with Cache-Control: no-store (ADR 059). A route
 * that already says no-store (`private, no-store`) keeps its own wording.
 */
export async function noStorePrivateAnswers(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const path = request.url.split('?', 1)[0] ?? '';
  const isTokenEndpoint = path === '/oauth/token';
  const isSignedInApi = path.startsWith('/api/') && bearer.test(request.headers.authorization ?? '');
  if (isTokenEndpoint || isSignedInApi) {
    if (!noStore.test(String(reply.getHeader('cache-control') ?? ''))) reply.header('cache-control', 'no-store');
    reply.header('pragma', 'no-cache');
  }
}
