import {
  canAccess,
  canPay,
  getAccessState,
  isAdmin,
  type AccessProfile,
} from '@plateforme/shared/accounts/access.rules';
import { getStepToResume } from '@plateforme/shared/registration/registration-resume.rules';
import { parseRegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import type { AppRoute } from './route-table.ts';

export type AccessDecision = { kind: 'allow' } | { kind: 'membersOnly' } | { kind: 'redirect'; to: string };

type GuardProfile = AccessProfile & {
  is_aja: boolean;
  id?: number;
  registration_process?: string | null;
  assistant_id?: number | null;
  aja_assisted_nb?: number;
};

/**
 * The screens a person whose registration stopped half-way is sent back from: the app's
 * homes, /welcome and the payment screens (a partner's member never reaches a card payment
 * before her code and questionnaire).
 */
const RESUME_FROM = new Set([
  '/home',
  '/aja',
  '/welcome',
  '/payment',
  '/payment/subscription',
  '/payment/donation',
  '/payment/resubscription',
]);

/**
 * The stepper's next step for a signed-in member who stopped on a partner's path, else null.
 * Someone already a member (a membership the staff recorded) is left where she goes.
 */
export function getRegistrationToResume(profile: GuardProfile | null | undefined): 3 | 4 | null {
  if (!profile || profile.id === undefined || getAccessState(profile) !== 'user') return null;
  return getStepToResume({
    process: parseRegistrationProcess(profile.registration_process ?? null),
    userId: profile.id,
    isPro: false,
    assistantId: profile.assistant_id ?? null,
    ajaAssistedNb: profile.aja_assisted_nb ?? 0,
  });
}

/** Where "home" is for this person (P2-NAV-01): the AJA home for AJA profiles. */
export function getHomePath(profile: Pick<GuardProfile, 'is_aja'> | null | undefined): string {
  return profile?.is_aja ? '/aja' : '/home';
}

/**
 * What the guard does with a route for a profile (null = visitor):
 * - a registration stopped on a partner's path: back to the stepper (/register shows its next step);
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
  if (RESUME_FROM.has(route.path) && getRegistrationToResume(profile) !== null) {
    return { kind: 'redirect', to: '/register' };
  }
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
