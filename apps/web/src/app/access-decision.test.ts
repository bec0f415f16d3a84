import { describe, expect, it } from 'vitest';
import {
  adminProfile,
  ajaYoungProfile,
  premiumUserProfile,
  proLicenceProfile,
  proPremiumProfile,
  proProfile,
  userProfile,
} from '../test/profiles.ts';
import { decideAccess, getRegistrationToResume } from './access-decision.ts';
import { appRoutes } from './route-table.ts';

function routeAt(path: string) {
  const route = appRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

const allow = { kind: 'allow' };
const to = (path: string) => ({ kind: 'redirect', to: path });

describe('access decision', () => {
  it('P1-HOME-28 P2-PROF-01 a visitor asking for /profile is sent to /login', () => {
    expect(decideAccess(routeAt('/profile'), null)).toEqual(to('/login'));
  });

  it('P1-ROLE-08 every signed-in state may open /profile', () => {
    for (const profile of [
      userProfile,
      premiumUserProfile,
      proProfile,
      proPremiumProfile,
      proLicenceProfile,
      ajaYoungProfile,
    ]) {
      expect(decideAccess(routeAt('/profile'), profile)).toEqual(allow);
    }
  });

  it('P1-HOME-29 P2-PRO-01 a member asking for /pro/workshops lands on /unauthorized', () => {
    expect(decideAccess(routeAt('/pro/workshops'), userProfile)).toEqual(to('/unauthorized'));
    expect(decideAccess(routeAt('/pro/workshops'), premiumUserProfile)).toEqual(to('/unauthorized'));
  });

  it('P2-ROLE-01..04 P1-ROLE-13 pro premium and licence pros open the pro screens', () => {
    for (const path of ['/pro/workshops', '/pro/users', '/pro/library', '/user/:id', '/meetings/:user_id']) {
      expect(decideAccess(routeAt(path), proPremiumProfile)).toEqual(allow);
      expect(decideAccess(routeAt(path), proLicenceProfile)).toEqual(allow);
    }
  });

  it('P2-ROLE-01 P1-ROLE-06 a pro without membership is refused the pro screens and sees the members-only card', () => {
    expect(decideAccess(routeAt('/pro/workshops'), proProfile)).toEqual({ kind: 'membersOnly' });
    expect(decideAccess(routeAt('/pro/library'), proProfile)).toEqual({ kind: 'membersOnly' });
  });

  it('P1-ROLE-12 P2-MEET-02 /meetings/{user_id} is refused to members', () => {
    expect(decideAccess(routeAt('/meetings/:user_id'), premiumUserProfile)).toEqual(to('/unauthorized'));
  });

  it('P1-ROLE-14 P2-SUP-01 /pro/licence is for licence pros only', () => {
    expect(decideAccess(routeAt('/pro/licence'), proLicenceProfile)).toEqual(allow);
    expect(decideAccess(routeAt('/pro/licence'), proPremiumProfile)).toEqual(to('/unauthorized'));
  });

  it('P1-ROLE-04 a blocked licence pro is not let into /pro/licence', () => {
    expect(decideAccess(routeAt('/pro/licence'), { ...proLicenceProfile, is_pro_status_blocked: true })).toEqual(
      to('/unauthorized'),
    );
  });

  it('P1-LOGIN-01 P1-PWD-01 P1-PWD-02 visitors-only screens send a signed-in user home', () => {
    expect(decideAccess(routeAt('/login'), null)).toEqual(allow);
    expect(decideAccess(routeAt('/login'), userProfile)).toEqual(to('/home'));
    expect(decideAccess(routeAt('/password/reset'), ajaYoungProfile)).toEqual(to('/aja'));
    expect(decideAccess(routeAt('/password/reset/:token'), proProfile)).toEqual(to('/home'));
  });

  it('P1-HOME-21 P1-HOME-22 AJA users go to /aja, other signed-in users to /home', () => {
    expect(decideAccess(routeAt('/home'), ajaYoungProfile)).toEqual(to('/aja'));
    expect(decideAccess(routeAt('/aja'), userProfile)).toEqual(to('/home'));
    expect(decideAccess(routeAt('/aja'), ajaYoungProfile)).toEqual(allow);
    expect(decideAccess(routeAt('/aja'), null)).toEqual(allow);
    expect(decideAccess(routeAt('/home'), null)).toEqual(allow);
  });

  it('P1-PAY-03 renewal is for pros', () => {
    expect(decideAccess(routeAt('/payment/resubscription'), proProfile)).toEqual(allow);
    expect(decideAccess(routeAt('/payment/resubscription'), premiumUserProfile)).toEqual(to('/unauthorized'));
  });

  it('P1-PAY-47 P1-HIST-12 an AJA young person typing a payment or donation address is refused; their free membership stays open', () => {
    for (const path of ['/payment', '/payment/donation', '/payments']) {
      expect(decideAccess(routeAt(path), ajaYoungProfile)).toEqual(to('/unauthorized'));
      expect(decideAccess(routeAt(path), userProfile)).toEqual(allow);
    }
    expect(decideAccess(routeAt('/payment/subscription'), ajaYoungProfile)).toEqual(allow);
  });

  it('P2-SURV-01..04 P1-HOME-09 questionnaires: profile for any member, others for premium members, cognitive for AJA ones', () => {
    expect(decideAccess(routeAt('/profile_survey'), userProfile)).toEqual(allow);
    // P1-HOME-09: a member without membership is offered to adhere rather than refused.
    expect(decideAccess(routeAt('/satisfaction_survey'), userProfile)).toEqual({ kind: 'membersOnly' });
    expect(decideAccess(routeAt('/life_quality_survey'), userProfile)).toEqual({ kind: 'membersOnly' });
    expect(decideAccess(routeAt('/satisfaction_survey'), proProfile)).toEqual(to('/unauthorized'));
    expect(decideAccess(routeAt('/satisfaction_survey'), premiumUserProfile)).toEqual(allow);
    expect(decideAccess(routeAt('/life_quality_survey'), premiumUserProfile)).toEqual(allow);
    expect(decideAccess(routeAt('/cog_survey'), premiumUserProfile)).toEqual(to('/unauthorized'));
    expect(decideAccess(routeAt('/cog_survey'), ajaYoungProfile)).toEqual(allow);
    expect(decideAccess(routeAt('/cog_survey'), null)).toEqual(to('/login'));
  });

  it('P2-MEET-01 /meetings sends a visitor to /login and lets any signed-in user in (DESIGN.md)', () => {
    expect(decideAccess(routeAt('/meetings'), null)).toEqual(to('/login'));
    expect(decideAccess(routeAt('/meetings'), userProfile)).toEqual(allow);
  });

  it('keeps the admin area for staff', () => {
    expect(decideAccess(routeAt('/admin'), adminProfile)).toEqual(allow);
    expect(decideAccess(routeAt('/admin'), proLicenceProfile)).toEqual(to('/unauthorized'));
    expect(decideAccess(routeAt('/admin'), null)).toEqual(to('/login'));
  });

  it('sends the staff from /pro/workshops/new to the back office’s form; a pro keeps the placeholder the spec gives', () => {
    expect(decideAccess(routeAt('/pro/workshops/new'), adminProfile)).toEqual(to('/admin/workshops/new'));
    expect(decideAccess(routeAt('/pro/workshops/new'), proPremiumProfile)).toEqual(allow);
    expect(decideAccess(routeAt('/pro/workshops/new'), proProfile)).toEqual({ kind: 'membersOnly' });
    expect(decideAccess(routeAt('/pro/workshops/new'), null)).toEqual(to('/login'));
  });

  describe('a registration stopped on a partner’s path (issue 37)', () => {
    const withProcess = (process: object) => ({ ...userProfile, registration_process: JSON.stringify(process) });
    const afterStepTwo = withProcess({ reason: 'ligue', aja_role: null, partner: null });
    const afterStepThree = withProcess({ reason: 'ligue', partner: { id: 3 }, validLigueCodeRegistered: true });
    const finished = withProcess({
      reason: 'ligue',
      partner: { id: 3 },
      validLigueCodeRegistered: true,
      qprRegistered: true,
    });

    it('P1-REG-35 P1-REG-38 sends her from home and the payment screens back to the stepper', () => {
      for (const path of ['/home', '/aja', '/welcome', '/payment/subscription', '/payment/donation']) {
        expect(decideAccess(routeAt(path), afterStepTwo)).toEqual(to('/register'));
        expect(decideAccess(routeAt(path), afterStepThree)).toEqual(to('/register'));
      }
      expect(getRegistrationToResume(afterStepTwo)).toBe(3);
      expect(getRegistrationToResume(afterStepThree)).toBe(4);
    });

    it('lets her open the stepper, her profile and the pages that do not charge her', () => {
      for (const path of ['/register', '/profile', '/workshops']) {
        expect(decideAccess(routeAt(path), afterStepTwo)).toEqual(allow);
      }
    });

    it('leaves alone a finished registration, the other paths, accounts made by the staff and professionals', () => {
      expect(decideAccess(routeAt('/payment/subscription'), finished)).toEqual(allow);
      expect(decideAccess(routeAt('/home'), userProfile)).toEqual(allow);
      expect(decideAccess(routeAt('/home'), withProcess({ reason: 'aja', aja_role: 'aja_assistant' }))).toEqual(allow);
      expect(decideAccess(routeAt('/home'), { ...afterStepTwo, types: ['premium'] })).toEqual(allow);
      expect(
        decideAccess(routeAt('/payment/subscription'), { ...proProfile, registration_process: '{"reason":"ligue"}' }),
      ).toEqual(allow);
    });
  });
});
