import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { seedAccounts } from './accounts.ts';
import { seedAwaitingAdhesion } from './awaiting-adhesion.ts';
import { addMinutes } from './dates.ts';
import { seedLibrary } from './library.ts';
import { seedMeetings } from './meetings.ts';
import { seedMemberships } from './memberships.ts';
import { seedOutbox } from './outbox.ts';
import { seedPartners } from './partners.ts';
import { createRandom } from './random.ts';
import { seedReference } from './reference.ts';
import { seedSupports } from './supports.ts';
import { seedSurveySessions, type SurveySessionPlan } from './surveys.ts';
import { seedWorkshops } from './workshops.ts';
import { createLocalStorage } from '../lib/storage/local-storage.ts';
import type { Storage } from '../lib/storage/storage.ts';

export { demoPartnerCodes } from './partners.ts';
export { seedReference } from './reference.ts';

export const DEMO_PASSWORD = 'motdepasse';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return Number(row?.count ?? 0) === 0;
}

/**
 * Loads the demonstration data: accounts (password 'motdepasse'), partners and their codes,
 * workshops and sessions around `now`, supports, library and questionnaires. Files go under
 * the storage (or a local folder, filesDir); every row is written in one transaction, so a failure leaves the database as it was.
 */
export async function seedDemo(
  db: Db,
  options: { storage: Storage; now?: Date } | { filesDir: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const storage = 'storage' in options ? options.storage : createLocalStorage(options.filesDir);
  const random = createRandom(20_201_001);
  // Hashed once for every demo account: argon2id is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const surveys = await seedReference(tx);
    const partners = await seedPartners(tx, storage);
    const people = await seedAccounts(tx, { passwordHash, partners, now, random });
    await seedMemberships(tx, people, { now, random });
    const workshops = await seedWorkshops(tx, { people, partners, now });
    await seedMeetings(tx, { workshops, people, now, random });
    await seedSupports(tx, { storage, now });
    await seedLibrary(tx, { storage, now });
    await seedSurveySessions(tx, surveys, surveySessionPlans(people, now), random);
    await seedAwaitingAdhesion(tx, { passwordHash, partners, people, surveys, now });
    await seedOutbox(tx, { now });
  });
}

/** Registration questionnaires as the stepper records them, plus a few later ones. */
function surveySessionPlans(people: Awaited<ReturnType<typeof seedAccounts>>, now: Date): SurveySessionPlan[] {
  const plans: SurveySessionPlan[] = [];
  const registrationSurvey: Partial<Record<string, string>> = {
    ligue: 'profile',
    patientsreseau: 'profile',
    aja_young: 'profile_aja_young',
    aja_assistant: 'profile_aja_assistant',
  };
  for (const [index, user] of people.entries()) {
    const ref = registrationSurvey[user.profile];
    if (ref) plans.push({ userId: user.id, ref, createdAt: addMinutes(user.joinedAt, 8), fromRegistration: true });
    if (['ligue', 'card', 'patientsreseau'].includes(user.profile) && index % 3 === 0) {
      const createdAt = addMinutes(now, -(index + 2) * 24 * 60);
      plans.push({ userId: user.id, ref: 'satisfaction', createdAt, fromRegistration: false });
    }
    if (user.email === 'membre@demo.fr') {
      plans.push({
        userId: user.id,
        ref: 'profile',
        createdAt: addMinutes(user.joinedAt, 30),
        fromRegistration: false,
      });
      const createdAt = addMinutes(now, -9 * 24 * 60);
      plans.push({ userId: user.id, ref: 'life_quality', createdAt, fromRegistration: false });
    }
    if (user.email === 'jeune@demo.fr') {
      plans.push({ userId: user.id, ref: 'cog', createdAt: addMinutes(now, -12 * 24 * 60), fromRegistration: false });
    }
  }
  return plans;
}
