import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * What a kept answer of the list was computed from (ADR 017), read in one statement:
 * - `global`: the `workshops_list_version` sequence (migration 0002), moved by any change to
 *   workshops, partners, attachments, substitutions or a person's name;
 * - `workshops`: the last value taken from `workshop_versions` (migration 0008), which every
 *   change to a session gives its workshop in `workshop_list_versions`;
 * - `shownSum` and `shownMax`: the sum and the highest of the versions of the workshops asked
 *   about. Versions only grow, so the sum moves whenever one of them does.
 */
export type ListVersions = { global: string; workshops: number; shownSum: string; shownMax: number };

const sequenceValue = (name: string) =>
  sql`(select case when is_called then last_value else 0 end from ${sql.identifier(name)})`;

export async function readListVersions(db: Db, shownIds: number[]): Promise<ListVersions> {
  const ids = sql`${`{${shownIds.join(',')}}`}::int[]`;
  const result = (await db.execute(sql`
    select ${sequenceValue('workshops_list_version')}::text as global,
           ${sequenceValue('workshop_versions')}::text as workshops,
           coalesce(sum(version), 0)::text as shown_sum,
           coalesce(max(version), 0)::text as shown_max
    from workshop_list_versions where workshop_id = any(${ids})`)) as {
    rows: { global: string; workshops: string; shown_sum: string; shown_max: string }[];
  };
  const row = result.rows[0]!;
  return {
    global: row.global,
    workshops: Number(row.workshops),
    shownSum: row.shown_sum,
    shownMax: Number(row.shown_max),
  };
}
