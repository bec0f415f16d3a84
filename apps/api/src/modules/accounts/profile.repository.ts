import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export function findAssistant(db: Db, assistantId: number) {
  return db.query.users.findFirst({
    where: eq(users.id, assistantId),
    columns: { id: true, firstname: true, lastname: true, email: true },
  });
}

export async function countAssistedYoung(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.assistantId, userId));
  return row?.value ?? 0;
}
