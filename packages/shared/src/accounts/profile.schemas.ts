/**
 * The account forms after sign-in (P1 §5, P2 §5): profile edit, the AJA carer, the password
 * reset request and edit, complete registration. Wire names (snake_case) as the API reads
 * them; the web forms and the API routes parse with these same schemas.

 */
import { z } from 'zod';
import { validationMessages } from '../messages/common.ts';
import { emailSchema, passwordPairSchema, requiredStringSchema, zipCodeSchema } from './accounts.schemas.ts';
import { isValidBirthdate } from './age.rules.ts';
import { hasHiddenCharacter } from './person-name.rules.ts';
import { canPrintOnReceipt } from '../membership/receipt-name.rules.ts';
import { receiptNameMessages } from '../messages/membership.ts';

const { required, invalidFormat, passwordMin, passwordsMismatch, invalidDate, hiddenCharacter } = validationMessages;

/** A street, a city: required, trimmed, of a sensible length. */
const textSchema = requiredStringSchema.max(255);

/** A person's last or first name: a text without invisible or control characters (ADR 023). */
export const personNameSchema = textSchema
  .refine((name) => !hasHiddenCharacter(name), { error: hiddenCharacter, abort: true })
  // Every name may end up on a tax receipt, whose font draws no Chinese or Devanagari (ADR 069).
  .refine(canPrintOnReceipt, { error: receiptNameMessages.unprintable });

/** Blank (not given) or a valid YYYY-MM-DD birthdate within the date input's years. */
const optionalBirthdateSchema = z
  .string({ error: invalidFormat })
  .trim()
  .refine((value) => value === '' || isValidBirthdate(value), { error: invalidDate });

/** Blank (no change) or a new password of 8 characters or more ('8 caractères min.'). */
const optionalNewPasswordSchema = z
  .string({ error: invalidFormat })
  .max(1000)
  .refine((value) => value === '' || value.length >= 8, { error: passwordMin });

/**
 * The profile fields (P2 §5 Profile form) without the password: last name, first name,
 * e-mail, street, postal code, city and phone required ('Champ requis'), e-mail 'Format
 * invalide', the birthdate optional but valid. For partial updates: `.partial()`.
 */
export const profileFieldsSchema = z.object({
  lastname: personNameSchema,
  firstname: personNameSchema,
  email: emailSchema,
  birthdate: optionalBirthdateSchema.optional(),
  street: textSchema,
  zip: zipCodeSchema,
  city: textSchema,
  phone: requiredStringSchema.max(30),
});

const passwordChangeShape = {
  old_password: z.string({ error: invalidFormat }).max(1000).optional(),
  password: optionalNewPasswordSchema.optional(),
  password_confirmation: optionalNewPasswordSchema.optional(),
};

/** Blank values are no values: no password change, no birthdate change. */
function withoutBlanks<T extends Record<string, unknown>>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '' && value !== undefined)) as T;
}

/**
 * PUT /api/users/{id} as the API reads it. Empty password fields mean no password change
 * (P2-PROF-13); a new password needs its confirmation ('Champ requis') and must match it.
 */
export const profileUpdateInputSchema = profileFieldsSchema
  .extend(passwordChangeShape)
  .superRefine((input, context) => {
    if (input.password && !input.password_confirmation) {
      context.addIssue({ code: 'custom', message: required, path: ['password_confirmation'] });
    } else if (input.password && input.password_confirmation && input.password !== input.password_confirmation) {
      context.addIssue({ code: 'custom', message: passwordsMismatch, path: ['password_confirmation'] });
    }
  })
  .transform(withoutBlanks);
export type ProfileUpdateInput = z.output<typeof profileUpdateInputSchema>;

/**
 * The profile edit form (P2 §5). Each password field says '8 caractères min.' as soon as it
 * holds fewer than 8 characters; the password is sent only when both the password and its
 * confirmation are filled (then they must match), otherwise the profile is saved without it.
 * The output is the PUT /api/users/{id} payload.
 */
export const profileFormSchema = profileFieldsSchema
  .extend(passwordChangeShape)
  .superRefine((input, context) => {
    if (input.password && input.password_confirmation && input.password !== input.password_confirmation) {
      context.addIssue({ code: 'custom', message: passwordsMismatch, path: ['password_confirmation'] });
    }
  })
  .transform(({ old_password, password, password_confirmation, ...fields }) =>
    withoutBlanks({
      ...fields,
      // The current password also confirms a new e-mail (ADR 021): sent whenever it is typed.
      old_password,
      ...(password && password_confirmation ? { password, password_confirmation } : {}),
    }),
  );
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** POST /api/users/{id}/aja-assistant (P2 §5 Assistant add): all three required, e-mail checked. */
export const ajaAssistantInputSchema = z.object({
  firstname: personNameSchema,
  lastname: personNameSchema,
  email: emailSchema,
});
export type AjaAssistantInput = z.infer<typeof ajaAssistantInputSchema>;

const tokenSchema = requiredStringSchema.max(200);
const acceptedSchema = z.literal(true, { error: required });

/** POST /api/password/email (P1 §2 Password reset request): 'Format invalide'. */
export const passwordEmailInputSchema = z.object({ email: emailSchema });
export type PasswordEmailInput = z.infer<typeof passwordEmailInputSchema>;

/** POST /api/password/reset (P1 §2 Password edit): the token comes from the link; '8 caractères min.'. */
export const passwordResetInputSchema = passwordPairSchema(passwordMin).safeExtend({
  email: emailSchema,
  token: tokenSchema,
});
export type PasswordResetInput = z.infer<typeof passwordResetInputSchema>;

/**
 * POST /api/registration/complete (P1 §2 Complete registration, P2 §5): e-mail, password and
 * confirmation ('8 caractères min.'), terms and privacy notice accepted, the ALTCHA payload.
 */
export const completeRegistrationInputSchema = passwordPairSchema(passwordMin).safeExtend({
  email: emailSchema,
  token: tokenSchema,
  from_complete_registration: z.literal(true).optional(),
  terms_accepted: acceptedSchema,
  privacy_accepted: acceptedSchema,
  captcha: z.string().max(20_000).optional(),
});
export type CompleteRegistrationInput = z.infer<typeof completeRegistrationInputSchema>;

/** GET /api/registration/invitation?token=: the link's state, read when the completion page opens (ADR 068). */
export const invitationQuerySchema = z.object({ token: tokenSchema });

export const invitationStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('valid'), email: z.string() }),
  z.object({ status: z.enum(['used', 'invalid']), email: z.null() }),
]);
export type InvitationState = z.infer<typeof invitationStateSchema>;
