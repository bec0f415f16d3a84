import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayStatement, boundStatement, isoText, param, preparedQuery, rowReader } from '../../src/db/prepared.ts';
import { workshops } from '../../src/db/schema/index.ts';
import { createPro, createWorkshop } from '../helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Rows read by hand (rowReader) must read as drizzle reads them: a list's page relies on it.
describe('arrayStatement and rowReader', () => {
  let database: TestDatabase;
  let workshopId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const owner = await createPro(database.db);
    ({
      workshop: { id: workshopId },
    } = await createWorkshop(database.db, { owner, values: { lat: 48.8497 } }));
    // An instant with milliseconds, to see them written as toISOString writes them.
    await database.db
      .update(workshops)
      .set({ createdAt: new Date('2026-03-04T05:06:07.089Z') })
      .where(eq(workshops.id, workshopId));
  });
  afterAll(() => database.drop());

  const fields = {
    id: workshops.id,
    name: workshops.name,
    infoAddress: workshops.infoAddress,
    lat: workshops.lat,
    isAja: workshops.isAja,
    createdAt: workshops.createdAt,
    createdText: isoText(workshops.createdAt),
    doubled: sql<number>`${workshops.id} * 2`.mapWith(Number),
  };

  const byHand = preparedQuery('test_array_statement', (db) => {
    const query = db
      .select(fields)
      .from(workshops)
      .where(eq(workshops.id, param('id')));
    const read = rowReader<Record<string, unknown>>(fields);
    return arrayStatement(db, query.getSQL(), (values) => ({ first: read(values), again: read([0, ...values], 1) }));
  });

  it('reads each field as drizzle does: columns decoded, mapWith applied, nulls kept, from any offset', async () => {
    const [row] = await byHand(database.db, { id: workshopId });
    const [expected] = await database.db.select(fields).from(workshops).where(eq(workshops.id, workshopId));
    expect(row?.first).toEqual(expected);
    expect(row?.again).toEqual(expected);
    expect(row?.first).toMatchObject({ infoAddress: null, lat: 48.8497, isAja: false, doubled: workshopId * 2 });
    expect(row?.first.createdAt).toEqual(new Date('2026-03-04T05:06:07.089Z'));
  });

  it('isoText writes an instant exactly as toISOString does', async () => {
    const [row] = await byHand(database.db, { id: workshopId });
    expect(row?.first.createdText).toBe('2026-03-04T05:06:07.089Z');
  });
});

// A statement built once runs in each transaction it is given, and sees what that transaction wrote.
describe('boundStatement', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const named = boundStatement(
    'test_bound_statement',
    (db) =>
      db
        .select({ name: workshops.name, createdAt: workshops.createdAt })
        .from(workshops)
        .where(eq(workshops.id, param('id')))
        .getSQL(),
    rowReader<{ name: string; createdAt: Date }>({ name: workshops.name, createdAt: workshops.createdAt }),
  );

  it('reads within each transaction, with its rows decoded', async () => {
    const owner = await createPro(database.db);
    const { workshop } = await createWorkshop(database.db, { owner });
    for (const name of ['Premier', 'Second']) {
      const inside = await database.db.transaction(async (tx) => {
        await tx.update(workshops).set({ name }).where(eq(workshops.id, workshop.id));
        return named(tx, { id: workshop.id });
      });
      expect(inside).toEqual([{ name, createdAt: expect.any(Date) }]);
    }
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(workshops).set({ name: 'Annulé' }).where(eq(workshops.id, workshop.id));
        expect(await named(tx, { id: workshop.id })).toMatchObject([{ name: 'Annulé' }]);
        throw new Error('annulée');
      }),
    ).rejects.toThrow('annulée');
    expect(await named(database.db, { id: workshop.id })).toMatchObject([{ name: 'Second' }]);
  });
});
