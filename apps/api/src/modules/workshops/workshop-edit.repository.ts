import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workshops, type NewWorkshop } from '../../db/schema/index.ts';

/** The workshop's row, locked until the transaction ends: two saves of one workshop take turns. */
export async function lockWorkshop(tx: Db, workshopId: number) {
  const [row] = await tx.select().from(workshops).where(eq(workshops.id, workshopId)).for('update');
  return row;
}

export type WorkshopChanges = Pick<
  NewWorkshop,
  'description' | 'infoAddress' | 'street' | 'zip' | 'city' | 'department'
>;

/** Writes the pro's fields. The statement trigger on workshops moves the list's version (ADR 017). */
export async function updateWorkshop(tx: Db, workshopId: number, changes: WorkshopChanges): Promise<void> {
  await tx.update(workshops).set(changes).where(eq(workshops.id, workshopId));
}
