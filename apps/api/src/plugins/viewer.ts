/**
 * The signed-in person as every rule reads them (P1 §4, P2 §4 and §6): built once per request
 * by the auth plugin, so no service loads "who is asking" its own way.
 */
import {
  getAccessState,
  type AccessProfile,
  type AccessState,
  type ProStatusType,
} from '@plateforme/shared/accounts/access.rules';
import type { Db } from '../db/client.ts';
import * as repository from './viewer.repository.ts';

export type Viewer = {
  id: number;
  role: 'user' | 'pro' | 'admin';
  isAja: boolean;
  ajaRole: 'aja_young' | 'aja_assistant' | null;
  /** A membership period is running now. */
  isPremium: boolean;
  proStatus: { type: ProStatusType; isBlocked: boolean } | null;
  /** The shared access state (notAuth never: a viewer is signed in). */
  access: AccessState;
};

export function toAccessProfile(viewer: Omit<Viewer, 'access'>): AccessProfile {
  return {
    role: viewer.role,
    types: viewer.isPremium ? [viewer.role, 'premium'] : [viewer.role],
    is_aja: viewer.isAja,
    aja_role: viewer.ajaRole,
    current_pro_status: viewer.proStatus ? { type: viewer.proStatus.type } : null,
    is_pro_status_blocked: viewer.proStatus?.isBlocked ?? false,
  };
}

type AccessFacts = Omit<NonNullable<Awaited<ReturnType<typeof repository.findAccessFacts>>>, 'isArchived'>;

function toViewer(facts: AccessFacts): Viewer {
  const viewer = {
    id: facts.id,
    role: facts.role,
    isAja: facts.isAja,
    ajaRole: facts.ajaRole,
    isPremium: facts.isPremium,
    proStatus:
      facts.role !== 'user' && facts.proStatusType
        ? { type: facts.proStatusType, isBlocked: facts.proStatusBlocked ?? false }
        : null,
  };
  return { ...viewer, access: getAccessState(toAccessProfile(viewer)) };
}

/** Null when the account does not exist or is archived. */
export async function loadViewer(db: Db, userId: number, now = new Date()): Promise<Viewer | null> {
  const facts = await repository.findAccessFacts(db, userId, now);
  return facts && !facts.isArchived ? toViewer(facts) : null;
}

/** What the rules read of any person, archived or not (a card the staff open); null when unknown. */
export async function loadPersonFacts(db: Db, userId: number, now = new Date()): Promise<Viewer | null> {
  const facts = await repository.findAccessFacts(db, userId, now);
  return facts ? toViewer(facts) : null;
}

/**
 * The person a live access token belongs to, with the token's ids, in one statement; null
 * when the token is unknown, revoked or expired, or its account archived.
 */
export async function loadSessionViewer(db: Db, tokenHash: string, now = new Date()) {
  const facts = await repository.findSessionFacts(db, tokenHash, now);
  return facts ? { tokenId: facts.tokenId, familyId: facts.familyId, viewer: toViewer(facts) } : null;
}

/** Whether the sign-in a token family stands for is still going (not signed out, not expired). */
export const isSignInLive = (db: Db, familyId: string, now = new Date()): Promise<boolean> =>
  repository.hasLiveFamily(db, familyId, now);
