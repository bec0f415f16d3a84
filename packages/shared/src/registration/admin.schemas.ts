import { z } from 'zod';
import { requiredStringSchema } from '../accounts/accounts.schemas.ts';
import { adminPartnersMessages as texts } from '../messages/registration-admin.ts';
import { validationMessages } from '../messages/common.ts';
import { PARTNER_SUPPORT_TYPES } from './registration.schemas.ts';
import { adminListQuerySchema, adminListSchema } from '../platform/admin-list.schemas.ts';

export { centsToEuros, eurosToCents, LOGO_MAX_BYTES, LOGO_TYPES } from './admin.rules.ts';

const { invalidFormat } = validationMessages;

/** Département code: '75', '2A', '971'. */
export const DEPARTMENT_PATTERN = /^(\d{2}|2[AB]|97\d)$/;
/** The highest partner price, in cents (10 000 €): a typo guard, not a rule of the association. */
export const MAX_PARTNER_PRICE_CENTS = 1_000_000;

export const PARTNER_SORTS = ['name', 'city', 'created_at'] as const;

const booleanText = z.enum(['true', 'false'], { error: invalidFormat }).transform((value) => value === 'true');

/** GET /api/admin/partners and its /export twin. */
export const partnersAdminQuerySchema = adminListQuerySchema(PARTNER_SORTS, 'name').extend({
  support_type: z.enum(PARTNER_SUPPORT_TYPES, { error: invalidFormat }).optional(),
  active: booleanText.optional(),
  department: z
    .string({ error: invalidFormat })
    .trim()
    .toUpperCase()
    .regex(DEPARTMENT_PATTERN, { error: invalidFormat })
    .optional(),
});
export type PartnersAdminQuery = z.infer<typeof partnersAdminQuerySchema>;

/** Empty text is "not given" (null). */
const optionalText = (max: number) =>
  z
    .string({ error: invalidFormat })
    .trim()
    .max(max, { error: texts.nameTooLong })
    .nullish()
    .transform((value) => (value ? value : null));

/** POST and PUT /api/admin/partners: the whole partner, price in cents (null: the usual amount). */
export const partnerAdminInputSchema = z.object({
  name: requiredStringSchema.max(255, { error: texts.nameTooLong }),
  support_type: z.enum(PARTNER_SUPPORT_TYPES, {
    error: (issue) => (issue.input == null || issue.input === '' ? validationMessages.required : invalidFormat),
  }),
  street: optionalText(255),
  zip: optionalText(5).refine((value) => value === null || /^\d{5}$/.test(value), { error: texts.zipFormat }),
  city: optionalText(255),
  department: optionalText(3)
    .transform((value) => value?.toUpperCase() ?? null)
    .refine((value) => value === null || DEPARTMENT_PATTERN.test(value), { error: texts.departmentFormat }),
  price: z
    .number({ error: invalidFormat })
    .int({ error: invalidFormat })
    .min(0, { error: invalidFormat })
    .max(MAX_PARTNER_PRICE_CENTS, { error: texts.priceTooHigh })
    .nullable()
    .default(null),
  active: z.boolean({ error: invalidFormat }).default(true),
});
export type PartnerAdminInput = z.infer<typeof partnerAdminInputSchema>;

export const partnerAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  support_type: z.enum(PARTNER_SUPPORT_TYPES),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  department: z.string().nullable(),
  price: z.number().int().nullable().describe('centimes ; null : le montant habituel'),
  active: z.boolean(),
  has_code: z.boolean().describe('au moins un code adhérent actif'),
  logo: z.object({ name: z.string(), mime: z.string(), size: z.number().int(), url: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PartnerAdmin = z.infer<typeof partnerAdminSchema>;

export const partnersAdminListSchema = adminListSchema(partnerAdminSchema);

/** POST /api/admin/partners/{id}/code: the new code, answered once and never again. */
export const partnerCodeAnswerSchema = z.object({ data: z.object({ code: z.string(), partner: partnerAdminSchema }) });

/** The web form: the price typed in euros ('12', '12,50'), empty for the usual amount. */
export const partnerAdminFormSchema = partnerAdminInputSchema.extend({
  price: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{1,5}([.,]\d{1,2})?$/.test(value), { error: texts.priceFormat }),
});
export type PartnerAdminForm = z.input<typeof partnerAdminFormSchema>;
