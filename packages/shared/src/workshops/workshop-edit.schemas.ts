/**
 * PUT /api/workshops/{id} by the workshop's pro (P2 §7 "Workshop edit", ADR 035): only what a
 * pro may change. The back office's fields are named so that sending one is a clear refusal
 * under that field rather than a silent no-op.
 */
import { z } from 'zod';
import { proWorkshopsMessages as messages } from '../messages/workshops-pro.ts';
import { workshopFields, type WorkshopField } from './workshops.schemas.ts';

export const WORKSHOP_DESCRIPTION_MAX = 5000;

/** Empty text clears a field: stored as null (the description as ''). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: messages.tooLong(max) })
    .nullable()
    .transform((value) => (value ? value : null));

/** What the pro changes here (P2 §7); `created_at` is nobody's to change. */
const proWorkshopFields = ['description', 'info_address', 'street', 'zip', 'city'] as const;
type BackOfficeWorkshopField = Exclude<WorkshopField, (typeof proWorkshopFields)[number] | 'created_at'>;

/** Every other field is the back office's (issue #15): refused here, never ignored. */
export const backOfficeWorkshopFields = workshopFields.filter(
  (field): field is BackOfficeWorkshopField =>
    field !== 'created_at' && !(proWorkshopFields as readonly string[]).includes(field),
);

const refused = z
  .unknown()
  .refine((value) => value === undefined, { error: messages.backOfficeField })
  .optional();
const refusedFields = Object.fromEntries(backOfficeWorkshopFields.map((field) => [field, refused])) as Record<
  (typeof backOfficeWorkshopFields)[number],
  typeof refused
>;

/** An address (street or postal code) needs its city; null when the address holds together. */
export function findAddressError(address: { street?: string | null; zip?: string | null; city?: string | null }) {
  if ((address.street || address.zip) && !address.city)
    return { field: 'city' as const, message: messages.cityRequired };
  return null;
}

export const workshopEditInputSchema = z
  .object({
    description: z
      .string()
      .trim()
      .max(WORKSHOP_DESCRIPTION_MAX, { error: messages.descriptionTooLong(WORKSHOP_DESCRIPTION_MAX) })
      .optional(),
    info_address: optionalText(500).optional(),
    street: optionalText(255).optional(),
    zip: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{5}$/.test(value), { error: messages.zipFormat })
      .nullable()
      .transform((value) => (value ? value : null))
      .optional(),
    city: optionalText(100).optional(),
    ...refusedFields,
  })
  .strip()
  .superRefine((input, context) => {
    // Checked here when the city is sent; the service checks the address as it will be stored.
    if (input.city === undefined) return;
    const error = findAddressError(input);
    if (error) context.addIssue({ code: 'custom', path: [error.field], message: error.message });
  });

export type WorkshopEditInput = z.output<typeof workshopEditInputSchema>;
/** What the edit form holds (its fields as typed, before trimming). */
export type WorkshopEditFormValues = z.input<typeof workshopEditInputSchema>;

/** The département of a French postal code: '75012' → '75', Corsica '2A'/'2B', overseas 3 digits. */
export function departmentOfZip(zip: string): string {
  if (zip.startsWith('97') || zip.startsWith('98')) return zip.slice(0, 3);
  if (zip.startsWith('20')) return Number(zip) < 20200 ? '2A' : '2B';
  return zip.slice(0, 2);
}
