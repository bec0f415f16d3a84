import type { RegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import type { Partner } from '@plateforme/shared/registration/registration.schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Profile } from '../../../lib/profile.ts';
import { userProfile } from '../../../test/profiles.ts';

/** Partners as GET /api/partners answers them. */
export function partner(
  id: number,
  name: string,
  supportType: Partner['support_type'],
  extra: Partial<Partner> = {},
): Partner {
  return {
    id,
    name,
    support_type: supportType,
    type: supportType,
    street: null,
    zip: null,
    city: null,
    department: null,
    price: null,
    active: true,
    logo_id: null,
    logo: null,
    ...extra,
  };
}

export const partners = {
  ligue: [
    partner(1, 'Ligue contre le cancer – Comité de Paris', 'ligue', { department: '75', price: 0 }),
    partner(2, 'Ligue contre le cancer – Comité du Rhône', 'ligue', { department: '69', price: 0 }),
  ],
  retreat: [partner(4, 'Caisse de retraite Horizon', 'retreat', { price: 1000 })],
  healthinsurance: [
    partner(6, 'Mutuelle Santé Solidaire', 'healthinsurance'),
    partner(7, "Mutuelle de l'Éducation", 'healthinsurance'),
  ],
  employer: [partner(8, 'Rail & Services', 'employer')],
  patientsreseau: [partner(10, 'Patients en réseau', 'patientsreseau', { price: 0 })],
};

/** A signed-in person in the middle of the registration. */
export function registeringProfile(process: RegistrationProcess, extra: Partial<Profile> = {}): Profile {
  return {
    ...userProfile,
    id: 42,
    firstname: 'Camille',
    lastname: 'Bernard',
    email: 'camille@example.fr',
    assistant_id: null,
    aja_assisted_nb: 0,
    registration_process: JSON.stringify(process),
    // The stepper's account was created at its step 2, moments ago: /welcome greets it as new.
    created_at: new Date().toISOString(),
    ...extra,
  };
}

/** The ALTCHA widget's events, played by the test (the real one solves a proof of work in workers). */
export function captchaEvent(state: string, payload: string | null = null) {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('no altcha-widget');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

/** Picks a date in the day, month and year selects of the group named `legend`, then leaves it. */
export function chooseDate(legend: string | RegExp, date: { year: number; month: number; day: number }) {
  const group = screen.getByRole('group', { name: legend });
  const pad = (value: number) => String(value).padStart(2, '0');
  const year = within(group).getByRole('combobox', { name: /Année/ });
  fireEvent.change(within(group).getByRole('combobox', { name: /Jour/ }), { target: { value: pad(date.day) } });
  fireEvent.change(within(group).getByRole('combobox', { name: /Mois/ }), { target: { value: pad(date.month) } });
  fireEvent.change(year, { target: { value: String(date.year) } });
  fireEvent.blur(year);
}

/** 1 January of the year that makes a person `age` today. */
export function birthdateForAge(age: number) {
  return { year: new Date().getFullYear() - age, month: 1, day: 1 };
}

export async function findStepHeading(name: string | RegExp) {
  // The first test of a file also loads the screen's code: slower machines need more than 5 s.
  const heading = await screen.findByRole('heading', { level: 2, name }, { timeout: 15_000 });
  // Each step's form loads when reached (ADR 095): wait for it to replace the loader.
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 15_000 });
  return heading;
}

export function readStoredProcess(): RegistrationProcess {
  const raw = window.localStorage.getItem('plateforme.registration-process');
  expect(raw).not.toBeNull();
  return JSON.parse(raw ?? '{}') as RegistrationProcess;
}

/** A short profile questionnaire as GET /api/surveys/ref/{ref} answers it. */
export function profileSurvey(ref: string) {
  return {
    id: ref === 'profile' ? 1 : 2,
    ref,
    title: 'Questionnaire de profil',
    description: '',
    survey_questions: [
      {
        id: 11,
        label: 'Êtes-vous encore en traitement ?',
        type: 'radio',
        choices: [
          { value: 'oui', label: 'Oui' },
          { value: 'non', label: 'Non' },
        ],
        is_required: true,
      },
    ],
  };
}

export const emptySessionsPage = { data: [], meta: { total: 0, page: 1, per_page: 1, last_page: 1 } };
