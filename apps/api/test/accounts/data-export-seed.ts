/**
 * A person with rows in every table that refers to a person, each text marked with her tag, so
 * a copy of someone else's data can be searched for it. Also the list of those references,
 * read from the schema itself: a table added later is listed without anyone editing a test.
 */
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { createSecretToken, hashToken } from '../../src/lib/tokens.ts';
import {
  createMember,
  createPayment,
  createSubstitution,
  createWorkshop,
  signIn,
  subscribe,
} from '../helpers/factories.ts';

const DAY_MS = 86_400_000;
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Every column of the schema that points at users.id, as 'table.column'. */
export function userReferences(): string[] {
  const found: string[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    for (const key of config.foreignKeys) {
      const reference = key.reference();
      if (getTableConfig(reference.foreignTable).name !== 'users') continue;
      // Columns are named in camelCase here; the database (casing: snake_case) spells them in snake_case.
      for (const column of reference.columns) found.push(`${config.name}.${snakeCase(column.name)}`);
    }
  }
  return found.sort();
}

/** How many rows of `table` point at the person through `column`. */
export async function countReferences(db: Db, reference: string, personId: number): Promise<number> {
  const [table, column] = reference.split('.') as [string, string];
  const result = await db.execute<{ count: string | number }>(
    sql`select count(*) as count from ${sql.identifier(table)} where ${sql.identifier(column)} = ${personId}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { count: string | number }[] }).rows) ?? [];
  return Number(rows[0]?.count ?? 0);
}

export type SeededPerson = Awaited<ReturnType<typeof seedPersonEverywhere>>;

/** The person `tag` (letters only) and her rows everywhere; `now` is the test's clock. */
export async function seedPersonEverywhere(db: Db, tag: string, now: Date, surveyQuestionId: number) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const secrets: string[] = [];
  const secretHash = (what: string) => {
    const value = hashToken(`${tag}-${what}-${createSecretToken()}`);
    secrets.push(value);
    return value;
  };
  const carer = await createMember(db, { firstname: `Aidant${tag}`, lastname: `Famille${tag}`, now });
  const person = await createMember(db, {
    firstname: `Prenom${tag}`,
    lastname: `Nom${tag}`,
    email: `${tag.toLowerCase()}-${process.pid}@exemple.test`,
    phone: `06${tag.length}1234567`,
    city: `Ville${tag}`,
    passwordHash: secretHash('password'),
    assistantId: carer.id,
    premium: true,
    now,
  });
  const young = await createMember(db, {
    firstname: `Jeune${tag}`,
    lastname: `Aide${tag}`,
    assistantId: person.id,
    now,
  });
  const headers = await signIn(db, person);
  const [session] = await db
    .select({ tokenHash: schema.oauthAccessTokens.tokenHash })
    .from(schema.oauthAccessTokens)
    .where(eq(schema.oauthAccessTokens.userId, person.id));
  secrets.push(session!.tokenHash);

  const expiresAt = at(1);
  await db.insert(schema.carerLinkRequests).values([
    { youngId: person.id, carerId: carer.id, tokenHash: secretHash('carer1'), expiresAt },
    { youngId: young.id, carerId: person.id, tokenHash: secretHash('carer2'), expiresAt },
  ]);
  await db
    .insert(schema.passwordResets)
    .values({ email: person.email, userId: person.id, tokenHash: secretHash('reset'), expiresAt });
  await db.insert(schema.invitations).values({ userId: person.id, tokenHash: secretHash('invitation'), expiresAt });
  await db.insert(schema.emailChanges).values({
    userId: person.id,
    newEmail: `nouvelle-${tag.toLowerCase()}@exemple.test`,
    tokenHash: secretHash('change'),
    expiresAt,
  });
  await db
    .insert(schema.emailConfirmations)
    .values({ userId: person.id, email: person.email, tokenHash: secretHash('confirm'), expiresAt });
  // An earlier copy, long gone: listed in her history, its key never given.
  await db.insert(schema.dataExports).values({
    userId: person.id,
    state: 'ready',
    tokenHash: secretHash('export'),
    fileKey: `data-exports/ancienne-${tag}.zip`,
    requestedAt: at(-30),
    readyAt: at(-30),
    expiresAt: at(-23),
  });
  await db.insert(schema.proStatuses).values({ userId: person.id, type: 'basic', start: at(-60) });

  const payment = await createPayment(db, person, { donationEuros: 40, now: at(-10) });
  await db.insert(schema.taxReceipts).values({
    paymentId: payment.id,
    number: `2026-${tag}`,
    sandbox: false,
    donorName: `Donateur ${tag}`,
    donorAddress: `1 rue ${tag}`,
    amountCents: 4000,
    paidAt: at(-10),
    pdf: Buffer.from(`%PDF-1.4 recu ${tag}`),
  });

  const other = await createMember(db, { firstname: `Pro${tag}`, now });
  const own = await createWorkshop(db, {
    owner: person,
    sessionDays: [2, 3],
    places: 1,
    now,
    values: { name: `Atelier ${tag}` },
  });
  const seconded = await createWorkshop(db, { owner: other, secondaryPro: person, sessionDays: [4], now });
  await subscribe(db, person, own.sessions[0]!, 'validated');
  await subscribe(db, carer, own.sessions[1]!, 'validated');
  await subscribe(db, person, own.sessions[1]!, 'waiting');
  // A place she booked for her carer: his data, not hers.
  await db
    .insert(schema.meetingSubscriptions)
    .values({ meetingId: seconded.sessions[0]!.id, userId: carer.id, status: 'validated', bookedBy: person.id });
  await createSubstitution(db, seconded.workshop, person, -1, 5, now);

  await db.insert(schema.sessionMailPreferences).values({ userId: person.id, offers: false });
  await db.insert(schema.calendarFeeds).values({ userId: person.id, tokenHash: secretHash('calendar') });

  const [survey] = await db
    .select({ id: schema.surveyQuestions.surveyId })
    .from(schema.surveyQuestions)
    .where(eq(schema.surveyQuestions.id, surveyQuestionId));
  const [answered] = await db
    .insert(schema.surveySessions)
    .values({ userId: person.id, surveyId: survey!.id, createdAt: at(-5) })
    .returning();
  await db
    .insert(schema.surveyResponses)
    .values({ surveySessionId: answered!.id, surveyQuestionId, response: `Réponse ${tag}` });

  const liveToken = createSecretToken();
  await db.insert(schema.mailOutbox).values({
    to: person.email,
    subject: `Sujet ${tag}`,
    text: `Bonjour ${tag}, votre lien : https://exemple.test/password/reset/${liveToken}`,
    purpose: `test:${tag}`,
  });
  await db.insert(schema.auditLog).values([
    {
      actorId: other.id,
      actorName: 'Équipe',
      action: 'update',
      entity: 'user',
      entityId: person.id,
      label: `Fiche ${tag}`,
    },
    {
      actorId: person.id,
      actorName: `Prenom${tag}`,
      action: 'update',
      entity: 'workshop',
      entityId: own.workshop.id,
      label: `Changement ${tag}`,
    },
  ]);
  return { person, headers, secrets: [...secrets, liveToken], tag };
}

/** A questionnaire with one free-text question, for everyone's answers. */
export async function createTestSurvey(db: Db): Promise<number> {
  const [survey] = await db
    .insert(schema.surveys)
    .values({ ref: `export-${process.pid}`, title: 'Questionnaire de test' })
    .returning();
  const [question] = await db
    .insert(schema.surveyQuestions)
    .values({ surveyId: survey!.id, position: 1, label: 'Comment allez-vous ?', type: 'string' })
    .returning();
  return question!.id;
}
