import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The version of the data the list reads (migration 0002): it moves with every change. */
export async function readListVersion(db: Db): Promise<string> {
  const result = (await db.execute(sql`select last_value, is_called from workshops_list_version`)) as {
    rows: { last_value: string | number; is_called: boolean }[];
  };
  const row = result.rows[0];
  return row ? `${row.last_value}${row.is_called ? '' : '-'}` : '';
}
