/**
 * The registration calls and forms (P1 §2 Registration, §3, §5, §7). Wire names as the spec
 * gives them; the stepper's forms and the API routes parse with these same schemas.
 */
import { z } from 'zod';
import {
  birthdateSchema,
  passwordPairSchema,
  registrationEmailSchema,
  requiredStringSchema,
} from '../accounts/accounts.schemas.ts';
import { hasHiddenCharacter, isPlainName } from '../accounts/person-name.rules.ts';
import { profileFieldsSchema } from '../accounts/profile.schemas.ts';
import { registrationMessages } from '../messages/registration.ts';
import { validationMessages } from '../messages/common.ts';
import { parseJsonText } from '../validation/json-text.ts';
import { normalizePartnerCode } from './registration-resume.rules.ts';
import {
  AJA_ROLES,
  ORIENTATION_REASONS,
  REGISTRATION_FLAGS,
  needsDepartment,
  needsPartnerChoice,
  type Reason,
  type RegistrationFlag,
  type RegistrationProcess,
  PARTNER_SUPPORT_TYPES,
} from './registration.rules.ts';

export { PARTNER_SUPPORT_TYPES } from './registration.rules.ts';

const { required, invalidFormat } = validationMessages;
const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input == null ? required : invalidFormat);

/** A record id, as a number or its digits in a string (form values); missing says 'Champ requis'. */
export const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: requiredOrInvalid })
    .int({ error: invalidFormat })
    .positive({ error: invalidFormat })
    .max(2_147_483_647, { error: invalidFormat }),
);

const reasonSchema = z.enum(ORIENTATION_REASONS, { error: requiredOrInvalid });
const ajaRoleSchema = z.enum(AJA_ROLES, { error: requiredOrInvalid });
const partnerRefSchema = z.object({ id: idSchema });

/** The ALTCHA payload (base64 JSON) of a solved challenge. */
const captchaSchema = requiredStringSchema.max(20_000);

const flagsShape = Object.fromEntries(
  REGISTRATION_FLAGS.map((flag) => [flag, z.boolean({ error: invalidFormat }).optional()]),
) as Record<RegistrationFlag, z.ZodOptional<z.ZodBoolean>>;

/**
 * registration_process on the wire: an object, or the JSON string of one (P1-REG-44).
 * Unknown keys are dropped; a partner's code is read but never kept (ADR 002).
 */
export const registrationProcessSchema = z.preprocess(
  parseJsonText,
  z
    .object(
      {
        reason: z.union([reasonSchema, z.literal('')]).optional(),
        aja_role: ajaRoleSchema.nullable().optional(),
        partner: z
          .object({ id: idSchema, adh_secret_code: z.string().max(100).optional() })
          .nullable()
          .optional(),
        ...flagsShape,
      },
      { error: requiredOrInvalid },
    )
    .transform((process): RegistrationProcess => {
      const result: RegistrationProcess = { ...process };
      if (result.partner) result.partner = { id: result.partner.id };
      for (const flag of REGISTRATION_FLAGS) if (result[flag] === undefined) delete result[flag];
      for (const key of ['reason', 'aja_role', 'partner'] as const) if (result[key] === undefined) delete result[key];
      return result;
    }),
);

/** P1 §5 Orientation: a reason; an AJA role with aja; a partner with healthinsurance or employer. */
function checkOrientation(process: RegistrationProcess, context: z.RefinementCtx, path: string[] = []) {
  if (!process.reason) {
    context.addIssue({ code: 'custom', message: required, path: [...path, 'reason'] });
    return;
  }
  if (process.reason === 'aja' && !process.aja_role) {
    context.addIssue({ code: 'custom', message: required, path: [...path, 'aja_role'] });
  }
  if (needsPartnerChoice(process.reason) && !process.partner) {
    context.addIssue({ code: 'custom', message: required, path: [...path, 'partner', 'id'] });
  }
}

/**
 * Step 1 (the orientation form). A reason other than aja drops the AJA role; only
 * healthinsurance and employer keep a partner.
 */
export const orientationInputSchema = z
  .object({
    reason: reasonSchema,
    aja_role: ajaRoleSchema.nullish(),
    partner: partnerRefSchema.nullish(),
  })
  .superRefine((orientation, context) => checkOrientation(orientation, context))
  .transform((orientation) => ({
    reason: orientation.reason,
    aja_role: orientation.reason === 'aja' ? (orientation.aja_role ?? null) : null,
    partner: needsPartnerChoice(orientation.reason) && orientation.partner ? { id: orientation.partner.id } : null,
  }));
export type OrientationInput = z.input<typeof orientationInputSchema>;
export type OrientationValues = z.output<typeof orientationInputSchema>;

/** PUT /api/users/{id}/update-registration-process: '' resets the orientation; any other reason must be complete. */
export const updateRegistrationProcessInputSchema = z.object({
  registration_process: registrationProcessSchema.superRefine((process, context) => {
    if (process.reason) checkOrientation(process, context);
  }),
});
export type UpdateRegistrationProcessInput = z.output<typeof updateRegistrationProcessInputSchema>;

const { lastname, firstname, street, zip, city, phone } = profileFieldsSchema.shape;

/** Step 2's fields (P1 §2, §5), without the captcha: 'E-mail invalide', passwords of 8 or more. */
export const registrationFormSchema = passwordPairSchema().safeExtend({
  lastname,
  firstname,
  birthdate: birthdateSchema,
  street,
  zip,
  city,
  phone,
  email: registrationEmailSchema,
});
export type RegistrationFormValues = z.input<typeof registrationFormSchema>;

