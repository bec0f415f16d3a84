import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPremium, isProPremium, type AccessState } from '@plateforme/shared/accounts/access.rules';
import { AppError, forbidden } from '@plateforme/shared/errors/app-error';
import { commonMessages, errorMessages, sessionMessages } from '@plateforme/shared/messages/common';
import type { Db } from '../db/client.ts';
import { hashToken } from '../lib/tokens.ts';
import { loadSessionViewer, type Viewer } from './viewer.ts';

export type Auth = { userId: number; tokenId: number; familyId: string };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    auth: Auth | null;
    /** The signed-in person, loaded once with the token (modules/accounts/viewer.ts). */
    viewer: Viewer | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Reads the Bearer token when there is one, and the person it belongs to; routes decide whether they need it. */
export function identify(db: Db) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return;
    const found = await loadSessionViewer(db, hashToken(token));
    if (!found) return;
    request.auth = { userId: found.viewer.id, tokenId: found.tokenId, familyId: found.familyId };
    request.viewer = found.viewer;
  };
}

const loggedOut = () => new AppError('unauthenticated', sessionMessages.loggedOut);

/** The signed-in person, for routes behind a guard: 401 otherwise, which ends the web session. */
export function currentViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw loggedOut();
  return request.viewer;
}

export function currentUserId(request: FastifyRequest): number {
  return currentViewer(request).id;
}

/** A route guard: 401 without a session, 403 with `message` when the access rule says no. */
function guard(allows: (viewer: Viewer) => boolean, message: string = errorMessages.forbidden) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!allows(currentViewer(request))) throw forbidden(message);
  };
}

const byState = (rule: (state: AccessState) => boolean) => (viewer: Viewer) => rule(viewer.access);

/** Guards for route options (`onRequest`), on the shared access rules the web's routes read too. */
export const requireAuth = guard(() => true);
export const requirePremium = guard(byState(isPremium), commonMessages.membersOnly);
export const requirePremiumPro = guard(byState(isProPremium), commonMessages.membersOnly);
export const requireAdmin = guard((viewer) => viewer.role === 'admin');
