import { bigint, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per workshop, what the workshops list reads without scanning its sessions (ADR 017).
 * - `version`: a trigger on meetings takes a new value of `workshop_versions` for the workshop
 *   on every change, so a kept answer is thrown away only when a workshop it shows has changed.
 * - `comingTaken`: the places taken in its sessions starting after `comingSince`, kept by the
 *   same trigger; `advance_coming_places()` moves `comingSince` to now from time to time. The
 *   list sorts members' workshops on it, corrected by the few sessions between `comingSince`
 *   and the request's now (migration 0018).
 * No foreign key: a deleted workshop moves the list's global version anyway.
 */
export const workshopListVersions = pgTable(
  'workshop_list_versions',
  {
    workshopId: integer().primaryKey(),
    version: bigint({ mode: 'number' }).notNull(),
    comingSince: timestamp({ withTimezone: true }).notNull().defaultNow(),
    comingTaken: bigint({ mode: 'number' }).notNull().default(0),
  },
  // Only advances change comingSince: the counter's updates stay HOT.
  (t) => [index('workshop_list_versions_coming_since_idx').on(t.comingSince)],
);
