import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { meetings, workshops } from '../../src/db/schema/index.ts';
import { createMember, createPro, createWorkshop, signIn } from '../helpers/factories.ts';
import { workshopTestApp } from './workshop-test-app.ts';

const { get, db } = workshopTestApp();

const as: Record<string, { authorization: string }> = {};
const pros: Record<string, number> = {};

beforeAll(async () => {
  const pro = (firstname: string) => createPro(db(), { firstname, lastname: `Nom-${firstname}` });
  const [fanny, emile, denis, zoe, idle, aurore] = await Promise.all(
    ['Fanny', 'Émile', 'denis', 'Zoé', 'Inès', 'Aurore'].map(pro),
  );
  Object.assign(pros, {
    fanny: fanny!.id,
    emile: emile!.id,
    denis: denis!.id,
    zoe: zoe!.id,
    idle: idle!.id,
    aurore: aurore!.id,
  });
  // Sequences 1 and 2 (the factory numbers sessions in order), 1 again, and a past 30.
  await createWorkshop(db(), { owner: fanny!, secondaryPro: emile!, sessionDays: [3, 10] });
  const withPast = await createWorkshop(db(), { owner: denis!, sessionDays: [4, -3] });
  await db().update(meetings).set({ sequence: 30 }).where(eq(meetings.id, withPast.sessions[1]!.id));
  const aja = await createWorkshop(db(), { owner: zoe!, isAja: true, sessionDays: [5, 12, 19] });
  // A later sequence number for the AJA sessions.
  await db().update(meetings).set({ sequence: 7 }).where(eq(meetings.id, aja.sessions[2]!.id));
  // Inès runs only a deactivated workshop; its session's sequence counts nowhere.
  const inactive = await createWorkshop(db(), { owner: idle!, sessionDays: [6] });
  await db().update(workshops).set({ active: false }).where(eq(workshops.id, inactive.workshop.id));
  await db().update(meetings).set({ sequence: 42 }).where(eq(meetings.workshopId, inactive.workshop.id));
  // Aurore's workshop has only past sessions: still an active workshop, so she is listed.
  await createWorkshop(db(), { owner: aurore!, sessionDays: [-10] });
  as.member = await signIn(db(), await createMember(db(), { premium: true }));
  as.young = await signIn(db(), await createMember(db(), { premium: true, isAja: true, ajaRole: 'aja_young' }));
});

describe('GET /api/workshops/sequences', () => {
  it('P2-WSL-24 the distinct sequences of upcoming sessions of active workshops, by programme', async () => {
    const sequences = async (query: Record<string, unknown>, who?: string) => {
      const response = await get('/api/workshops/sequences', query, who ? as[who] : {});
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    expect(await sequences({ is_aja: 0 })).toEqual([1, 2]);
    expect(await sequences({ is_aja: 1 })).toEqual([1, 2, 7]);
    expect(await sequences({})).toEqual([1, 2, 7]);
    // Members read their own programme, with or without asking for it.
    expect(await sequences({}, 'young')).toEqual([1, 2, 7]);
    expect(await sequences({ is_aja: 0 }, 'member')).toEqual([1, 2]);
    expect(await sequences({}, 'member')).toEqual([1, 2]);
  });

  it('refuses the other programme to a member, and a malformed is_aja under its field', async () => {
    const refused = await get('/api/workshops/sequences', { is_aja: 1 }, as.member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(workshopsMessages.forbidden);
    const malformed = await get('/api/workshops/sequences', { is_aja: 'oui' });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toContain('is_aja');
  });
});

describe('GET /api/professionals-names', () => {
  const names = async (query: Record<string, unknown> = {}, who?: string) => {
    const response = await get('/api/professionals-names', query, who ? as[who] : {});
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; firstname: string }[];
  };

  it('P2-WSL-26 the owners and co-pros of active workshops, by first name in French order, first names only', async () => {
    const all = await names();
    expect(all.map((row) => row.firstname)).toEqual(['Aurore', 'denis', 'Émile', 'Fanny', 'Zoé']);
    expect(all.find((row) => row.firstname === 'Fanny')).toEqual({ id: pros.fanny, firstname: 'Fanny' });
    expect(all.map((row) => row.id)).not.toContain(pros.idle);
  });

  it('members read the pros of their programme only', async () => {
    expect((await names({}, 'young')).map((row) => row.id)).toEqual([pros.zoe]);
    expect((await names({}, 'member')).map((row) => row.id)).not.toContain(pros.zoe);
    expect((await names({ is_aja: 1 })).map((row) => row.id)).toEqual([pros.zoe]);
    expect((await get('/api/professionals-names', { is_aja: 1 }, as.member)).statusCode).toBe(403);
  });
});
