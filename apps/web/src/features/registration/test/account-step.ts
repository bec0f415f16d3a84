// Step 2 of /register (« Mes informations »): the account form, reached with the orientation stored.
import type { RegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route.tsx';
import { birthdateForAge, chooseDate, findStepHeading } from './registration-fixtures.ts';

export async function openStep2(process: RegistrationProcess = { reason: 'other', aja_role: null, partner: null }) {
  window.localStorage.setItem('plateforme.registration-process', JSON.stringify(process));
  const view = renderRoute('/register');
  await findStepHeading(/Mes informations/);
  return view;
}

export const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
export const submitButton = () => screen.getByRole('button', { name: 'Créer mon compte' }) as HTMLButtonElement;

/**
 * Every field right, the birthdate last: once left, a complete birthdate may open an age dialog,
 * which hides the rest of the page. `leaveBirthdate: false` keeps that dialog for the send.
 */
export function fillValid(age = 45, { leaveBirthdate = true } = {}) {
  fireEvent.change(input(/^Nom/), { target: { value: 'Bernard' } });
  fireEvent.change(input(/^Prénom/), { target: { value: 'Camille' } });
  fireEvent.change(input(/^Adresse/), { target: { value: '3 rue des Lilas' } });
  fireEvent.change(input(/^Code postal/), { target: { value: '75011' } });
  fireEvent.change(screen.getByRole('combobox', { name: /^Ville/ }), { target: { value: 'Paris' } });
  fireEvent.change(input(/^Téléphone/), { target: { value: '0612345678' } });
  fireEvent.change(input(/^E-mail/), { target: { value: 'Camille@Example.fr' } });
  fireEvent.change(input(/^Mot de passe/), { target: { value: 'mon-secret' } });
  fireEvent.change(input(/^Confirmation du mot de passe/), { target: { value: 'mon-secret' } });
  const date = birthdateForAge(age);
  if (leaveBirthdate) {
    chooseDate(/Date de naissance/, date);
    return;
  }
  const group = screen.getByRole('group', { name: /Date de naissance/ });
  const pad = (value: number) => String(value).padStart(2, '0');
  fireEvent.change(within(group).getByRole('combobox', { name: /Jour/ }), { target: { value: pad(date.day) } });
  fireEvent.change(within(group).getByRole('combobox', { name: /Mois/ }), { target: { value: pad(date.month) } });
  fireEvent.change(within(group).getByRole('combobox', { name: /Année/ }), { target: { value: String(date.year) } });
}
