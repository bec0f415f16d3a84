import { z } from 'zod';
import { validationMessages } from '../messages/common.ts';
import { ADMIN_PAGE_SIZES } from './admin-list.rules.ts';

export { ADMIN_PAGE_SIZES } from './admin-list.rules.ts';

/** `page`, `per_page`, `sort`, `direction`, `q`; each list adds its filters and its sortable columns. */
export function adminListQuerySchema<const Sort extends readonly [string, ...string[]]>(
  sortable: Sort,
  defaultSort: Sort[number],
) {
  return z.object({
    page: z.coerce.number({ error: validationMessages.invalidFormat }).int().min(1).max(100_000).default(1),
    per_page: z.coerce
      .number({ error: validationMessages.invalidFormat })
      .int()
      .refine((value) => (ADMIN_PAGE_SIZES as readonly number[]).includes(value), {
        message: validationMessages.invalidFormat,
      })
      .default(20),
    sort: z.enum(sortable, { error: validationMessages.invalidFormat }).default(defaultSort),
    direction: z.enum(['asc', 'desc'], { error: validationMessages.invalidFormat }).default('asc'),
    /** Free text, matched by each list on its own columns. */
    q: z.string().trim().max(200).optional(),
  });
}

export const adminListMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type AdminListMeta = z.infer<typeof adminListMetaSchema>;

export function adminListSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), meta: adminListMetaSchema });
}

/** `meta` of a page, from the total count. */
export function adminListMeta(total: number, page: number, perPage: number): AdminListMeta {
  return { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** One line of the audit log, as GET /api/admin/audit-log answers it. */
export const auditLogItemSchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  label: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown().optional(), after: z.unknown().optional() })),
  created_at: z.string(),
});
export type AuditLogItem = z.infer<typeof auditLogItemSchema>;

/** A stored file as the back office describes it. */
export const adminFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type AdminFile = z.infer<typeof adminFileSchema>;
