import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ajaYoungProfile, premiumUserProfile, userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import type { User } from '../api/get-user.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';

const details = {
  street: '18 rue Oberkampf',
  zip: '75011',
  city: 'Paris',
  phone: '06 12 34 56 78',
  birthdate: '1968-03-09',
};

/** The profile screen's items, by their label. */
async function openProfile(profile: typeof userProfile, user: User) {
  const calls = mockApi({ [`GET /api/users/${user.id}`]: () => jsonResponse(200, { data: user }) });
  const view = renderRoute('/profile', profile);
  expect(await screen.findByRole('heading', { level: 1, name: 'Mon profil' }, { timeout: 15_000 })).toBeTruthy();
  await waitFor(() => expect(calls.some((call) => call.path === `/api/users/${user.id}`)).toBe(true));
  const itemOf = async (label: string) => {
    const term = await screen.findByText(label, { selector: 'dt' });
    return term.nextElementSibling?.textContent ?? '';
  };
  return { ...view, calls, itemOf };
}

describe('/profile', { timeout: 30_000 }, () => {
  it('P2-PROF-01 a visitor is sent to /login', async () => {
    const { router } = renderRoute('/profile');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it('P2-PROF-03 shows last name, first name, e-mail, birth date as DD/MM/YYYY, address and phone', async () => {
    const { itemOf, calls } = await openProfile({ ...userProfile, ...details }, { ...userProfile, ...details });
    expect(await itemOf('Nom')).toBe('Durand');
    expect(await itemOf('Prénom')).toBe('Marie');
    expect(await itemOf('E-mail')).toBe('marie.durand@example.fr');
    expect(await itemOf('Date de naissance')).toBe('09/03/1968');
    expect(await itemOf('Adresse')).toBe('18 rue Oberkampf75011 Paris');
    expect(await itemOf('Téléphone')).toBe('06 12 34 56 78');
    expect(calls.find((call) => call.path === '/api/users/1')?.search).toBe('?with[0]=aja_assistant');
  });

  it('P2-PROF-04 shows the current membership dates, or "Aucun"', async () => {
    const member = await openProfile(premiumUserProfile, {
      ...premiumUserProfile,
      ...details,
      premium_dates: { start: '2026-01-15', end: '2027-01-14' },
    });
    await waitFor(async () => expect(await member.itemOf('Adhésion en cours')).toBe('du 15/01/2026 au 14/01/2027'));
    member.unmount();

    const visitor = await openProfile(userProfile, { ...userProfile, ...details, premium_dates: null });
    expect(await visitor.itemOf('Adhésion en cours')).toBe('Aucun');
  });

  it('P2-PROF-05 an AJA young person sees their carer', async () => {
    const { itemOf } = await openProfile(ajaYoungProfile, {
      ...ajaYoungProfile,
      ...details,
      aja_assistant: { firstname: 'Nathalie', lastname: 'Rousseau', email: 'aidant@example.fr' },
    });
    await waitFor(async () => expect(await itemOf('Aidant PAP')).toBe('Nathalie Rousseauaidant@example.fr'));
  });

  it('P2-PROF-06 an AJA young person without carer sees "Aucun aidant PAP"; other members see no carer item', async () => {
    const young = await openProfile(ajaYoungProfile, { ...ajaYoungProfile, ...details, aja_assistant: null });
    expect(await young.itemOf('Aidant PAP')).toBe('Aucun aidant PAP');
    young.unmount();

    await openProfile(userProfile, { ...userProfile, ...details });
    expect(screen.queryByText('Aidant PAP')).toBeNull();
  });

  it('P2-PROF-07 one’s own profile has the edit button', async () => {
    await openProfile(userProfile, { ...userProfile, ...details });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Modifier mon profil' }).getAttribute('href')).toBe('/profile/edit');
  });

  it('a user record that cannot be loaded shows an error with a retry', async () => {
    mockApi({ 'GET /api/users/1': () => jsonResponse(500, { code: 'internal', message: 'Une erreur est survenue' }) });
    renderRoute('/profile', userProfile);
    expect(await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeTruthy();
  });
});
