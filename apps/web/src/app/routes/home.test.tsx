import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { list, meeting, pivot } from '../../features/workshops/test/meeting-fixtures.ts';
import { jsonResponse, mockApi } from '../../test/mock-api.ts';
import type { Profile } from '../../lib/profile.ts';
import {
  premiumUserProfile,
  proLicenceProfile,
  proPremiumProfile,
  proProfile,
  userProfile,
} from '../../test/profiles.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { appRoutes } from '../route-table.ts';

const ligue = JSON.stringify({ reason: 'ligue', aja_role: null, validLigueCodeRegistered: true, qprRegistered: true });

/** The route table's paths as patterns: a link must land on a real screen, not the not-found page. */
const routePatterns = appRoutes.map((route) => new RegExp(`^${route.path.replace(/:[a-z_]+/g, '[^/]+')}$`));

/** Renders /home and returns the links of its content (the navigation bar aside). */
async function homeLinks(profile: Profile | null) {
  const view = renderRoute('/home', profile);
  await screen.findByRole('heading', { level: 1 });
  const main = within(screen.getByRole('main'));
  const hrefOf = (name: string) => main.queryByRole('link', { name })?.getAttribute('href') ?? null;
  return { view, main, hrefOf };
}

describe('/home', () => {
  it('P1-HOME-01 P1-HOME-04 P1-ROLE-07 a visitor sees the large "Adhérer" button, to create an account', async () => {
    const { hrefOf } = await homeLinks(null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bienvenue');
    expect(hrefOf('Adhérer')).toBe('/register');
    expect(hrefOf('Se connecter')).toBe('/login');
  });

  it('a visitor can look at the workshops and the map first, and reads what membership costs and gives', async () => {
    const { hrefOf } = await homeLinks(null);
    expect(hrefOf('Voir les ateliers')).toBe('/workshops');
    expect(hrefOf('Voir la carte des ateliers')).toBe('/map');
    const offer = screen.getByRole('region', { name: 'Ce que coûte l’adhésion, ce qu’elle donne' });
    expect(offer.textContent).toContain('20 € par an, dont 66 % déductibles de l’impôt');
    expect(offer.textContent).toContain('gratuite avec certains partenaires');
    expect(offer.textContent).toContain('AJA des 18-30 ans');
  });

  it('members see neither the visitor’s links nor the price', async () => {
    for (const profile of [userProfile, premiumUserProfile]) {
      const { view, hrefOf } = await homeLinks(profile);
      expect(hrefOf('Voir les ateliers')).toBeNull();
      expect(screen.queryByText(/20 € par an/)).toBeNull();
      view.unmount();
    }
  });

  it('P1-HOME-05 a member without membership sees "Adhérer", to the membership payment', async () => {
    const { hrefOf } = await homeLinks(userProfile);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bonjour Marie');
    expect(hrefOf('Adhérer')).toBe('/payment/subscription');
    expect(hrefOf('Les Ateliers')).toBeNull();
  });

  it('P1-HOME-05 a member without membership is not told the account was just created', async () => {
    await homeLinks(userProfile);
    expect(screen.getByText("L'adhésion à l'association donne accès aux ateliers et aux séances.")).toBeTruthy();
    expect(screen.queryByText(/compte est créé/)).toBeNull();
  });

  it('P1-HOME-06 a premium member sees "Les Ateliers" and "onCogitiel", no "Adhérer"', async () => {
    const { hrefOf } = await homeLinks(premiumUserProfile);
    expect(hrefOf('Les Ateliers')).toBe('/workshops');
    expect(hrefOf('onCogitiel')).toBe('/oncogitiel');
    expect(hrefOf('Adhérer')).toBeNull();
  });

  it('P1-HOME-07 P1-ROLE-02 premium and licence pros see "Mes ateliers", "Mes adhérents", "Bibliothèque"', async () => {
    for (const profile of [proPremiumProfile, proLicenceProfile]) {
      const { view, hrefOf } = await homeLinks(profile);
      expect(hrefOf('Mes ateliers')).toBe('/pro/workshops');
      expect(hrefOf('Mes adhérents')).toBe('/pro/users');
      expect(hrefOf('Bibliothèque')).toBe('/pro/library');
      expect(hrefOf('Adhérer')).toBeNull();
      view.unmount();
    }
  });

  it('P1-ROLE-06 a pro without membership sees "Adhérer" and not the pro buttons', async () => {
    const { hrefOf } = await homeLinks(proProfile);
    expect(hrefOf('Adhérer')).toBe('/payment/subscription');
    expect(hrefOf('Mes ateliers')).toBeNull();
  });

  it("P1-HOME-05 P1-HOME-06 members may donate from home, after the spec's buttons, which stay in their order", async () => {
    const names = (main: Awaited<ReturnType<typeof homeLinks>>['main']) =>
      main.getAllByRole('link').map((link) => link.textContent);
    const member = await homeLinks(userProfile);
    expect(member.hrefOf('Faire un don')).toBe('/payment/donation');
    expect(names(member.main)).toEqual(['Adhérer', 'Faire un don']);
    member.view.unmount();

    const premium = await homeLinks(premiumUserProfile);
    expect(premium.hrefOf('Faire un don')).toBe('/payment/donation');
    expect(names(premium.main)).toEqual([
      'Les Ateliers',
      'onCogitiel',
      'Mes séances',
      'Carte des ateliers',
      'Faire un don',
    ]);
  });

  it('visitors and pros see no donation button on home', async () => {
    for (const profile of [null, proProfile, proPremiumProfile]) {
      const { view, hrefOf } = await homeLinks(profile);
      expect(hrefOf('Faire un don')).toBeNull();
      view.unmount();
    }
  });

  it('P1-HOME-08 the profile-questionnaire warning shows for a premium member with qr_info_alert 1 only', async () => {
    const alert = 'Merci de remplir votre questionnaire de profil';
    const member = await homeLinks({ ...premiumUserProfile, qr_info_alert: 1, registration_process: ligue });
    expect(member.hrefOf(alert)).toBe('/profile_survey');
    member.view.unmount();

    const without = await homeLinks({ ...premiumUserProfile, qr_info_alert: 0, registration_process: ligue });
    expect(without.hrefOf(alert)).toBeNull();
    without.view.unmount();

    const pro = await homeLinks({ ...proPremiumProfile, qr_info_alert: 1 });
    expect(pro.hrefOf(alert)).toBeNull();
  });

  it('the profile-questionnaire warning skips members whose registration path had no questionnaire step', async () => {
    const alert = 'Merci de remplir votre questionnaire de profil';
    for (const reason of ['other', 'healthinsurance', 'employer', 'retreat']) {
      const registration_process = JSON.stringify({ reason, aja_role: null });
      const { view, hrefOf } = await homeLinks({ ...premiumUserProfile, qr_info_alert: 1, registration_process });
      expect(hrefOf(alert)).toBeNull();
      view.unmount();
    }
    const patients = await homeLinks({
      ...premiumUserProfile,
      qr_info_alert: 1,
      registration_process: JSON.stringify({ reason: 'patientsreseau' }),
    });
    expect(patients.hrefOf(alert)).toBe('/profile_survey');
  });

  it('premium members also reach their sessions, the map and, when offered, the discovery workshops', async () => {
    const plain = await homeLinks(premiumUserProfile);
    expect(plain.hrefOf('Mes séances')).toBe('/meetings');
    expect(plain.hrefOf('Carte des ateliers')).toBe('/map');
    expect(plain.hrefOf('Ateliers onCommence')).toBeNull();
    plain.view.unmount();

    const offered = await homeLinks({ ...premiumUserProfile, show_oncommence_menu: true });
    expect(offered.hrefOf('Ateliers onCommence')).toBe('/oncommence');
  });

  it('a premium member finds their next session first, linked to its workshop', async () => {
    mockApi({
      'GET /api/users/2/subscribitions': () =>
        jsonResponse(200, list([meeting(1, 5, { pivot: pivot(1, 2, 'validated') })])),
    });
    await homeLinks(premiumUserProfile);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('Votre prochaine séance :');
    expect(within(note).getByRole('link', { name: 'Mémoire et attention' }).getAttribute('href')).toBe('/workshops/7');
  });

  it('every button of home leads to a route of the route table', async () => {
    const profiles = [
      null,
      userProfile,
      premiumUserProfile,
      { ...premiumUserProfile, show_oncommence_menu: true },
      proProfile,
      proPremiumProfile,
      proLicenceProfile,
    ];
    for (const profile of profiles) {
      const { view, main } = await homeLinks(profile);
      for (const link of main.getAllByRole('link')) {
        const href = link.getAttribute('href') ?? '';
        expect(
          routePatterns.some((pattern) => pattern.test(href)),
          `${href} (${profile?.role ?? 'visitor'})`,
        ).toBe(true);
      }
      view.unmount();
    }
  });
});
