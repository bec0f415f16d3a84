import { describe, expect, it } from 'vitest';
import { registerInputSchema } from './registration.schemas.ts';
import { fieldErrors } from './field-errors.test-setup.ts';

// The sign-up payload (step 2). The other steps' schemas: registration-steps.schemas.test.ts.

const registration = {
  lastname: 'Martin',
  firstname: 'Claire',
  birthdate: '1970-04-12',
  street: '3 rue de la Paix',
  zip: '75002',
  city: 'Paris',
  phone: '06 12 34 56 78',
  email: 'Claire.Martin@Exemple.fr',
  password: 'motdepasse',
  password_confirmation: 'motdepasse',
  captcha: 'payload',
  registration_process: '{"reason":"other"}',
};

describe('registerInputSchema', () => {
  it('P1-REG-16 reads the registration payload; registration_process as a JSON string or an object', () => {
    const parsed = registerInputSchema.parse(registration);
    expect(parsed.email).toBe('claire.martin@exemple.fr');
    expect(parsed.registration_process).toEqual({ reason: 'other' });
    expect(
      registerInputSchema.parse({ ...registration, registration_process: { reason: 'other' } }).registration_process,
    ).toEqual({ reason: 'other' });
  });

  it('P1-REGR-04 empty required fields say "Champ requis"', () => {
    const result = registerInputSchema.safeParse({ registration_process: '{"reason":"other"}' });
    const errors = fieldErrors(result);
    for (const field of [
      'lastname',
      'firstname',
      'birthdate',
      'street',
      'zip',
      'city',
      'phone',
      'email',
      'password',
      'password_confirmation',
      'captcha',
    ]) {
      expect(errors[field], field).toEqual(['Champ requis']);
    }
  });

  it('P1-REGR-05 P1-REGR-06 P1-REGR-07 e-mail and password messages of the registration form', () => {
    const errors = fieldErrors(
      registerInputSchema.safeParse({
        ...registration,
        email: 'abc',
        password: 'court12',
        password_confirmation: 'court12',
      }),
    );
    expect(errors).toEqual({
      email: ['E-mail invalide'],
      password: ['Le mot de passe doit contenir au moins 8 caractères'],
      password_confirmation: ['Le mot de passe doit contenir au moins 8 caractères'],
    });
  });

  it('password and confirmation must match', () => {
    expect(
      fieldErrors(registerInputSchema.safeParse({ ...registration, password_confirmation: 'autrechose' })),
    ).toEqual({
      password_confirmation: ['Les mots de passe ne correspondent pas'],
    });
  });

  it('P1-REGR-08 P1-CONST-03 a birthdate must be a real date and a postal code 5 digits', () => {
    expect(
      fieldErrors(registerInputSchema.safeParse({ ...registration, birthdate: '2000-02-31', zip: '7500' })),
    ).toEqual({
      birthdate: ['Date invalide'],
      zip: ['Format invalide'],
    });
  });

  it('P1-REGR-01 P1-REGR-02 P1-REGR-03 the orientation of registration_process must be complete', () => {
    const withProcess = (registration_process: unknown) =>
      fieldErrors(registerInputSchema.safeParse({ ...registration, registration_process }));
    expect(withProcess('{}')).toEqual({ 'registration_process.reason': ['Champ requis'] });
    expect(withProcess({ reason: 'aja' })).toEqual({ 'registration_process.aja_role': ['Champ requis'] });
    expect(withProcess({ reason: 'employer' })).toEqual({ 'registration_process.partner.id': ['Champ requis'] });
    expect(withProcess('pas du json')).toEqual({ registration_process: ['Format invalide'] });
    expect(withProcess(undefined)).toEqual({ registration_process: ['Champ requis'] });
  });

  it('never keeps a partner code in the process', () => {
    const parsed = registerInputSchema.parse({
      ...registration,
      registration_process: { reason: 'healthinsurance', partner: { id: 4, adh_secret_code: 'SECRET' } },
    });
    expect(parsed.registration_process).toEqual({ reason: 'healthinsurance', partner: { id: 4 } });
  });
});
