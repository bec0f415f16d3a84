import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, ne, notInArray } from 'drizzle-orm';
import { meetings, meetingSubscriptions, users, workshops } from '../../src/db/schema/index.ts';
import { seedDemo } from '../../src/db/seed/demo.ts';
import type { TestDatabase } from './test-database.ts';

/** Loads the demo data (accounts, workshops, files) into a test database. */
export async function seedDemoData(database: TestDatabase, now?: Date): Promise<{ filesDir: string; cleanup: () => void }> {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'demo-files-'));
  await seedDemo(database.db, { filesDir, now });
  return { filesDir, cleanup: () => rmSync(filesDir, { recursive: true, force: true }) };
}

/** A member with a place in one of the pro's workshops, and a member with none. */
export async function findMembersAroundPro(database: TestDatabase, proId: number): Promise<{ inside: number; outside: number }> {
  const inside = await database.db
    .selectDistinct({ id: meetingSubscriptions.userId })
    .from(meetingSubscriptions)
    .innerJoin(meetings, eq(meetings.id, meetingSubscriptions.meetingId))
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(eq(workshops.userId, proId));
  const insideIds = inside.map((row) => row.id);
  const [outside] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'user'), notInArray(users.id, insideIds), ne(users.id, proId)))
    .limit(1);
  return { inside: insideIds[0]!, outside: outside!.id };
}
