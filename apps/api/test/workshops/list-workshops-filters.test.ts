import { and, eq, isNotNull, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { substitutions, workshops } from '../../src/db/schema/index.ts';
import { idsOf, workshopListTestApp } from './list-test-app.ts';

const { ctx, get, list, workshopIdsWhere } = workshopListTestApp();

describe('GET /api/workshops: filters', () => {
  it('P2-PRO-05 user_id: the workshops the pro runs, as owner, secondary pro or substitute', async () => {
    const pro = ctx.ids.pro;
    const page = await list('pro', { search: { user_id: pro }, per_page: 100 });
    // The pro substitutes in Lyon this week (list-test-app.ts).
    const now = new Date();
    const substituting = (await ctx.t.database.db.select().from(substitutions).where(eq(substitutions.userId, pro)))
      .filter((row) => row.start <= now && row.end > now)
      .map((row) => row.workshopId);
    expect(substituting).toHaveLength(1);
    const runs = [
      ...(await workshopIdsWhere(or(eq(workshops.userId, pro), eq(workshops.secondaryProId, pro)))),
      ...substituting,
    ];
    expect(idsOf(page).sort((x, y) => x - y)).toEqual([...new Set(runs)].sort((x, y) => x - y));
    const [substitution] = await ctx.t.database.db.select().from(substitutions).limit(1);
    // The staff read the substitutions (P2-WSL-19; a visitor does not, see workshop-substitutions.test.ts).
    const bySubstitute = await list('admin', {
      search: { user_id: substitution!.userId },
      with: ['next_substitutions'],
      per_page: 100,
    });
    const substituted = bySubstitute.data.find((item) => item.id === substitution!.workshopId);
    expect(substituted?.next_substitutions).toContainEqual({
      user_id: substitution!.userId,
      start: substitution!.start.toISOString(),
      end: substitution!.end.toISOString(),
      user: expect.objectContaining({
        id: substitution!.userId,
        firstname: expect.any(String),
        lastname: expect.any(String),
      }),
    });
  });

  it('zip is a postal code or its beginning; city any case; department', async () => {
    const byZip = await list(null, { search: { zip: '99' }, per_page: 100 });
    expect(idsOf(byZip).sort((x, y) => x - y)).toEqual([ctx.fixture.full, ctx.fixture.empty, ctx.fixture.dated]);
    expect(idsOf(await list(null, { search: { zip: '99004' } }))).toEqual([ctx.fixture.dated]);
    expect(idsOf(await list(null, { search: { city: 'AUTREVILLE' } }))).toEqual([ctx.fixture.dated]);
    const lyon = await list(null, { search: { city: 'lyon' }, per_page: 100 });
    expect(lyon.data.length).toBeGreaterThan(0);
    expect(lyon.data.every((item) => item.city === 'Lyon')).toBe(true);
    const department = await list(null, { search: { department: '69' }, select: ['department'], per_page: 100 });
    expect(department.data.every((item) => item.department === '69')).toBe(true);
  });

  it('partner_id, workshop_type, type and name', async () => {
    const [{ partnerId }] = (await ctx.t.database.db
      .select({ partnerId: workshops.partnerId })
      .from(workshops)
      .where(and(eq(workshops.active, true), isNotNull(workshops.partnerId)))
      .limit(1)) as [{ partnerId: number }];
    const byPartner = await list(null, { search: { partner_id: partnerId }, per_page: 100 });
    expect(byPartner.data.length).toBeGreaterThan(0);
    expect(byPartner.data.every((item) => item.partner_id === partnerId)).toBe(true);
    expect((await list(null, { search: { partner_id: [partnerId] }, per_page: 100 })).meta.total).toBe(
      byPartner.meta.total,
    );

    const oncommence = await list(null, {
      search: { active: 1, is_aja: 0, workshop_type: 'oncommence' },
      per_page: 100,
    });
    expect(idsOf(oncommence).sort((x, y) => x - y)).toEqual(
      await workshopIdsWhere(
        and(eq(workshops.workshopType, 'oncommence'), eq(workshops.active, true), eq(workshops.isAja, false)),
      ),
    );
    const remote = await list(null, { search: { type: 'remote', zip: '99' } });
    expect(idsOf(remote).sort((x, y) => x - y)).toEqual([ctx.fixture.full, ctx.fixture.empty]);
    expect(idsOf(await list(null, { search: { name: 'DATÉ' } }))).toEqual([ctx.fixture.dated]);
    // Wildcards typed in a search are plain characters.
    expect((await list(null, { search: { name: '%' } })).meta.total).toBe(0);
  });

  it('dates: Paris days, inclusive', async () => {
    expect(idsOf(await list(null, { search: { dates: ['2031-03-10', '2031-03-10'] } }))).toEqual([ctx.fixture.dated]);
    expect(idsOf(await list(null, { search: { dates: ['2031-03-10'] } }))).toEqual([ctx.fixture.dated]);
    // 23:30 UTC on the 9th is already the 10th in Paris.
    expect(idsOf(await list(null, { search: { dates: ['2031-03-01', '2031-03-09'] } }))).toEqual([]);
    expect(idsOf(await list(null, { search: { dates: ['2031-03-01', '2031-03-31'] } }))).toEqual([ctx.fixture.dated]);
  });

  it('sequence and available_places', async () => {
    expect(idsOf(await list(null, { search: { zip: '99', sequence: 7 } }))).toEqual([ctx.fixture.dated]);
    // Sessions 2 to 4 of the full workshop are full; 5 is free.
    expect(idsOf(await list(null, { search: { zip: '99001', sequence: 3, available_places: true } }))).toEqual([]);
    expect(idsOf(await list(null, { search: { zip: '99001', sequence: 5, available_places: true } }))).toEqual([
      ctx.fixture.full,
    ]);
    expect(idsOf(await list(null, { search: { zip: '99001', sequence: 3 } }))).toEqual([ctx.fixture.full]);
  });
});

describe('GET /api/workshops: order and pages', () => {
  it('sorts on name, next session and places taken, ties by id, empty values last', async () => {
    const order = async (sort: string, direction: string) =>
      idsOf(await list(null, { search: { zip: '99' }, sort, direction }));
    expect(await order('name', 'asc')).toEqual([ctx.fixture.full, ctx.fixture.dated, ctx.fixture.empty]);
    expect(await order('name', 'desc')).toEqual([ctx.fixture.empty, ctx.fixture.dated, ctx.fixture.full]);
    expect(await order('next_meeting_start', 'asc')).toEqual([ctx.fixture.full, ctx.fixture.dated, ctx.fixture.empty]);
    expect(await order('next_meeting_start', 'desc')).toEqual([ctx.fixture.dated, ctx.fixture.full, ctx.fixture.empty]);
    expect(await order('subscriptions_count', 'asc')).toEqual([ctx.fixture.empty, ctx.fixture.dated, ctx.fixture.full]);
    expect(await order('subscriptions_count', 'desc')).toEqual([
      ctx.fixture.full,
      ctx.fixture.empty,
      ctx.fixture.dated,
    ]);
  });

  it('pages: per_page and page, total kept past the end', async () => {
    const all = await list(null, { per_page: 100, sort: 'id' });
    const second = await list(null, { per_page: 5, page: 2, sort: 'id' });
    expect(idsOf(second)).toEqual(idsOf(all).slice(5, 10));
    expect(second.meta).toEqual({
      total: all.meta.total,
      page: 2,
      per_page: 5,
      last_page: Math.ceil(all.meta.total / 5),
    });
    const past = await list(null, { per_page: 5, page: 99 });
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(all.meta.total);
  });
});

describe('GET /api/workshops: bad input gets a 422 tied to its parameter', () => {
  it.each([
    ['per_page above the cap', { per_page: 101 }, 'per_page'],
    ['per_page 0', { per_page: 0 }, 'per_page'],
    ['a sort on another column', { sort: 'password' }, 'sort'],
    ['an unknown relation', { with: ['payments'] }, 'with.0'],
    ['search that is not JSON', { search: '{is_aja' }, 'search'],
    ['an unknown search key', { search: { email: 'x' } }, 'search'],
    ['a postal code with letters', { search: { zip: '75a' } }, 'search.zip'],
    ['an impossible date', { search: { dates: ['2031-02-30'] } }, 'search.dates.0'],
    ['dates in the wrong order', { search: { dates: ['2031-03-10', '2031-03-01'] } }, 'search.dates'],
  ])('%s', async (_label, query, field) => {
    const response = await get(null, query);
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toContain(field);
    expect(JSON.stringify(body.errors)).not.toMatch(/expected|invalid input/i);
  });
});
