import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../lib/profile.ts';
import { jsonResponse, mockApi } from '../../test/mock-api.ts';
import { ajaYoungProfile, premiumUserProfile } from '../../test/profiles.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { ASSOCIATION_NAME } from '../association.ts';

type HappyWindow = Window & { happyDOM: { setViewport(viewport: { width: number; height: number }): void } };
const setViewportWidth = (width: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });

afterEach(() => setViewportWidth(1024));

const ligueMember: Profile = {
  ...premiumUserProfile,
  qr_info_alert: 1,
  registration_process: JSON.stringify({
    reason: 'ligue',
    aja_role: null,
    validLigueCodeRegistered: true,
    qprRegistered: true,
  }),
};
const complete = {
  birthdate: '2004-03-02',
  street: '41 rue de Vaugirard',
  zip: '75006',
  city: 'Paris',
  phone: '06 12 34 56 78',
};
const young: Profile = { ...ajaYoungProfile, ...complete, qr_info_alert: 0, qsat_alert: 0, cog_alert: 0 };

async function header(path: string, profile: Profile | null) {
  const view = renderRoute(path, profile);
  await screen.findByRole('heading', { level: 1 });
  return { view, bar: within(screen.getByRole('banner')) };
}

describe('the shell on a phone (issue #12)', () => {
  it('lets the association name wrap at 375 px instead of cutting it', async () => {
    setViewportWidth(375);
    const { bar } = await header('/home', premiumUserProfile);
    const name = bar.getByRole('link', { name: ASSOCIATION_NAME });
    const style = getComputedStyle(name);
    expect(style.whiteSpace).not.toBe('nowrap');
    expect(style.textOverflow).not.toBe('ellipsis');
    expect(name.className).not.toMatch(/noWrap/);
  });

  it('shows « Retour » on inner pages only, not on /home nor /aja', async () => {
    mockApi({
      'GET /api/workshops': () =>
        jsonResponse(200, { data: [], meta: { total: 0, page: 1, per_page: 24, last_page: 1 } }),
    });
    const home = await header('/home', premiumUserProfile);
    expect(home.bar.queryByRole('button', { name: 'Retour' })).toBeNull();
    home.view.unmount();

    const aja = await header('/aja', young);
    expect(aja.bar.queryByRole('button', { name: 'Retour' })).toBeNull();
    aja.view.unmount();

    const inner = await header('/oncogitiel', premiumUserProfile);
    expect(inner.bar.getByRole('button', { name: 'Retour' })).toBeTruthy();
  });

  it('shows « Questionnaires » once on the AJA home, the page keeping its own menu', async () => {
    mockApi({
      'GET /api/workshops': () =>
        jsonResponse(200, { data: [], meta: { total: 0, page: 1, per_page: 24, last_page: 1 } }),
    });
    const aja = await header('/aja', young);
    expect(screen.getAllByRole('button', { name: 'Questionnaires' })).toHaveLength(1);
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Questionnaires' })).toBeTruthy();
    aja.view.unmount();

    // Elsewhere the bar keeps the group (P2-SURV-05, P2-SURV-06).
    const home = await header('/oncogitiel', young);
    expect(home.bar.getByRole('button', { name: 'Questionnaires' })).toBeTruthy();
  });

  it('gives the profile-questionnaire alert a visible label that starts its accessible name', async () => {
    const { bar } = await header('/home', ligueMember);
    const alert = bar.getByRole('link', { name: /^Questionnaire de profil/ });
    expect(alert.textContent).toBe('Questionnaire de profil');
    expect(alert.getAttribute('aria-label')).toMatch(/merci de remplir votre questionnaire de profil/i);
    expect(alert.getAttribute('href')).toBe('/profile_survey');
  });

  it('shows no profile-questionnaire alert to a member whose path had no questionnaire step', async () => {
    const { bar } = await header('/home', {
      ...ligueMember,
      registration_process: JSON.stringify({ reason: 'other', aja_role: null }),
    });
    expect(bar.queryByRole('link', { name: /questionnaire de profil/i })).toBeNull();
  });
});
