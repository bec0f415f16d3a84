/**
 * The back office's workshops (issue #16, ADR 043): every field of a workshop, the list's query
 * and rows, and the substitutions. The pros' own edit keeps its narrower schema
 * (workshop-edit.schemas.ts).
 */
import { z } from 'zod';
import { adminWorkshopsMessages as messages } from '../messages/workshops-admin.ts';
import { validationMessages } from '../messages/common.ts';
import { proWorkshopsMessages } from '../messages/workshops-pro.ts';
import { databaseIdSchema } from '../validation/database-id.ts';
import { WORKSHOP_DESCRIPTION_MAX } from './workshop-edit.schemas.ts';
import { adminListQuerySchema, adminListSchema } from '../platform/admin-list.schemas.ts';

const id = z.number({ error: messages.errors.notPro }).int().positive();
/** Empty text is stored as null. */
const text = (max: number) =>
  z
    .string({ error: validationMessages.invalidFormat })
    .trim()
    .max(max, { error: proWorkshopsMessages.tooLong(max) })
    .nullable()
    .transform((value) => (value ? value : null));

/** Every field the staff may set. Create needs them all but the optional ones; update any subset. */
export const adminWorkshopFieldsSchema = z.object({
  name: z
    .string({ error: messages.errors.nameRequired })
    .trim()
    .min(1, { error: messages.errors.nameRequired })
    .max(255, { error: proWorkshopsMessages.tooLong(255) }),
  description: z
    .string({ error: validationMessages.invalidFormat })
    .trim()
    .max(WORKSHOP_DESCRIPTION_MAX, { error: proWorkshopsMessages.descriptionTooLong(WORKSHOP_DESCRIPTION_MAX) }),
  type: z.enum(['onsite', 'remote'], { error: validationMessages.invalidFormat }),
  workshop_type: z.enum(['cognitive', 'oncommence'], { error: validationMessages.invalidFormat }),
  active: z.boolean({ error: validationMessages.invalidFormat }),
  is_aja: z.boolean({ error: validationMessages.invalidFormat }),
  user_id: id,
  secondary_pro_id: id.nullable(),
  partner_id: z.number({ error: messages.errors.partnerUnknown }).int().positive().nullable(),
  info_address: text(500),
  street: text(255),
  zip: z
    .string({ error: validationMessages.invalidFormat })
    .trim()
    .refine((value) => value === '' || /^\d{5}$/.test(value), { error: proWorkshopsMessages.zipFormat })
    .nullable()
    .transform((value) => (value ? value : null)),
  city: text(100),
  /** A manual override; null with an address asks the geocoder again. */
  lat: z
    .number({ error: messages.errors.latitude })
    .min(-90, { error: messages.errors.latitude })
    .max(90, { error: messages.errors.latitude })
    .nullable(),
  lng: z
    .number({ error: messages.errors.longitude })
    .min(-180, { error: messages.errors.longitude })
    .max(180, { error: messages.errors.longitude })
    .nullable(),
});

const createDefaults = {
  description: '',
  workshop_type: 'cognitive',
  active: true,
  is_aja: false,
  secondary_pro_id: null,
  partner_id: null,
  info_address: null,
  street: null,
  zip: null,
  city: null,
  lat: null,
  lng: null,
} as const;

export const adminWorkshopCreateSchema = adminWorkshopFieldsSchema
  .partial()
  .required({ name: true, type: true, user_id: true })
  .strict()
  .transform((input) => ({ ...createDefaults, ...input }));
export type AdminWorkshopCreateInput = z.output<typeof adminWorkshopCreateSchema>;

export const adminWorkshopUpdateSchema = adminWorkshopFieldsSchema.partial().strict();
export type AdminWorkshopUpdateInput = z.output<typeof adminWorkshopUpdateSchema>;

/** What the geocoder said at this save (ADR 043): shown to the staff beside the form. */
export const GEOCODING_OUTCOMES = ['located', 'not_found', 'unavailable', 'manual', 'unchanged', 'none'] as const;
export type GeocodingOutcome = (typeof GEOCODING_OUTCOMES)[number];

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const adminWorkshopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: z.enum(['onsite', 'remote']),
  workshop_type: z.enum(['cognitive', 'oncommence']),
  active: z.boolean(),
  is_aja: z.boolean(),
  user_id: z.number().int(),
  user: person,
  secondary_pro_id: z.number().int().nullable(),
  secondary_pro: person,
  partner_id: z.number().int().nullable(),
  partner_name: z.string().nullable(),
  info_address: z.string().nullable(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  department: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type AdminWorkshop = z.infer<typeof adminWorkshopSchema>;

export const adminWorkshopSavedSchema = z.object({
  data: adminWorkshopSchema,
  meta: z.object({ geocoding: z.enum(GEOCODING_OUTCOMES), message: z.string().nullable() }),
});
export type AdminWorkshopSaved = z.infer<typeof adminWorkshopSavedSchema>;

const flag = z.enum(['0', '1'], { error: validationMessages.invalidFormat }).optional();

export const ADMIN_WORKSHOP_SORTS = ['name', 'city', 'id', 'active'] as const;
export const adminWorkshopListQuerySchema = adminListQuerySchema(ADMIN_WORKSHOP_SORTS, 'name').extend({
  active: flag,
  is_aja: flag,
  type: z.enum(['onsite', 'remote'], { error: validationMessages.invalidFormat }).optional(),
  owner: databaseIdSchema.optional(),
});
export type AdminWorkshopListQuery = z.output<typeof adminWorkshopListQuerySchema>;
export const adminWorkshopListSchema = adminListSchema(adminWorkshopSchema);

export const substitutionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  start: z.string(),
  end: z.string(),
});
export type AdminSubstitution = z.infer<typeof substitutionSchema>;

const instant = z.iso
  .datetime({ offset: true, error: validationMessages.invalidDate })
  .transform((value) => new Date(value));

export const substitutionInputSchema = z
  .object({ user_id: id, start: instant, end: instant })
  .strict()
  .superRefine((input, context) => {
    if (input.end <= input.start)
      context.addIssue({ code: 'custom', path: ['end'], message: messages.errors.endBeforeStart });
  });
export type SubstitutionInput = z.output<typeof substitutionInputSchema>;

/** A pro for the pickers (owner, secondary pro, substitute). */
export const proChoiceSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type ProChoice = z.infer<typeof proChoiceSchema>;
