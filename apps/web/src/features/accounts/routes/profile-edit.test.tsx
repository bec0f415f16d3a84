import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ajaYoungProfile, userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import type { User } from '../api/get-user.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';

const marie: User = {
  ...userProfile,
  street: '18 rue Oberkampf',
  zip: '75011',
  city: 'Paris',
  phone: '06 12 34 56 78',
  birthdate: '1968-03-09',
};

type Handlers = Parameters<typeof mockApi>[0];

async function openEdit(user: User = marie, handlers: Handlers = {}) {
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

const putCalls = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.method === 'PUT');

describe('/profile/edit', { timeout: 30_000 }, () => {
  it('P2-PROF-02 a visitor is sent to /login', async () => {
    const { router } = renderRoute('/profile/edit');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it('P2-PROF-08 P2-PROF-09 has every field of the profile form, filled in, and "Sauvegarder"', async () => {
    const page = await openEdit();
    expect(page.lastname.value).toBe('Durand');
    expect(page.firstname.value).toBe('Marie');
    expect(page.email.value).toBe('marie.durand@example.fr');
    expect([page.day.value, page.month.value, page.year.value]).toEqual(['09', '03', '1968']);
    expect(page.street.value).toBe('18 rue Oberkampf');
    expect(page.zip.value).toBe('75011');
    expect(page.city.value).toBe('Paris');
    expect(page.phone.value).toBe('06 12 34 56 78');
    expect(page.oldPassword.type).toBe('password');
    expect(page.password.value).toBe('');
    expect(page.confirmation.value).toBe('');
  });

  it('P2-PROF-10 an empty required field says "Champ requis", gets the focus, and nothing is saved', async () => {
    const page = await openEdit();
    for (const input of [page.lastname, page.firstname, page.email, page.street, page.zip, page.phone]) {
      fireEvent.change(input, { target: { value: '' } });
    }
    fireEvent.change(page.city, { target: { value: '' } });
    fireEvent.click(page.save);
    await waitFor(() => expect(page.form.getAllByText('Champ requis')).toHaveLength(7));
    await waitFor(() => expect(document.activeElement).toBe(page.lastname));
    expect(page.city.getAttribute('aria-invalid')).toBe('true');
    expect(putCalls(page.calls)).toEqual([]);
  });

  it('P2-PROF-11 a malformed e-mail says "Format invalide"', async () => {
    const page = await openEdit();
    fireEvent.change(page.email, { target: { value: 'abc' } });
    fireEvent.click(page.save);
    expect(await page.form.findByText('Format invalide')).toBeTruthy();
    expect(putCalls(page.calls)).toEqual([]);
  });

  it('P2-PROF-12 a new password of 7 characters says "8 caractères min."', async () => {
    const page = await openEdit();
    fireEvent.change(page.password, { target: { value: '1234567' } });
    fireEvent.click(page.save);
    expect(await page.form.findByText('8 caractères min.')).toBeTruthy();
    expect(putCalls(page.calls)).toEqual([]);
  });

  it('P2-PROF-14 the phone formats itself in pairs of digits', async () => {
    const page = await openEdit();
    fireEvent.change(page.phone, { target: { value: '0612345678' } });
    expect(page.phone.value).toBe('06 12 34 56 78');
    fireEvent.change(page.phone, { target: { value: '0147-20.00.01' } });
    expect(page.phone.value).toBe('01 47 20 00 01');
  });

  it('P2-PROF-16 saving sends PUT /api/users/{id}, says "Utilisateur enregistré !", reloads the profile and shows it', async () => {
    const page = await openEdit();
    fireEvent.change(page.phone, { target: { value: '0798765432' } });
    fireEvent.change(page.day, { target: { value: '10' } });
    fireEvent.click(page.save);
    expect(await screen.findByText('Utilisateur enregistré !')).toBeTruthy();
    expect(putCalls(page.calls).map((call) => call.body)).toEqual([
      {
        lastname: 'Durand',
        firstname: 'Marie',
        email: 'marie.durand@example.fr',
        birthdate: '1968-03-10',
        street: '18 rue Oberkampf',
        zip: '75011',
        city: 'Paris',
        phone: '07 98 76 54 32',
      },
    ]);
    await waitFor(() => expect(page.router.location.pathname).toBe('/profile'));
    const putIndex = page.calls.findIndex((call) => call.method === 'PUT');
    expect(page.calls.slice(putIndex).some((call) => call.path === '/api/user')).toBe(true);
  });

  it('P2-PROF-16 a new e-mail says where the confirmation link went and that the current address stays valid', async () => {
    const page = await openEdit(marie, {
      [`PUT /api/users/${marie.id}`]: () =>
        jsonResponse(200, { data: marie, message: 'ignoré', pending_email: 'marie.nouvelle@example.fr' }),
    });
    fireEvent.change(page.email, { target: { value: 'marie.nouvelle@example.fr' } });
    fireEvent.change(page.oldPassword, { target: { value: 'motdepasse' } });
    fireEvent.click(page.save);
    expect(
      await screen.findByText(
        "Un lien de confirmation a été envoyé à marie.nouvelle@example.fr ; votre adresse actuelle reste valable jusqu'à la confirmation.",
      ),
    ).toBeTruthy();
    expect(putCalls(page.calls)[0]?.body).toMatchObject({
      email: 'marie.nouvelle@example.fr',
      old_password: 'motdepasse',
    });
  });

  it('P2-PROF-13 a password without its confirmation is not sent; with both, it is, with the old one', async () => {
    const page = await openEdit();
    fireEvent.change(page.password, { target: { value: 'nouveau-secret' } });
    fireEvent.click(page.save);
    await waitFor(() => expect(putCalls(page.calls)).toHaveLength(1));
    expect(putCalls(page.calls)[0]?.body).not.toHaveProperty('password');
    expect(putCalls(page.calls)[0]?.body).not.toHaveProperty('old_password');
    page.unmount();

    const again = await openEdit();
    fireEvent.change(again.oldPassword, { target: { value: 'ancien-secret' } });
    fireEvent.change(again.password, { target: { value: 'nouveau-secret' } });
    fireEvent.change(again.confirmation, { target: { value: 'nouveau-secret' } });
    fireEvent.click(again.save);
    await waitFor(() => expect(putCalls(again.calls)).toHaveLength(1));
    expect(putCalls(again.calls)[0]?.body).toMatchObject({
      old_password: 'ancien-secret',
      password: 'nouveau-secret',
      password_confirmation: 'nouveau-secret',
    });
  });

  it('a wrong old password is said under that field, which gets the focus', async () => {
    const page = await openEdit(marie, {
      'PUT /api/users/1': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'Données invalides',
          errors: { old_password: ['Ancien mot de passe incorrect'] },
        }),
    });
    fireEvent.change(page.oldPassword, { target: { value: 'faux-secret' } });
    fireEvent.change(page.password, { target: { value: 'nouveau-secret' } });
    fireEvent.change(page.confirmation, { target: { value: 'nouveau-secret' } });
    fireEvent.click(page.save);
    expect(await page.form.findByText('Ancien mot de passe incorrect')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(page.oldPassword));
    expect(page.router.location.pathname).toBe('/profile/edit');
  });

  it('an incomplete birth date says "Date invalide"', async () => {
    const page = await openEdit();
    fireEvent.change(page.year, { target: { value: '' } });
    fireEvent.click(page.save);
    expect(await page.form.findByText('Date invalide')).toBeTruthy();
    expect(page.year.getAttribute('aria-invalid')).toBe('true');
    expect(putCalls(page.calls)).toEqual([]);
  });

  it('P2-PROF-15 a postal code of 5 digits looks up its communes; a single one fills the city', async () => {
    const page = await openEdit(marie, {
      'GET /api/geo/communes': (_body, url) =>
        jsonResponse(
          200,
          url.searchParams.get('codePostal') === '69001' ? [{ nom: 'Lyon', codesPostaux: ['69001'] }] : [],
        ),
    });
    fireEvent.change(page.zip, { target: { value: '69001' } });
    await waitFor(() => expect(page.city.value).toBe('Lyon'));
    expect(page.calls.some((call) => call.path === '/api/geo/communes' && call.search === '?codePostal=69001')).toBe(
      true,
    );
    fireEvent.change(page.zip, { target: { value: '99999' } });
    expect(await page.form.findByText('Aucune ville trouvée')).toBeTruthy();
  });

  it('P1-REGR-22 without a postal code, a city found by its name fills the postal code when chosen', async () => {
    const page = await openEdit(marie, {
      'GET /api/geo/communes': (_body, url) =>
        jsonResponse(
          200,
          url.searchParams.get('nom') === 'Lyo' ? [{ nom: 'Lyon', codesPostaux: ['69001', '69002'] }] : [],
        ),
    });
    fireEvent.change(page.zip, { target: { value: '' } });
    fireEvent.change(page.city, { target: { value: 'Lyo' } });
    // The browser's list of suggestions (the field's datalist) offers it; choosing it types it.
    const suggestions = () =>
      [...(document.getElementById(page.city.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])].map(
        (option) => option.value,
      );
    await waitFor(() => expect(suggestions()).toEqual(['Lyon (69001)', 'Lyon (69002)']));
    fireEvent.change(page.city, { target: { value: 'Lyon (69002)' } });
    await waitFor(() => expect(page.zip.value).toBe('69002'));
    expect(page.city.value).toBe('Lyon');
    expect(page.calls.some((call) => call.path === '/api/geo/communes' && call.search === '?nom=Lyo')).toBe(true);
  });

  it('without the geography service, the city is typed freely and nothing is said', async () => {
    const page = await openEdit();
    fireEvent.change(page.zip, { target: { value: '69001' } });
    await waitFor(() => expect(page.calls.some((call) => call.path === '/api/geo/communes')).toBe(true));
    fireEvent.change(page.city, { target: { value: 'Lyon' } });
    expect(page.city.value).toBe('Lyon');
    expect(page.form.queryByText('Aucune ville trouvée')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('P2-PROF-17 an AJA young person gets the carer block; another member does not', async () => {
    const member = await openEdit();
    expect(screen.queryByRole('heading', { name: 'Aidant PAP' })).toBeNull();
    member.unmount();

    await openEdit({ ...marie, id: 6, is_aja: true, aja_role: 'aja_young', aja_assistant: null });
    // The carer block loads for AJA young people only.
    expect(await screen.findByRole('heading', { level: 2, name: 'Aidant PAP' })).toBeTruthy();
    expect(screen.getByText('Aucun aidant PAP')).toBeTruthy();
  });

  it('P2-PROF-18 P2-PROF-19 adding a carer needs first name, last name and an e-mail of address form', async () => {
    const page = await openEdit({ ...marie, id: 6, is_aja: true, aja_role: 'aja_young', aja_assistant: null });
    const carer = within(await screen.findByRole('form', { name: 'Ajouter un aidant' }));
    fireEvent.change(carer.getByLabelText(/^Prénom/), { target: { value: 'Nathalie' } });
    fireEvent.change(carer.getByLabelText(/^E-mail/), { target: { value: 'abc' } });
    fireEvent.click(carer.getByRole('button', { name: 'Ajouter un aidant' }));
    expect(await carer.findByText('Champ requis')).toBeTruthy();
    expect(carer.getByText('Format invalide')).toBeTruthy();
    expect(page.calls.filter((call) => call.path.endsWith('/aja-assistant'))).toEqual([]);
  });

  it('P2-PROF-20 P2-PROF-21 adding posts the carer and says "Aidant ajouté avec succès !"', async () => {
    const carerData = { firstname: 'Nathalie', lastname: 'Rousseau', email: 'aidant@example.fr' };
    const young: User = { ...marie, id: 6, is_aja: true, aja_role: 'aja_young', aja_assistant: null };
    const page = await openEdit(young, {
      'POST /api/users/6/aja-assistant': () => {
        young.aja_assistant = carerData;
        return jsonResponse(200, { data: carerData });
      },
    });
    const carer = within(await screen.findByRole('form', { name: 'Ajouter un aidant' }));
    fireEvent.change(carer.getByLabelText(/^Prénom/), { target: { value: 'Nathalie' } });
    fireEvent.change(carer.getByLabelText(/^Nom/), { target: { value: 'Rousseau' } });
    fireEvent.change(carer.getByLabelText(/^E-mail/), { target: { value: 'aidant@example.fr' } });
    fireEvent.click(carer.getByRole('button', { name: 'Ajouter un aidant' }));
    expect(await screen.findByText('Aidant ajouté avec succès !')).toBeTruthy();
    expect(page.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/users/6/aja-assistant',
      body: carerData,
    });
    expect(await screen.findByRole('button', { name: "Supprimer l'aidant" })).toBeTruthy();
  });

  it('a carer asked for by e-mail leaves the form blank again for another try', async () => {
    const young: User = { ...marie, id: 6, is_aja: true, aja_role: 'aja_young', aja_assistant: null };
    await openEdit(young, {
      // An existing carer account: linked only once it accepts by e-mail.
      'POST /api/users/6/aja-assistant': () =>
        jsonResponse(200, { data: { firstname: 'Nathalie', lastname: 'Rousseau', email: 'aidant@example.fr' } }),
    });
    const carer = within(await screen.findByRole('form', { name: 'Ajouter un aidant' }));
    const firstname = carer.getByLabelText(/^Prénom/) as HTMLInputElement;
    fireEvent.change(firstname, { target: { value: 'Nathalie' } });
    fireEvent.change(carer.getByLabelText(/^Nom/), { target: { value: 'Rousseau' } });
    fireEvent.change(carer.getByLabelText(/^E-mail/), { target: { value: 'aidant@example.fr' } });
    fireEvent.click(carer.getByRole('button', { name: 'Ajouter un aidant' }));
    expect(await screen.findByText(/Votre demande a été envoyée/)).toBeTruthy();
    await waitFor(() => expect(firstname.value).toBe(''));
    expect(carer.queryByText('Champ requis')).toBeNull();
  });

  it('P2-PROF-22 P2-PROF-23 deleting, once confirmed, sends DELETE and says "Aidant supprimé avec succès !"', async () => {
    const young: User = {
      ...marie,
      id: 6,
      is_aja: true,
      aja_role: 'aja_young',
      aja_assistant: { firstname: 'Nathalie', lastname: 'Rousseau', email: 'aidant@example.fr' },
    };
    const page = await openEdit(young, {
      'DELETE /api/users/6/aja-assistant': () => {
        young.aja_assistant = null;
        return jsonResponse(200, { message: 'ok' });
      },
    });
    expect(screen.getByText(/aidant@example\.fr/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Supprimer l'aidant" }));
    const dialog = await screen.findByRole('dialog', { name: "Supprimer l'aidant" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Aidant supprimé avec succès !')).toBeTruthy();
    expect(page.calls.some((call) => call.method === 'DELETE' && call.path === '/api/users/6/aja-assistant')).toBe(
      true,
    );
    expect(await screen.findByText('Aucun aidant PAP')).toBeTruthy();
  });
});
