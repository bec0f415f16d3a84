import {
  canPay,
  getAccessState,
  isAdmin,
  isPro,
  isProLicence,
  isProPremium,
  isUser,
  isUserPremium,
  type AccessProfile,
} from '@plateforme/shared/accounts/access.rules';
import { getHomePath } from '../access-decision.ts';
import { navigationMessages } from '@plateforme/shared/messages/common';
import { surveysMessages } from '@plateforme/shared/messages/surveys';
import { isInRenewalWindow } from './renewal.ts';

export type NavLinkItem = { label: string; to: string };
export type NavGroupItem = { label: string; children: NavLinkItem[] };
export type NavItem = NavLinkItem | NavGroupItem;

type NavProfile = AccessProfile & {
  aja_role?: string | null;
  premium_dates?: { start?: string; end?: string | null } | null;
};

const nav = navigationMessages;
const surveyNames = surveysMessages.names;

export function isNavGroup(item: NavItem): item is NavGroupItem {
  return 'children' in item;
}

/**
 * The menu entries by access state (P2 §2, §6): visitors reach the workshops and the map; premium members reach the workshops, their
 * sessions and the questionnaires; premium pros their workshops, members and the library;
 * licence pros the licence space; every pro the donation page, and the renewal page when a
 * renewal is due (ADR 032); every member who may pay (not an AJA young person) the donation
 * page (ADR 025). On the AJA home the page has its own Questionnaires menu (P1-HOME-17), so
 * the bar leaves it out there rather than show it twice.
 */
export function getNavigationItems(profile: NavProfile | null | undefined, pathname = ''): NavItem[] {
  const state = getAccessState(profile ?? null);
  const items: NavItem[] = [{ label: nav.home, to: getHomePath(profile) }];

  // A visitor looks at the workshops and where they are before creating an account (issue 37).
  if (state === 'notAuth') items.push({ label: nav.workshops, to: '/workshops' }, { label: nav.map, to: '/map' });

  if (isUserPremium(state)) {
    items.push(
      { label: nav.workshops, to: profile?.is_aja ? '/aja-workshops' : '/workshops' },
      { label: nav.meetings, to: '/meetings' },
    );
    if (pathname !== '/aja') {
      items.push({
        label: nav.surveys,
        children: [
          { label: surveyNames.profile, to: '/profile_survey' },
          { label: surveyNames.satisfaction, to: '/satisfaction_survey' },
          { label: surveyNames.lifeQuality, to: '/life_quality_survey' },
          ...(profile?.is_aja ? [{ label: surveyNames.cognitive, to: '/cog_survey' }] : []),
        ],
      });
    }
  }
  if (isProPremium(state)) {
    items.push(
      { label: nav.myWorkshops, to: '/pro/workshops' },
      { label: nav.myMembers, to: '/pro/users' },
      { label: nav.library, to: '/pro/library' },
    );
  }
  if (isProLicence(state)) items.push({ label: nav.licence, to: '/pro/licence' });
  if (isPro(state) && !isAdmin(profile)) {
    items.push({ label: nav.donation, to: '/payment/donation' });
    if (isInRenewalWindow(profile)) items.push({ label: nav.renewal, to: '/payment/resubscription' });
  } else if (isUser(state) && canPay(profile)) {
    items.push({ label: nav.donation, to: '/payment/donation' });
  }
  if (isAdmin(profile)) items.push({ label: 'Administration', to: '/admin' });
  return items;
}
