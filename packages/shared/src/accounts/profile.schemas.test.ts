import { describe, expect, it } from 'vitest';
import { ajaAssistantInputSchema, profileUpdateInputSchema } from './profile.schemas.ts';

const valid = {
  lastname: 'Martin',
  firstname: 'Claire',
  email: 'claire.martin@example.fr',
  birthdate: '1970-05-04',
  street: '3 rue des Lilas',
  zip: '75012',
  city: 'Paris',
  phone: '06 12 34 56 78',
};

const errorsOf = (input: unknown) => {
  const result = profileUpdateInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('profile edit schema', () => {
  it('P2-PROF-10 last name, first name, email, street, postal code, city and phone are required', () => {
    // P2 §5: "last name, first name, email, street, postal code, city, phone required ("Champ requis")"
    expect(errorsOf({})).toMatchObject({
      lastname: 'Champ requis',
      firstname: 'Champ requis',
      email: 'Champ requis',
      street: 'Champ requis',
      zip: 'Champ requis',
      city: 'Champ requis',
      phone: 'Champ requis',
    });
  });

  it('P2-PROF-11 the e-mail must have an address form ("Format invalide")', () => {
    expect(errorsOf({ ...valid, email: 'claire' })).toEqual({ email: 'Format invalide' });
  });

  it('P2-PROF-12 a new password has at least 8 characters ("8 caractères min.")', () => {
    expect(errorsOf({ ...valid, password: 'court', password_confirmation: 'court' })).toMatchObject({
      password: '8 caractères min.',
    });
  });

  it('P2-PROF-13 empty password fields mean no password change', () => {
    const parsed = profileUpdateInputSchema.parse({ ...valid, password: '', password_confirmation: '' });
    expect(parsed.password).toBeUndefined();
    expect(parsed.password_confirmation).toBeUndefined();
  });

  it('a password without its confirmation, or a different one, is refused', () => {
    expect(errorsOf({ ...valid, password: 'motdepasse2' })).toEqual({ password_confirmation: 'Champ requis' });
    expect(errorsOf({ ...valid, password: 'motdepasse2', password_confirmation: 'motdepasse3' })).toEqual({
      password_confirmation: 'Les mots de passe ne correspondent pas',
    });
  });
});

describe('AJA carer schema', () => {
  it('P2-PROF-18 P2-PROF-19 first name, last name and e-mail are required, the e-mail format checked', () => {
    const result = ajaAssistantInputSchema.safeParse({ firstname: '', lastname: 'Durand', email: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['firstname', 'Champ requis'],
      ['email', 'Format invalide'],
    ]);
  });
});
