import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The version of each workshop's sessions as the workshops list shows them (ADR 017): a
 * trigger on meetings takes a new value of `workshop_versions` for the workshop on every
 * change, so a kept answer is thrown away only when a workshop it shows has changed. No
 * foreign key: a deleted workshop moves the list's global version anyway.
 */
export const workshopListVersions = pgTable('workshop_list_versions', {
  workshopId: integer().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});
