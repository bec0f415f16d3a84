import {
  canAccess,
  canPay,
  getAccessState,
  isAdmin,
  type AccessProfile,
} from '@plateforme/shared/accounts/access.rules';
import type { AppRoute } from './route-table.ts';

export type AccessDecision = { kind: 'allow' } | { kind: 'membersOnly' } | { kind: 'redirect'; to: string };

type GuardProfile = AccessProfile & { is_aja: boolean };

/** Where "home" is for this person (P2-NAV-01): the AJA home for AJA profiles. */
export function getHomePath(profile: Pick<GuardProfile, 'is_aja'> | null | undefined): string {
  return profile?.is_aja ? '/aja' : '/home';
}

/**
 * What the guard does with a route for a profile (null = visitor):
 * - navigation rule (P1 §2): an AJA user going to /home goes to /aja; a signed-in non-AJA
 *   user going to /aja goes to /home;
 * - a screen the back office does for the staff (staffRedirect): there, for them;
 * - allowed by the rule (and by the AJA / staff / payer conditions): shown;
 * - refused to a visitor: /login (P1-HOME-28);
 * - a visitors-only route for a signed-in user: their home (P1-LOGIN-01);
 * - a pro screen for a pro without membership: the members-only card (DESIGN.md);
 * - otherwise: /unauthorized (P1-HOME-29).
 */
export function decideAccess(
  route: Pick<
    AppRoute,
    'path' | 'access' | 'membersOnlyFor' | 'ajaOnly' | 'staffOnly' | 'staffRedirect' | 'payersOnly'
  >,
  profile: GuardProfile | null | undefined,
): AccessDecision {
  if (route.staffRedirect && isAdmin(profile)) return { kind: 'redirect', to: route.staffRedirect };
  if (profile && route.path === '/home' && profile.is_aja) return { kind: 'redirect', to: '/aja' };
  if (profile && route.path === '/aja' && !profile.is_aja) return { kind: 'redirect', to: '/home' };

  const state = getAccessState(profile ?? null);
  if (canAccess(route.access, state)) {
    if (route.staffOnly && !isAdmin(profile))
      return { kind: 'redirect', to: state === 'notAuth' ? '/login' : '/unauthorized' };
    if (route.ajaOnly && !profile?.is_aja)
      return { kind: 'redirect', to: state === 'notAuth' ? '/login' : '/unauthorized' };
    if (route.payersOnly && !canPay(profile)) return { kind: 'redirect', to: '/unauthorized' };
    return { kind: 'allow' };
  }
  if (state === 'notAuth') return { kind: 'redirect', to: '/login' };
  if (route.access === 'isNotAuth') return { kind: 'redirect', to: getHomePath(profile) };
  if (route.membersOnlyFor && canAccess(route.membersOnlyFor, state)) return { kind: 'membersOnly' };
  return { kind: 'redirect', to: '/unauthorized' };
}
