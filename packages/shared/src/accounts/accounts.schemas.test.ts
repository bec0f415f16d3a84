import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationMessages } from '../messages/common.ts';
import {
  birthdateSchema,
  emailSchema,
  loginInputSchema,
  passwordPairSchema,
  passwordSchema,
  registrationEmailSchema,
  zipCodeSchema,
} from './accounts.schemas.ts';

/** What a form would show: each failing field with its messages. */
function getFieldErrors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

describe('emailSchema', () => {
  // P1 §5: "Login: e-mail required and of address form ('Format invalide')".
  it('P1-LOGIN-06 P1-PWD-17 a missing or blank e-mail says "Champ requis"', () => {
    expect(getFieldErrors(emailSchema, undefined)).toEqual({ _: ['Champ requis'] });
    expect(getFieldErrors(emailSchema, null)).toEqual({ _: ['Champ requis'] });
    expect(getFieldErrors(emailSchema, '')).toEqual({ _: ['Champ requis'] });
    expect(getFieldErrors(emailSchema, '   ')).toEqual({ _: ['Champ requis'] });
  });

  it('P1-LOGIN-07 P1-PWD-05 P1-PWD-10 a malformed e-mail says "Format invalide"', () => {
    expect(getFieldErrors(emailSchema, 'abc')).toEqual({ _: ['Format invalide'] });
    expect(getFieldErrors(emailSchema, 'abc@')).toEqual({ _: ['Format invalide'] });
    expect(getFieldErrors(emailSchema, 42)).toEqual({ _: ['Format invalide'] });
  });

  it('accepts an address, trimmed and lower-cased', () => {
    expect(emailSchema.parse('  Marie.Curie+aja@Example.FR ')).toBe('marie.curie+aja@example.fr');
  });

  // P1 §5: "Registration e-mail: 'E-mail invalide'."
  it('P1-REGR-05 the registration e-mail says "E-mail invalide"', () => {
    expect(getFieldErrors(registrationEmailSchema, 'abc')).toEqual({ _: ['E-mail invalide'] });
    expect(getFieldErrors(registrationEmailSchema, '')).toEqual({ _: ['Champ requis'] });
  });
});

describe('passwordSchema', () => {
  // P1 §5: "Password and confirmation at least 8 characters ('Le mot de passe doit contenir au moins 8 caractères')".
  it('P1-REGR-06 P1-CONST-02 refuses 7 characters with the registration message by default', () => {
    expect(getFieldErrors(passwordSchema(), '1234567')).toEqual({
      _: ['Le mot de passe doit contenir au moins 8 caractères'],
    });
    expect(passwordSchema().parse('12345678')).toBe('12345678');
  });

  // "on the password-edit and complete-registration screens '8 caractères min.'"
  it('P1-PWD-11 P1-PWD-18 takes the short message of the other screens', () => {
    expect(getFieldErrors(passwordSchema(validationMessages.passwordMin), '1234567')).toEqual({
      _: ['8 caractères min.'],
    });
  });

  it('P1-PWD-18 an empty password says only "Champ requis"', () => {
    expect(getFieldErrors(passwordSchema(), '')).toEqual({ _: ['Champ requis'] });
    expect(getFieldErrors(passwordSchema(), undefined)).toEqual({ _: ['Champ requis'] });
  });

  it('keeps spaces, which are part of the secret', () => {
    expect(passwordSchema().parse('  secret  ')).toBe('  secret  ');
  });
});

describe('passwordPairSchema', () => {
  it('P1-REGR-07 checks the confirmation with the same message', () => {
    expect(getFieldErrors(passwordPairSchema(), { password: '12345678', password_confirmation: '1234567' })).toEqual({
      password_confirmation: ['Le mot de passe doit contenir au moins 8 caractères'],
    });
  });

  it('reports a confirmation that differs on the confirmation field', () => {
    expect(getFieldErrors(passwordPairSchema(), { password: '12345678', password_confirmation: '87654321' })).toEqual({
      password_confirmation: ['Les mots de passe ne correspondent pas'],
    });
    expect(passwordPairSchema().safeParse({ password: '12345678', password_confirmation: '12345678' }).success).toBe(
      true,
    );
  });
});

describe('loginInputSchema', () => {
  // P1 §5: "Login: e-mail required and of address form ('Format invalide'); password required."
  it('P1-LOGIN-06 P1-LOGIN-08 an empty form says "Champ requis" on both fields', () => {
    expect(getFieldErrors(loginInputSchema, { email: '', password: '' })).toEqual({
      email: ['Champ requis'],
      password: ['Champ requis'],
    });
    expect(getFieldErrors(loginInputSchema, {})).toEqual({
      email: ['Champ requis'],
      password: ['Champ requis'],
    });
  });

  it('P1-LOGIN-07 a malformed e-mail says "Format invalide"', () => {
    expect(getFieldErrors(loginInputSchema, { email: 'abc', password: 'x' })).toEqual({ email: ['Format invalide'] });
  });

  it('P1-LOGIN-02 takes the remember-me choice, which is optional', () => {
    expect(loginInputSchema.parse({ email: 'a@b.fr', password: 'x', remember: true })).toEqual({
      email: 'a@b.fr',
      password: 'x',
      remember: true,
    });
    expect(loginInputSchema.parse({ email: 'a@b.fr', password: 'x' })).toEqual({ email: 'a@b.fr', password: 'x' });
    expect(getFieldErrors(loginInputSchema, { email: 'a@b.fr', password: 'x', remember: 'yes' })).toHaveProperty(
      'remember',
    );
  });
});

describe('birthdateSchema and zipCodeSchema', () => {
  // P1 §5: "Birthdate: YYYY-MM-DD and valid."
  it('P1-REGR-08 refuses 2000-02-31 and accepts 2000-02-29', () => {
    expect(getFieldErrors(birthdateSchema, '2000-02-31')).toEqual({ _: ['Date invalide'] });
    expect(getFieldErrors(birthdateSchema, '')).toEqual({ _: ['Champ requis'] });
    expect(birthdateSchema.parse('2000-02-29')).toBe('2000-02-29');
  });

  // P1 §9: "Postal code 5 digits."
  it('P1-CONST-03 a postal code has 5 digits', () => {
    expect(getFieldErrors(zipCodeSchema, '7500')).toEqual({ _: ['Format invalide'] });
    expect(getFieldErrors(zipCodeSchema, '750011')).toEqual({ _: ['Format invalide'] });
    expect(getFieldErrors(zipCodeSchema, '7500A')).toEqual({ _: ['Format invalide'] });
    expect(zipCodeSchema.parse('75001')).toBe('75001');
  });
});
