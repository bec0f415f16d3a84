import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { meetings, workshops } from '../../src/db/schema/index.ts';
import {
  createAdmin,
  createMember,
  createPartner,
  createPro,
  createSubstitution,
  createWorkshop,
  signIn,
} from '../helpers/factories.ts';
import { workshopTestApp } from './workshop-test-app.ts';

const { get, db } = workshopTestApp();
const MINUTE = 60_000;

type Headers = { authorization: string };
const as: Record<string, Headers> = {};
const ids = { plain: 0, aja: 0, inactive: 0, partner: 0, ongoing: 0, next: 0 };

beforeAll(async () => {
  const owner = await createPro(db(), { premium: true });
  const secondary = await createPro(db());
  const substitute = await createPro(db());
  const stranger = await createPro(db());
  const partner = await createPartner(db());
  const plain = await createWorkshop(db(), { owner, secondaryPro: secondary, sessionDays: [2, 9, 16, 23] });
  await db().update(workshops).set({ partnerId: partner.id }).where(eq(workshops.id, plain.workshop.id));
  // A session under way: started 5 minutes ago, ends in 85 minutes.
  const [ongoing] = await db()
    .insert(meetings)
    .values({
      workshopId: plain.workshop.id,
      start: new Date(Date.now() - 5 * MINUTE),
      end: new Date(Date.now() + 85 * MINUTE),
      type: 'onsite',
      address: '1 rue de Paris',
      sequence: 9,
      places: 8,
    })
    .returning();
  const aja = await createWorkshop(db(), { owner, isAja: true, type: 'remote' });
  const inactive = await createWorkshop(db(), { owner, secondaryPro: secondary });
  await db().update(workshops).set({ active: false }).where(eq(workshops.id, inactive.workshop.id));
  await createSubstitution(db(), inactive.workshop, substitute, -1, 3);
  Object.assign(ids, {
    plain: plain.workshop.id,
    aja: aja.workshop.id,
    inactive: inactive.workshop.id,
    partner: partner.id,
    ongoing: ongoing!.id,
    next: plain.sessions[0]!.id,
  });
  const people = {
    member: await createMember(db(), { premium: true }),
    young: await createMember(db(), { premium: true, isAja: true, ajaRole: 'aja_young' }),
    owner,
    secondary,
    substitute,
    stranger,
    admin: await createAdmin(db()),
  };
  for (const [name, person] of Object.entries(people)) as[name] = await signIn(db(), person);
});

const detail = (id: number, who?: string, query: Record<string, unknown> = {}) =>
  get(`/api/workshops/${id}`, query, who ? as[who] : {});

describe('GET /api/workshops/{id}', () => {
  it('P2-WSD-01/05 answers the list item with user, meetings and partner.logo to a visitor', async () => {
    const response = await detail(ids.plain, undefined, { with: ['user', 'meetings', 'partner.logo'] });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: ids.plain,
      active: true,
      is_aja: false,
      partner: { id: ids.partner, logo: null },
    });
    expect(Object.keys(data.user)).toEqual(['id', 'firstname']);
    expect(data.meetings.map((meeting: { id: number }) => meeting.id)[0]).toBe(ids.next);
    expect(data.meetings).toHaveLength(4);
    expect(JSON.stringify(data)).not.toContain('visio.exemple');
  });

  it('P2-WSD-20 a session under way is not upcoming for members, still is for the workshop’s pro', async () => {
    const forMember = (await detail(ids.plain, 'member', { with: ['next_meeting', 'three_next_meetings'] })).json()
      .data;
    expect(forMember.next_meeting.id).toBe(ids.next);
    expect(forMember.three_next_meetings.map((meeting: { id: number }) => meeting.id)).not.toContain(ids.ongoing);
    const forPro = (await detail(ids.plain, 'owner', { with: ['next_meeting'] })).json().data;
    expect(forPro.next_meeting.id).toBe(ids.ongoing);
  });

  it('P2-WSD-13 an AJA workshop is refused to a member outside the AJA programme', async () => {
    const response = await detail(ids.aja, 'member');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(workshopsMessages.forbidden);
    expect((await detail(ids.aja, 'young')).statusCode).toBe(200);
  });

  it('P2-WSD-14 a workshop outside the AJA programme is refused to an AJA young person', async () => {
    const response = await detail(ids.plain, 'young');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(workshopsMessages.forbidden);
  });

  it('visitors, pros and the staff open both programmes', async () => {
    for (const who of [undefined, 'stranger', 'admin']) {
      expect((await detail(ids.aja, who)).statusCode).toBe(200);
      expect((await detail(ids.plain, who)).statusCode).toBe(200);
    }
  });

  it('a deactivated workshop exists only for its pros (owner, secondary, substitute now) and the staff', async () => {
    for (const who of ['owner', 'secondary', 'substitute', 'admin'])
      expect((await detail(ids.inactive, who)).statusCode, who).toBe(200);
    for (const who of [undefined, 'member', 'stranger'])
      expect((await detail(ids.inactive, who)).statusCode, who ?? 'visitor').toBe(404);
  });

  it('an unknown workshop is a 404, a malformed id or relation a 422 under its field', async () => {
    expect((await detail(2_000_000)).statusCode).toBe(404);
    const badId = await get('/api/workshops/abc');
    expect(badId.statusCode).toBe(422);
    expect(Object.keys(badId.json().errors)).toContain('id');
    const badRelation = await detail(ids.plain, undefined, { with: ['password'] });
    expect(badRelation.statusCode).toBe(422);
  });

  it('an expired token is told so, not served as a visitor', async () => {
    const response = await get(`/api/workshops/${ids.plain}`, {}, { authorization: 'Bearer nope' });
    expect(response.statusCode).toBe(401);
  });
});
