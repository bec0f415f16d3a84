import { describe, expect, it } from 'vitest';
import {
  accessStates,
  canAccess,
  canPay,
  getAccessState,
  isAdmin,
  isAuth,
  isNotAuth,
  isPremium,
  isPro,
  isProLicence,
  isProPremium,
  isUser,
  isUserPremium,
  type AccessProfile,
  type AccessState,
} from './access.rules.ts';

function makeProfile(overrides: Partial<AccessProfile> = {}): AccessProfile {
  return {
    role: 'user',
    types: [],
    is_aja: false,
    current_pro_status: null,
    is_pro_status_blocked: false,
    ...overrides,
  };
}

const licencePro = makeProfile({ role: 'pro', current_pro_status: { type: 'licence' } });

/** The states for which a predicate holds, in the order of accessStates. */
function statesWhere(check: (state: AccessState) => boolean): AccessState[] {
  return accessStates.filter(check);
}

describe('getAccessState', () => {
  // P1 §4: "Access states: notAuth; user; user_premium; pro; pro_premium; pro_licence."
  it('P1-ROLE-02 lists exactly the six access states', () => {
    expect(accessStates).toEqual(['notAuth', 'user', 'user_premium', 'pro', 'pro_premium', 'pro_licence']);
  });

  // "A not-blocked pro or pro_premium with current_pro_status type licence and not AJA becomes pro_licence."
  it('P1-ROLE-03 a not-blocked licence pro who is not AJA is pro_licence', () => {
    expect(getAccessState(licencePro)).toBe('pro_licence');
    expect(getAccessState({ ...licencePro, types: ['premium'] })).toBe('pro_licence');
  });

  it('P1-ROLE-04 a blocked pro with a licence status is not pro_licence', () => {
    expect(getAccessState({ ...licencePro, is_pro_status_blocked: true })).toBe('pro');
    expect(getAccessState({ ...licencePro, is_pro_status_blocked: true, types: ['premium'] })).toBe('pro_premium');
  });

  it('P1-ROLE-03 an AJA pro or a novice or basic pro is not pro_licence', () => {
    expect(getAccessState({ ...licencePro, is_aja: true, types: ['premium'] })).toBe('pro_premium');
    expect(getAccessState({ ...licencePro, current_pro_status: { type: 'novice' } })).toBe('pro');
    expect(getAccessState({ ...licencePro, current_pro_status: { type: 'basic' }, types: ['premium'] })).toBe(
      'pro_premium',
    );
    expect(getAccessState({ ...licencePro, current_pro_status: null })).toBe('pro');
  });

  it('P1-ROLE-03 a member with a licence status is never pro_licence', () => {
    expect(getAccessState(makeProfile({ current_pro_status: { type: 'licence' } }))).toBe('user');
  });

  // "A profile whose types include premium becomes role_premium."
  it('P1-ROLE-05 a profile whose types include premium takes the premium variant of its role', () => {
    expect(getAccessState(makeProfile({ types: ['premium'] }))).toBe('user_premium');
    expect(getAccessState(makeProfile({ role: 'pro', types: ['other', 'premium'] }))).toBe('pro_premium');
  });

  // "otherwise the role."
  it('P1-ROLE-06 otherwise the access state is the role itself', () => {
    expect(getAccessState(makeProfile())).toBe('user');
    expect(getAccessState(makeProfile({ role: 'pro' }))).toBe('pro');
    expect(getAccessState(makeProfile({ is_aja: true }))).toBe('user');
  });

  // "No profile means notAuth."
  it('P1-ROLE-07 no profile means notAuth', () => {
    expect(getAccessState(null)).toBe('notAuth');
    expect(getAccessState(undefined)).toBe('notAuth');
  });

  // Product decision (ADR 003): staff see everything a premium pro sees.
  it('an admin is pro_premium whatever the types or pro status', () => {
    expect(getAccessState(makeProfile({ role: 'admin' }))).toBe('pro_premium');
    expect(getAccessState(makeProfile({ role: 'admin', current_pro_status: { type: 'licence' } }))).toBe('pro_premium');
  });
});