/**
 * POST /api/register: step 2's fields, the solved captcha and the registration_process of
 * step 1 (its orientation must be complete). Creating the account accepts the terms of use
 * and the privacy notice, both readable from the form (registrationMessages.termsNotice).
 */
export const registerInputSchema = registrationFormSchema.safeExtend({
  captcha: captchaSchema,
  registration_process: registrationProcessSchema.superRefine((process, context) => {
    checkOrientation(process, context);
  }),
});
export type RegisterInput = z.output<typeof registerInputSchema>;

/** A name the carer types for the young person, who is greeted with it: a plain name (ADR 068). */
const youngNameSchema = (name: typeof firstname) =>
  name.refine((value) => value === '' || hasHiddenCharacter(value) || isPlainName(value), {
    error: registrationMessages.plainNameOnly,
  });

/** The child form of an AJA carer (P1 §3 Young, §5): last name, first name, birthdate, e-mail. */
export const youngFormSchema = z.object({
  lastname: youngNameSchema(lastname),
  firstname: youngNameSchema(firstname),
  birthdate: birthdateSchema,
  email: registrationEmailSchema,
});
export type YoungFormValues = z.input<typeof youngFormSchema>;

/** POST /api/register-young: the child form plus the carer's id (the signed-in carer). */
export const registerYoungInputSchema = youngFormSchema.extend({ assistant_id: idSchema });
export type RegisterYoungInput = z.output<typeof registerYoungInputSchema>;

/** The carer form of an AJA young person (P1 §3 Assistant, §5): last name, first name, e-mail. */
export const assistantFormSchema = z.object({ lastname, firstname, email: registrationEmailSchema });
export type AssistantFormValues = z.input<typeof assistantFormSchema>;

/** POST /api/register-assistant: the carer form plus the young person's id (the signed-in young). */
export const registerAssistantInputSchema = assistantFormSchema.extend({ young_id: idSchema });
export type RegisterAssistantInput = z.output<typeof registerAssistantInputSchema>;

/** A département as step 3 asks it for the Ligue: 2 characters ('75', '2A'). */
export const departmentSchema = requiredStringSchema.regex(/^(\d{2}|2[AaBb])$/, { error: invalidFormat }).toUpperCase();

/**
 * Step 3's code form (P1 §5): the code is required; the département too for ligue. Build it
 * for the orientation: createPartnerCodeFormSchema(process.reason).
 */
export function createPartnerCodeFormSchema(reason: Reason | '' | null | undefined) {
  return z.object({
    department: needsDepartment(reason) ? departmentSchema : z.string().optional(),
    adh_secret_code: requiredStringSchema.max(100),
  });
}
export type PartnerCodeFormValues = z.input<ReturnType<typeof createPartnerCodeFormSchema>>;

/**
 * POST /api/partners/check-adh-code (P1 §3 Partner-code check): partner {id, adh_secret_code},
 * or the same as flat fields partner_id and adh_secret_code. partner_zip is the département
 * the person gave for the Ligue; user_id, when sent, must be the caller.
 */
export const checkAdhCodeInputSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const body = value as Record<string, unknown>;
    const partner =
      typeof body.partner === 'object' && body.partner !== null ? (body.partner as Record<string, unknown>) : {};
    return {
      ...body,
      partner_id: body.partner_id ?? partner.id,
      adh_secret_code: body.adh_secret_code ?? partner.adh_secret_code,
    };
  },
  z
    .object(
      {
        partner_id: idSchema,
        // Any case, spaces around ignored: 'ligue75 ' is 'LIGUE75'.
        adh_secret_code: requiredStringSchema.max(100).transform(normalizePartnerCode),
        partner_zip: z.string({ error: invalidFormat }).trim().max(5).nullish(),
        user_id: idSchema.nullish(),
      },
      { error: requiredOrInvalid },
    )
    .transform(({ partner_id, adh_secret_code, partner_zip, user_id }) => ({
      partner_id,
      adh_secret_code,
      partner_zip: partner_zip || null,
      user_id: user_id ?? null,
    })),
);
export type CheckAdhCodeInput = z.output<typeof checkAdhCodeInputSchema>;

/** POST /api/users/delete-incomplete-user: nothing, or the caller's own id. */
export const deleteIncompleteUserInputSchema = z
  .object({ user_id: idSchema.nullish(), id: idSchema.nullish() })
  .nullish()
  .transform((body) => ({ user_id: body?.user_id ?? body?.id ?? null }));

/** The partner as GET /api/partners and GET /api/partners/{id} answer it (P1 §3 Partner). */
export const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  support_type: z.enum(PARTNER_SUPPORT_TYPES),
  /** The same value under part 2's name (P2 §3 Partner: type healthcenter). */
  type: z.enum(PARTNER_SUPPORT_TYPES),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  department: z.string().nullable(),
  /** Cents; null means the usual membership amount. */
  price: z.number().int().nullable(),
  active: z.boolean(),
  logo_id: z.number().int().nullable(),
  /** `url`: where to download it, `/api/partners/{id}/logo`. */
  logo: z
    .object({ id: z.number().int(), path: z.string(), name: z.string(), mime: z.string(), url: z.string() })
    .nullable()
    .optional(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** A commune as GET /api/geo/communes answers it (the shape of geo.api.gouv.fr). */
export const communeSchema = z.object({
  nom: z.string(),
  code: z.string(),
  codesPostaux: z.array(z.string()),
  codeDepartement: z.string(),
});
export type Commune = z.infer<typeof communeSchema>;

export const departementSchema = z.object({ nom: z.string(), code: z.string(), codeRegion: z.string() });
export type Departement = z.infer<typeof departementSchema>;
