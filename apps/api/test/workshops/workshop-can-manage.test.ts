import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createMember,
  createPro,
  createSubstitution,
  createWorkshop,
  signIn,
} from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** `can_manage` on a workshop's detail (issue #37), on PGlite and PostgreSQL. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const detail = async (id: number, as?: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: `/api/workshops/${id}`, headers: as ?? {} })).json().data;

describe('GET /api/workshops/{id} can_manage', () => {
  it('true for the pros who run it and the staff, false for another premium pro, absent for members and visitors', async () => {
    const owner = await createPro(t.database.db, { status: 'basic', premium: true });
    const secondary = await createPro(t.database.db, { status: 'basic', premium: true });
    const other = await createPro(t.database.db, { status: 'basic', premium: true });
    const { workshop } = await createWorkshop(t.database.db, { owner, secondaryPro: secondary });
    expect((await detail(workshop.id, await signIn(t.database.db, owner))).can_manage).toBe(true);
    expect((await detail(workshop.id, await signIn(t.database.db, secondary))).can_manage).toBe(true);
    const otherSession = await signIn(t.database.db, other);
    expect((await detail(workshop.id, otherSession)).can_manage).toBe(false);
    await createSubstitution(t.database.db, workshop, other, -1, 1);
    expect((await detail(workshop.id, otherSession)).can_manage).toBe(true);
    expect((await detail(workshop.id, await signIn(t.database.db, await createAdmin(t.database.db)))).can_manage).toBe(
      true,
    );
    const member = await createMember(t.database.db, { premium: true });
    expect(await detail(workshop.id, await signIn(t.database.db, member))).not.toHaveProperty('can_manage');
    expect(await detail(workshop.id)).not.toHaveProperty('can_manage');
  });
});