describe('access predicates', () => {
  // P1 §6: "isAuth: any logged role."
  it('P1-ROLE-08 isAuth is true for every logged state', () => {
    expect(statesWhere(isAuth)).toEqual(['user', 'user_premium', 'pro', 'pro_premium', 'pro_licence']);
  });

  // "isNotAuth: none."
  it('P1-ROLE-09 isNotAuth is true for the visitor only', () => {
    expect(statesWhere(isNotAuth)).toEqual(['notAuth']);
  });

  // "isUser: user or user_premium."
  it('P1-ROLE-10 isUser is user or user_premium', () => {
    expect(statesWhere(isUser)).toEqual(['user', 'user_premium']);
  });

  // "isUserPremium: user_premium."
  it('P1-ROLE-11 isUserPremium is user_premium only', () => {
    expect(statesWhere(isUserPremium)).toEqual(['user_premium']);
  });

  // "isPro: pro, pro_premium, pro_licence."
  it('P1-ROLE-12 isPro is pro, pro_premium or pro_licence', () => {
    expect(statesWhere(isPro)).toEqual(['pro', 'pro_premium', 'pro_licence']);
  });

  // "isProPremium: pro_premium or pro_licence."
  it('P1-ROLE-13 isProPremium is pro_premium or pro_licence', () => {
    expect(statesWhere(isProPremium)).toEqual(['pro_premium', 'pro_licence']);
  });

  // "isProLicence: pro_licence only."
  it('P1-ROLE-14 isProLicence is pro_licence only', () => {
    expect(statesWhere(isProLicence)).toEqual(['pro_licence']);
  });

  // P2 §6: "The meetings list needs user premium or pro premium, else the not-premium card."
  it('isPremium is user premium or pro premium (licence included)', () => {
    expect(statesWhere(isPremium)).toEqual(['user_premium', 'pro_premium', 'pro_licence']);
  });

  it('isAdmin holds for the admin role only', () => {
    expect(isAdmin(makeProfile({ role: 'admin' }))).toBe(true);
    expect(isAdmin(licencePro)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('canAccess', () => {
  it("'all' lets every state through", () => {
    expect(statesWhere((state) => canAccess('all', state))).toEqual([...accessStates]);
  });

  it('P1-ROLE-09 /login (isNotAuth) lets only the visitor in', () => {
    expect(statesWhere((state) => canAccess('isNotAuth', state))).toEqual(['notAuth']);
  });

  it('P1-ROLE-11 /satisfaction_survey (isUserPremium) is refused to user and allowed to user_premium', () => {
    expect(canAccess('isUserPremium', 'user')).toBe(false);
    expect(canAccess('isUserPremium', 'user_premium')).toBe(true);
  });

  it('P1-ROLE-12 /meetings/{user_id} (isPro) is refused to members', () => {
    expect(canAccess('isPro', 'user_premium')).toBe(false);
    expect(canAccess('isPro', 'pro')).toBe(true);
  });

  // P2 §6: "Pro workshops, users, library and user detail need pro premium (licence included)."
  it('P2-ROLE-01 P2-ROLE-02 P2-ROLE-03 P2-ROLE-04 pro screens (isProPremium) refuse pro and admit pro_premium and pro_licence', () => {
    expect(statesWhere((state) => canAccess('isProPremium', state))).toEqual(['pro_premium', 'pro_licence']);
  });

  // P2 §6: "The licence page is only for licence pros."
  it('P2-ROLE-06 the licence space (isProLicence) admits pro_licence and not pro_premium', () => {
    expect(canAccess('isProLicence', 'pro_licence')).toBe(true);
    expect(canAccess('isProLicence', 'pro_premium')).toBe(false);
  });

  it('an admin reaches the pro premium screens but not the licence space', () => {
    const state = getAccessState(makeProfile({ role: 'admin' }));
    expect(canAccess('isProPremium', state)).toBe(true);
    expect(canAccess('isProLicence', state)).toBe(false);
  });
});

describe('canPay (P1-PAY-47, P1-HIST-12)', () => {
  it('refuses AJA young people and visitors, allows everyone else', () => {
    expect(canPay(null)).toBe(false);
    expect(canPay({ aja_role: 'aja_young' })).toBe(false);
    expect(canPay({ aja_role: 'aja_assistant' })).toBe(true);
    expect(canPay({ aja_role: null })).toBe(true);
    expect(canPay({})).toBe(true);
  });
});
