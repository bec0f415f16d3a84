/**
 * Account fields shared by the forms and the API (P1 §5, P2 §5), with the catalogue's
 * French messages set on each schema so they hold without any global zod configuration.
 */
import { z } from 'zod';
import { validationMessages } from '../messages/common.ts';
import { isValidBirthdate } from './age.rules.ts';

export const PASSWORD_MIN_LENGTH = 8;

const { required, invalidFormat, invalidEmail, passwordTooShort, passwordsMismatch, invalidDate } = validationMessages;

/** Missing, null or blank → 'Champ requis'; another type → 'Format invalide'. Trimmed. */
export const requiredStringSchema = z
  .string({ error: (issue) => (issue.input == null ? required : invalidFormat) })
  .trim()
  .min(1, { error: required, abort: true });

function createEmailSchema(formatMessage: string) {
  // Trimmed and lower-cased so one address is one account, however it was typed.
  return requiredStringSchema.toLowerCase().pipe(z.email({ error: formatMessage }));
}

/** Login, password reset and profile: 'Format invalide' (P1 §5, P2 §5). */
export const emailSchema = createEmailSchema(invalidFormat);

/** The registration form: 'E-mail invalide' (P1 §5). */
export const registrationEmailSchema = createEmailSchema(invalidEmail);

/**
 * At least 8 characters. The message differs by screen: the registration form says
 * 'Le mot de passe doit contenir au moins 8 caractères' (the default), the password edit,
 * complete-registration and profile screens say validationMessages.passwordMin.
 * Passwords are never trimmed: spaces are characters of the secret.
 */
export function passwordSchema(tooShortMessage: string = passwordTooShort) {
  return z
    .string({ error: (issue) => (issue.input == null ? required : invalidFormat) })
    .min(1, { error: required, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: tooShortMessage });
}

/** password and password_confirmation (wire names), both checked, and equal. */
export function passwordPairSchema(tooShortMessage: string = passwordTooShort) {
  return z
    .object({
      password: passwordSchema(tooShortMessage),
      password_confirmation: passwordSchema(tooShortMessage),
    })
    .refine((pair) => pair.password === pair.password_confirmation, {
      error: passwordsMismatch,
      path: ['password_confirmation'],
      // One message at a time: the mismatch only once both fields are valid on their own.
      when: (payload) => payload.issues.length === 0,
    });
}

export const loginInputSchema = z.object({
  email: emailSchema,
  // Login only checks presence: the length rule belongs to choosing a password.
  password: z
    .string({ error: (issue) => (issue.input == null ? required : invalidFormat) })
    .min(1, { error: required }),
  remember: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** YYYY-MM-DD, a real date, not in the future (P1 §5). */
export const birthdateSchema = requiredStringSchema.refine((value) => isValidBirthdate(value), {
  error: invalidDate,
});

/** Five digits (P1 §9). */
export const zipCodeSchema = requiredStringSchema.regex(/^\d{5}$/, { error: invalidFormat });
