/**
 * Access states (P1 §4, P2 §4) and the helpers the routes and menus use (P1 §6, P2 §6).
 * The API enforces with them, the web displays with them: one computation for both.
 */

export const accessStates = ['notAuth', 'user', 'user_premium', 'pro', 'pro_premium', 'pro_licence'] as const;
export type AccessState = (typeof accessStates)[number];

export type ProStatusType = 'licence' | 'novice' | 'basic';

/** The profile fields the access state depends on (GET /api/user). */
export type AccessProfile = {
  role: 'user' | 'pro' | 'admin';
  types: string[];
  is_aja: boolean;
  current_pro_status: { type: ProStatusType } | null;
  is_pro_status_blocked: boolean;
  aja_role?: 'aja_young' | 'aja_assistant' | null;
};

export function getAccessState(profile: AccessProfile | null | undefined): AccessState {
  if (!profile) return 'notAuth';
  // Association staff see everything a premium pro sees (ADR 003); the admin area checks isAdmin.
  if (profile.role === 'admin') return 'pro_premium';
  if (
    profile.role === 'pro' &&
    !profile.is_pro_status_blocked &&
    profile.current_pro_status?.type === 'licence' &&
    !profile.is_aja
  ) {
    return 'pro_licence';
  }
  if (profile.types.includes('premium')) return profile.role === 'pro' ? 'pro_premium' : 'user_premium';
  return profile.role;
}

export function isAuth(state: AccessState): boolean {
  return state !== 'notAuth';
}

export function isNotAuth(state: AccessState): boolean {
  return state === 'notAuth';
}

export function isUser(state: AccessState): boolean {
  return state === 'user' || state === 'user_premium';
}

export function isUserPremium(state: AccessState): boolean {
  return state === 'user_premium';
}

export function isPro(state: AccessState): boolean {
  return state === 'pro' || state === 'pro_premium' || state === 'pro_licence';
}

export function isProPremium(state: AccessState): boolean {
  return state === 'pro_premium' || state === 'pro_licence';
}

export function isProLicence(state: AccessState): boolean {
  return state === 'pro_licence';
}

/** A member or a pro who holds a membership: the meetings list, surveys and booklets need it. */
export function isPremium(state: AccessState): boolean {
  return isUserPremium(state) || isProPremium(state);
}

/** Staff of the association: the admin back office (the spec leaves admin rights open). */
export function isAdmin(profile: Pick<AccessProfile, 'role'> | null | undefined): boolean {
  return profile?.role === 'admin';
}

/** AJA young people never pay and never see payments or donations (P1 §6, P1-PAY-47, P1-HIST-12). */
export function canPay(profile: Pick<AccessProfile, 'aja_role'> | null | undefined): boolean {
  return profile !== null && profile !== undefined && profile.aja_role !== 'aja_young';
}

export type AccessRule =
  'all' | 'isAuth' | 'isNotAuth' | 'isUser' | 'isUserPremium' | 'isPro' | 'isProPremium' | 'isProLicence';

const ruleChecks: Record<AccessRule, (state: AccessState) => boolean> = {
  all: () => true,
  isAuth,
  isNotAuth,
  isUser,
  isUserPremium,
  isPro,
  isProPremium,
  isProLicence,
};

export function canAccess(rule: AccessRule, state: AccessState): boolean {
  return ruleChecks[rule](state);
}
