/**
 * A member who deletes her account takes her questionnaire answers with her (issue #38, ADR 077):
 * they reveal her health, and nothing obliges us to keep them.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveySessions } from '../../db/schema/index.ts';

/** Deletes her answered questionnaires; their answers go with them (cascade). */
export async function forgetMemberAnswers(tx: Db, userId: number): Promise<void> {
  await tx.delete(surveySessions).where(eq(surveySessions.userId, userId));
}
