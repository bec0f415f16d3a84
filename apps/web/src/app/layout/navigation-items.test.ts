import { describe, expect, it } from 'vitest';
import {
  adminProfile,
  ajaYoungProfile,
  premiumUserProfile,
  proLicenceProfile,
  proPremiumProfile,
  proProfile,
  userProfile,
} from '../../test/profiles.ts';
import { getNavigationItems, isNavGroup, type NavItem } from './navigation-items.ts';

function flatten(items: NavItem[]): Record<string, string> {
  return Object.fromEntries(
    items.flatMap((item) => (isNavGroup(item) ? item.children : [item])).map((item) => [item.label, item.to]),
  );
}

describe('navigation entries by access state', () => {
  it('a visitor has home, the workshops and their map; a member without membership has home and the donation page', () => {
    expect(flatten(getNavigationItems(null))).toEqual({
      Accueil: '/home',
      'Les Ateliers': '/workshops',
      'Carte des ateliers': '/map',
    });
    expect(flatten(getNavigationItems(userProfile))).toEqual({ Accueil: '/home', 'Faire un don': '/payment/donation' });
  });

  it('P2-SURV-05 a premium member has the workshops, the sessions and the questionnaires', () => {
    const items = getNavigationItems(premiumUserProfile);
    expect(items.find(isNavGroup)?.label).toBe('Questionnaires');
    expect(flatten(items)).toEqual({
      Accueil: '/home',
      'Les Ateliers': '/workshops',
      'Mes séances': '/meetings',
      'Questionnaire de profil': '/profile_survey',
      'Questionnaire de satisfaction': '/satisfaction_survey',
      'Questionnaire de qualité de vie': '/life_quality_survey',
      'Faire un don': '/payment/donation',
    });
  });

  it('P1-PAY-47 members may donate from the menu, except AJA young people', () => {
    const ajaAssistantProfile = { ...ajaYoungProfile, aja_role: 'aja_assistant' as const };
    expect(flatten(getNavigationItems(ajaAssistantProfile))['Faire un don']).toBe('/payment/donation');
    expect(flatten(getNavigationItems(ajaYoungProfile))['Faire un don']).toBeUndefined();
    expect(flatten(getNavigationItems(adminProfile))['Faire un don']).toBeUndefined();
  });

  it('P2-SURV-06 an AJA premium member also has the cognitive questionnaire and the AJA workshops', () => {
    const entries = flatten(getNavigationItems(ajaYoungProfile));
    expect(entries['Questionnaire cognitif']).toBe('/cog_survey');
    expect(entries['Les Ateliers']).toBe('/aja-workshops');
    expect(entries.Accueil).toBe('/aja');
  });

  it('P2-ROLE-05 P2-ROLE-07 a premium pro has workshops, members, library, donation, and renewal once it is due', () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const ending = { ...proPremiumProfile, premium_dates: { start: inDays(-355), end: inDays(10) } };
    expect(flatten(getNavigationItems(ending))).toEqual({
      Accueil: '/home',
      'Mes ateliers': '/pro/workshops',
      'Mes adhérents': '/pro/users',
      Bibliothèque: '/pro/library',
      'Faire un don': '/payment/donation',
      'Renouveler mon adhésion': '/payment/resubscription',
    });
  });

  it('a premium pro whose membership runs for months is not offered « Renouveler mon adhésion »', () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const running = { ...proPremiumProfile, premium_dates: { start: inDays(-100), end: inDays(265) } };
    expect(flatten(getNavigationItems(running))['Renouveler mon adhésion']).toBeUndefined();
    expect(flatten(getNavigationItems(proLicenceProfile))['Renouveler mon adhésion']).toBeUndefined();
  });

  it('the AJA home leaves the Questionnaires group to its own menu; other pages keep it', () => {
    expect(getNavigationItems(ajaYoungProfile, '/aja').some(isNavGroup)).toBe(false);
    expect(getNavigationItems(ajaYoungProfile, '/meetings').some(isNavGroup)).toBe(true);
  });

  it('P2-ROLE-06 only a licence pro has the licence space', () => {
    expect(flatten(getNavigationItems(proLicenceProfile))['Espace licence']).toBe('/pro/licence');
    expect(flatten(getNavigationItems(proPremiumProfile))['Espace licence']).toBeUndefined();
  });

  it('P2-ROLE-07 a pro without membership still has donation and renewal', () => {
    expect(flatten(getNavigationItems(proProfile))).toEqual({
      Accueil: '/home',
      'Faire un don': '/payment/donation',
      'Renouveler mon adhésion': '/payment/resubscription',
    });
  });

  it('staff reach the admin area', () => {
    expect(flatten(getNavigationItems(adminProfile)).Administration).toBe('/admin');
  });
});
