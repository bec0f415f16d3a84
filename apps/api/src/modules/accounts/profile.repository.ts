import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export function findAssistant(db: Db, assistantId: number) {
  return db.query.users.findFirst({
    where: eq(users.id, assistantId),
    columns: { id: true, firstname: true, lastname: true, email: true },
  });
}
