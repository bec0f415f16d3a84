import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ajaYoungProfile, userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import type { User } from '../api/get-user.ts';

/** /profile/edit opened by a member, its form's fields found by their labels. */
export const marie: User = {
  ...userProfile,
  street: '18 rue Oberkampf',
  zip: '75011',
  city: 'Paris',
  phone: '06 12 34 56 78',
  birthdate: '1968-03-09',
};

type Handlers = Parameters<typeof mockApi>[0];

export async function openEdit(user: User = marie, handlers: Handlers = {}) {
  const calls = mockApi({
    [`GET /api/users/${user.id}`]: () => jsonResponse(200, { data: user }),
    'GET /api/user': () => jsonResponse(200, { data: user }),
    [`PUT /api/users/${user.id}`]: (body) => jsonResponse(200, { data: { ...user, ...(body as object) } }),
    ...handlers,
  });
  const view = renderRoute(
    '/profile/edit',
    user.aja_role === 'aja_young' ? { ...ajaYoungProfile, ...user } : { ...userProfile, ...user },
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Modifier mon profil' }, { timeout: 15_000 }),
  ).toBeTruthy();
  const form = within(screen.getByRole('button', { name: 'Sauvegarder' }).closest('form') as HTMLElement);
  const field = (label: RegExp) => form.getByLabelText(label) as HTMLInputElement;
  return {
    ...view,
    calls,
    form,
    lastname: field(/^Nom/),
    firstname: field(/^Prénom/),
    email: field(/^E-mail/),
    street: field(/^Adresse/),
    zip: field(/^Code postal/),
    city: field(/^Ville/),
    phone: field(/^Téléphone/),
    oldPassword: field(/^Ancien mot de passe/),
    password: field(/^Nouveau mot de passe/),
    confirmation: field(/^Confirmation du mot de passe/),
    day: field(/^Jour/) as unknown as HTMLSelectElement,
    month: field(/^Mois/) as unknown as HTMLSelectElement,
    year: field(/^Année/) as unknown as HTMLSelectElement,
    save: form.getByRole('button', { name: 'Sauvegarder' }),
  };
}

export const putCalls = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.method === 'PUT');
