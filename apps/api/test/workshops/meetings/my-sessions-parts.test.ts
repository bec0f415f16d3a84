import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createPro, createWorkshop, signIn, subscribe } from '../../helpers/factories.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** « Mes séances » in two parts (issue #37): coming places soonest first, ended ones apart. */
type Page = { data: { id: number }[]; meta: { total: number; last_page: number } };

let t: TestApp;
let member: { id: number; session: { authorization: string } };
let pro: { id: number; session: { authorization: string } };
const s = {} as Record<'lastWeek' | 'yesterday' | 'underWay' | 'tomorrow' | 'nextWeek' | 'nextMonth', number>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const owner = await createPro(db, { status: 'basic', premium: true });
  const memberRow = await createMember(db, { premium: true });
  member = { id: memberRow.id, session: await signIn(db, memberRow) };
  pro = { id: owner.id, session: await signIn(db, owner) };
  // Made out of order, so the answer's order is the query's and not the rows'.
  const { sessions } = await createWorkshop(db, { owner, type: 'remote', sessionDays: [30, -7, 1, -1, 7] });
  // Started 30 minutes ago, ends in an hour: still a coming place, its visio open.
  const { sessions: now } = await createWorkshop(db, {
    owner,
    type: 'remote',
    sessionDays: [0],
    now: new Date(Date.now() - 30 * 60_000),
  });
  const [nextMonth, lastWeek, tomorrow, yesterday, nextWeek] = sessions.map((session) => session.id);
  Object.assign(s, { nextMonth, lastWeek, tomorrow, yesterday, nextWeek, underWay: now[0]!.id });
  for (const id of Object.values(s))
    await subscribe(db, memberRow, { id }, id === s.nextWeek ? 'waiting' : 'validated');
});
afterAll(() => t?.close());

async function list(as: { session: { authorization: string } }, path: string, query: string): Promise<Page> {
  const answer = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: as.session });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const search = (when: string) => `search=${encodeURIComponent(JSON.stringify({ when }))}`;

describe('« Mes séances » coming and past parts (search.when)', () => {
  it('coming: the sessions not ended, the one under way first, soonest first, with their total', async () => {
    const page = await list(
      member,
      `/api/users/${member.id}/subscribitions`,
      `${search('coming')}&sort=start&direction=asc`,
    );
    expect(page.data.map((item) => item.id)).toEqual([s.underWay, s.tomorrow, s.nextWeek, s.nextMonth]);
    expect(page.meta.total).toBe(4);
  });

  it('past: the ended sessions only, latest first, and paged with their total (ADR 067)', async () => {
    const page = await list(
      member,
      `/api/users/${member.id}/subscribitions`,
      `${search('past')}&sort=start&direction=desc&per_page=1&page=2`,
    );
    expect(page.data.map((item) => item.id)).toEqual([s.lastWeek]);
    expect(page.meta).toMatchObject({ total: 2, last_page: 2 });
  });

  it('the pro viewing the member reads the same parts through GET /api/meetings', async () => {
    const query = (when: string) =>
      `search=${encodeURIComponent(JSON.stringify({ when, user_id: member.id }))}&sort=start&direction=asc`;
    const coming = await list(pro, '/api/meetings', query('coming'));
    expect(coming.data.map((item) => item.id)).toEqual([s.underWay, s.tomorrow, s.nextWeek, s.nextMonth]);
    const past = await list(pro, '/api/meetings', query('past'));
    expect(past.data.map((item) => item.id)).toEqual([s.lastWeek, s.yesterday]);
  });

  it('refuses an unknown part with a 422 tied to the search', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/users/${member.id}/subscribitions?${search('later')}`,
      headers: member.session,
    });
    expect(answer.statusCode).toBe(422);
  });
});
