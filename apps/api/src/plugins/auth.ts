import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@plateforme/shared/errors/app-error';
import { messages } from '@plateforme/shared/messages/fr';
import type { Db } from '../db/client.ts';
import { authenticateAccessToken } from '../modules/accounts/tokens.service.ts';

export type Auth = { userId: number; tokenId: number; familyId: string };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    auth: Auth | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Reads the Bearer token when there is one; routes decide whether they need it. */
export function identify(db: Db) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return;
    const found = await authenticateAccessToken(db, token);
    request.auth = found ? { userId: found.userId, tokenId: found.id, familyId: found.familyId } : null;
  };
}

/** For routes that need a signed-in person: 401 otherwise, which ends the web session. */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.auth) throw new AppError('unauthenticated', messages.session.loggedOut);
}

export function currentUserId(request: FastifyRequest): number {
  if (!request.auth) throw new AppError('unauthenticated', messages.session.loggedOut);
  return request.auth.userId;
}
