/** The fields both list searches share (GET /api/workshops and GET /api/meetings, P2 §7), and the `meta` of a paged answer. */
import { z } from 'zod';

const MAX_ID = 2_147_483_647;
export const searchIdSchema = z.coerce.number().int().positive().max(MAX_ID);

/** `meta` of a paged answer: the workshops, meetings and supports lists. */
export const pageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});

/** `true`, `false`, or the spec's 1 and 0 (as numbers or text). */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDay(value: string): boolean {
  const match = isoDayPattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoDaySchema = z.string().refine(isCalendarDay, { message: 'Date invalide (AAAA-MM-JJ)' });

/** [first day, last day], Paris days inclusive; one day alone is that day. */
export const dayRangeSchema = z
  .array(isoDaySchema)
  .min(1)
  .max(2)
  .refine((days) => days.length < 2 || (days[0] ?? '') <= (days[1] ?? ''), {
    message: 'La date de fin doit suivre la date de début',
  });
