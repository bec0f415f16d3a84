import { and, eq, isNull } from 'drizzle-orm';
import { addCalendarDays, getParisDay, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, meetingSubscriptions, workshopListVersions } from '../../../src/db/schema/index.ts';
import {
  createAdmin,
  createMember,
  createPro,
  createSubstitution,
  createWorkshop,
  signIn,
  subscribe,
} from '../../helpers/factories.ts';
import { createAppWithPro } from '../../helpers/app-with-pro.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** The meeting form's calls (P2 §4, §5, §6, §7), on PGlite and PostgreSQL. */
let t: TestApp;
let pro: { id: number };
let proSession: { authorization: string };

beforeAll(async () => ({ t, pro, proSession } = await createAppWithPro()));
afterAll(() => t?.close());

const today = () => getParisDay(new Date());
/** An instant on a Paris day `days` from today. */
const at = (days: number, hour: number, minute = 0) =>
  parisTimeToInstant(addCalendarDays(today(), days), hour, minute).toISOString();

const post = (as: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/meetings', headers: as, payload });
const put = (as: { authorization: string }, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/meetings/${id}`, headers: as, payload });

function body(workshopId: number, values: Record<string, unknown> = {}) {
  return {
    workshop_id: workshopId,
    start: at(3, 10),
    end: at(3, 11, 30),
    type: 'onsite',
    address: '3 rue des Lilas, Paris',
    sequence: 2,
    places: 8,
    subscribers: [],
    queued: [],
    ...values,
  };
}

async function ownWorkshop(options: { type?: 'onsite' | 'remote'; isAja?: boolean; places?: number } = {}) {
  return createWorkshop(t.database.db, { owner: pro, sessionDays: [10], ...options });
}

const members = (count: number, options: Parameters<typeof createMember>[1] = {}) =>
  Promise.all(Array.from({ length: count }, () => createMember(t.database.db, { premium: true, ...options })));

/** These people once joined the session's waiting list themselves, then left it: its pro may add them (ADR 058). */
async function tookPart(session: { id: number }, people: { id: number }[]) {
  for (const person of people) {
    await t.database.db
      .insert(meetingSubscriptions)
      .values({ meetingId: session.id, userId: person.id, status: 'waiting', unsubscribedAt: new Date() });
  }
}

async function active(meetingId: number) {
  const rows = await t.database.db
    .select({ userId: meetingSubscriptions.userId, status: meetingSubscriptions.status })
    .from(meetingSubscriptions)
    .where(and(eq(meetingSubscriptions.meetingId, meetingId), isNull(meetingSubscriptions.unsubscribedAt)));
  return {
    validated: rows
      .filter((row) => row.status === 'validated')
      .map((row) => row.userId)
      .sort(),
    waiting: rows
      .filter((row) => row.status === 'waiting')
      .map((row) => row.userId)
      .sort(),
  };
}

describe('POST /api/meetings', () => {
  it('P2-MFORM-01 the owner pro adds a session with its lists; the answer has both lists; the workshops list version moves', async () => {
    const {
      workshop,
      sessions: [session],
    } = await ownWorkshop();
    const [first, second] = await members(2);
    await tookPart(session!, [first!, second!]);
    const [before] = await t.database.db
      .select()
      .from(workshopListVersions)
      .where(eq(workshopListVersions.workshopId, workshop.id));
    const response = await post(proSession, body(workshop.id, { subscribers: [first!.id], queued: [second!.id] }));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      workshop_id: workshop.id,
      type: 'onsite',
      address: '3 rue des Lilas, Paris',
      sequence: 2,
      places: 8,
      validated_subscribers_count: 1,
      waiting_subscribers_count: 1,
    });
    expect(data.subscribers.map((person: { id: number }) => person.id)).toEqual([first!.id]);
    expect(data.queued.map((person: { id: number }) => person.id)).toEqual([second!.id]);
    const [after] = await t.database.db
      .select()
      .from(workshopListVersions)
      .where(eq(workshopListVersions.workshopId, workshop.id));
    expect(after!.version).not.toBe(before?.version);
  });

  it('P2-MFORM-04 missing date, times, sequence and places: "Champ requis" under each', async () => {
    const { workshop } = await ownWorkshop();
    const response = await post(proSession, { workshop_id: workshop.id, type: 'onsite', address: 'x' });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    for (const field of ['start', 'end', 'sequence', 'places']) expect(errors[field]).toEqual(['Champ requis']);
    // The rules between fields answer in the same call.
    expect(errors.address).toBeUndefined();
    const remote = await post(proSession, { workshop_id: workshop.id, type: 'remote', places: 'x' });
    expect(remote.json().errors.link).toEqual(['Merci de renseigner le lien zoom']);
  });

  it('P2-MFORM-05 places 0 is refused ("supérieur ou égale à 1"), places 1 accepted', async () => {
    const { workshop } = await ownWorkshop();
    const refused = await post(proSession, body(workshop.id, { places: 0 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.places).toEqual(['supérieur ou égale à 1']);
    expect((await post(proSession, body(workshop.id, { places: 1 }))).statusCode).toBe(201);
  });

  it('P2-MFORM-06 today (Paris) is refused on the start; tomorrow is accepted', async () => {
    const { workshop } = await ownWorkshop();
    const refused = await post(proSession, body(workshop.id, { start: at(0, 23, 0), end: at(0, 23, 45) }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.start).toEqual(['La date doit être au plus tôt demain']);
    expect((await post(proSession, body(workshop.id, { start: at(1, 0, 5), end: at(1, 1, 0) }))).statusCode).toBe(201);
  });

  it('P2-MFORM-11 P2-MFORM-12 the end must follow the start', async () => {
    const { workshop } = await ownWorkshop();
    const refused = await post(proSession, body(workshop.id, { start: at(3, 10), end: at(3, 10) }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.end).toEqual(["L'heure de fin doit être après l'heure de début"]);
  });

  it('P2-MFORM-07 P2-MFORM-08 a remote session needs its link, an onsite one its address', async () => {
    const { workshop } = await ownWorkshop();
    const remote = await post(proSession, body(workshop.id, { type: 'remote', link: '  ', address: null }));
    expect(remote.statusCode).toBe(422);
    expect(remote.json().errors.link).toEqual(['Merci de renseigner le lien zoom']);
    const onsite = await post(proSession, body(workshop.id, { address: '' }));
    expect(onsite.json().errors.address).toEqual(["Merci de renseigner l'adresse"]);
    const ok = await post(
      proSession,
      body(workshop.id, { type: 'remote', link: 'https://zoom.exemple.fr/j/1', address: '3 rue' }),
    );
    expect(ok.statusCode).toBe(201);
    // The address of a remote session is not kept.
    expect(ok.json().data.address).toBeNull();
  });

  it('P2-MFORM-09 an onsite session is refused for a remote workshop', async () => {
    const { workshop } = await ownWorkshop({ type: 'remote' });
    const refused = await post(proSession, body(workshop.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.type).toEqual(['Un atelier en visio ne peut pas avoir de séance en présentiel']);
  });

  it('P2-MFORM-10 3 participants for 2 places are refused; 2 for 2 accepted', async () => {
    const {
      workshop,
      sessions: [session],
    } = await ownWorkshop();
    const people = await members(3);
    await tookPart(session!, people);
    const refused = await post(
      proSession,
      body(workshop.id, { places: 2, subscribers: people.map((person) => person.id) }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.subscribers).toEqual(['Le nombre de participants dépasse le nombre de place limite']);
    expect(
      (
        await post(
          proSession,
          body(workshop.id, { places: 2, subscribers: people.slice(0, 2).map((person) => person.id) }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('P2-MFORM-17 a person in both lists is refused, nothing written', async () => {
    const { workshop } = await ownWorkshop();
    const [person] = await members(1);
    const count = async () =>
      (await t.database.db.select().from(meetings).where(eq(meetings.workshopId, workshop.id))).length;
    const before = await count();
    const refused = await post(proSession, body(workshop.id, { subscribers: [person!.id], queued: [person!.id] }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.queued).toEqual([
      "Une personne ne peut pas être à la fois inscrite et sur liste d'attente",
    ]);
    expect(await count()).toBe(before);
  });

  it('participants must be members with a running membership, in the workshop’s programme (AJA both ways)', async () => {
    const { workshop } = await ownWorkshop();
    const {
      workshop: ajaWorkshop,
      sessions: [ajaSession],
    } = await ownWorkshop({ isAja: true });
    const [lapsed] = await members(1, { premium: false });
    const [young] = await members(1, { isAja: true, ajaRole: 'aja_young' });
    await tookPart(ajaSession!, [young!]);
    const [adult] = await members(1);
    const otherPro = await createPro(t.database.db, { status: 'basic', premium: true });
    for (const [workshopId, id] of [
      [workshop.id, lapsed!.id],
      [workshop.id, young!.id],
      [ajaWorkshop.id, adult!.id],
      [workshop.id, otherPro.id],
    ] as const) {
      const refused = await post(proSession, body(workshopId, { queued: [id] }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.queued[0]).toMatch(/ne peut pas participer à cet atelier/);
    }
    expect((await post(proSession, body(ajaWorkshop.id, { subscribers: [young!.id] }))).statusCode).toBe(201);
    const unknown = await post(proSession, body(workshop.id, { subscribers: [2_000_000_000] }));
    expect(unknown.json().errors.subscribers).toEqual(['Une des personnes choisies est introuvable']);
  });

  it('P2-ROLE-08 another pro, a member and a non-premium owner are refused; the secondary pro and the staff may', async () => {
    const secondary = await createPro(t.database.db, { status: 'basic', premium: true });
    const { workshop } = await createWorkshop(t.database.db, { owner: pro, secondaryPro: secondary, sessionDays: [] });
    const other = await createPro(t.database.db, { status: 'basic', premium: true });
    const [member] = await members(1);
    const lapsedOwner = await createPro(t.database.db, { status: 'basic' });
    const { workshop: lapsedWorkshop } = await createWorkshop(t.database.db, { owner: lapsedOwner, sessionDays: [] });
    expect((await post(await signIn(t.database.db, other), body(workshop.id))).statusCode).toBe(403);
    expect((await post(await signIn(t.database.db, member!), body(workshop.id))).statusCode).toBe(403);
    expect((await post(await signIn(t.database.db, lapsedOwner), body(lapsedWorkshop.id))).statusCode).toBe(403);
    expect((await post({ authorization: '' }, body(workshop.id))).statusCode).toBe(401);
    expect((await post(await signIn(t.database.db, secondary), body(workshop.id))).statusCode).toBe(201);
    // Another slot: one workshop's sessions do not overlap (ADR 064).
    expect(
      (
        await post(
          await signIn(t.database.db, await createAdmin(t.database.db)),
          body(workshop.id, { start: at(4, 10), end: at(4, 11) }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('P2-ROLE-08 a substitute may add a session only during the substitution', async () => {
    const { workshop } = await ownWorkshop();
    const current = await createPro(t.database.db, { status: 'basic', premium: true });
    const later = await createPro(t.database.db, { status: 'basic', premium: true });
    await createSubstitution(t.database.db, workshop, current, -1, 5);
    await createSubstitution(t.database.db, workshop, later, 2, 9);
    expect((await post(await signIn(t.database.db, current), body(workshop.id))).statusCode).toBe(201);
    expect((await post(await signIn(t.database.db, later), body(workshop.id))).statusCode).toBe(403);
  });
});

describe('POST /api/meetings: what a request cannot be', () => {
  it('no body, a null body or a list: 422 with a French message, never a 500; PUT likewise', async () => {
    const json = { ...proSession, 'content-type': 'application/json' };
    for (const [method, url] of [
      ['POST', '/api/meetings'],
      ['PUT', '/api/meetings/1'],
    ] as const) {
      for (const payload of [undefined, 'null', '[]', '"x"']) {
        const response = await t.app.inject({
          method,
          url,
          headers: payload === undefined ? proSession : json,
          ...(payload === undefined ? {} : { payload }),
        });
        expect(response.statusCode, `${method} ${payload}`).toBe(422);
        expect(response.json()).toMatchObject({
          code: 'validation_failed',
          message: 'Les données envoyées sont invalides.',
        });
        expect(Object.values(response.json().errors as Record<string, string[]>).flat()[0]).toMatch(
          /^(Champ requis|Entrée invalide)/,
        );
      }
    }
  });
});

describe('a session’s slot, link and size (ADR 064, ADR 071)', () => {
  const slotTaken = /^Cet atelier a déjà une séance sur ce créneau : \S+ \d{2}\/\d{2}\/\d{4}, 10h00 - 11h30$/;

  it('a session overlapping another of the same workshop is refused under its start; back to back or in another workshop it is not', async () => {
    const { workshop } = await ownWorkshop();
    const { workshop: other } = await ownWorkshop();
    expect((await post(proSession, body(workshop.id))).statusCode).toBe(201);
    for (const [start, end] of [
      [at(3, 10), at(3, 11, 30)],
      [at(3, 9), at(3, 10, 1)],
      [at(3, 11), at(3, 12)],
      [at(3, 10, 15), at(3, 11)],
      [at(3, 9), at(3, 12)],
    ]) {
      const refused = await post(proSession, body(workshop.id, { start, end }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.start).toEqual([expect.stringMatching(slotTaken)]);
    }
    expect((await post(proSession, body(workshop.id, { start: at(3, 11, 30), end: at(3, 12, 30) }))).statusCode).toBe(
      201,
    );
    expect((await post(proSession, body(workshop.id, { start: at(3, 9), end: at(3, 10) }))).statusCode).toBe(201);
    expect((await post(proSession, body(other.id))).statusCode).toBe(201);
  });

  it('moving a session onto another is refused; its own slot, slightly moved, is not an overlap with itself', async () => {
    const { workshop } = await ownWorkshop();
    const first = (await post(proSession, body(workshop.id))).json().data;
    const second = (await post(proSession, body(workshop.id, { start: at(5, 10), end: at(5, 11, 30) }))).json().data;
    const refused = await put(proSession, second.id, { start: at(3, 11), end: at(3, 12) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.start).toEqual([expect.stringMatching(slotTaken)]);
    expect((await put(proSession, first.id, { start: at(3, 10, 30), end: at(3, 12) })).statusCode).toBe(200);
    expect((await put(proSession, second.id, { places: 9 })).statusCode).toBe(200);
  });

  it('overlapping sessions saved at the same moment: one is kept, the others refused', async () => {
    // A few rounds: without the workshop's lock, the first one alone rarely races.
    for (const day of [6, 7, 8]) {
      const { workshop } = await ownWorkshop();
      const answers = await Promise.all(
        [
          [14, 0, 15, 0],
          [14, 30, 16, 0],
          [13, 30, 14, 45],
          [14, 10, 15, 10],
        ].map(([h1, m1, h2, m2]) =>
          post(proSession, body(workshop.id, { start: at(day, h1!, m1), end: at(day, h2!, m2) })),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422]);
      const rows = await t.database.db.select().from(meetings).where(eq(meetings.workshopId, workshop.id));
      expect(
        rows.filter((row) => row.start >= new Date(at(day, 0)) && row.start < new Date(at(day + 1, 0))),
      ).toHaveLength(1);
    }
  });

  it('the visio link is an https:// address', async () => {
    const { workshop } = await ownWorkshop({ type: 'remote' });
    const {
      sessions: [session],
    } = await ownWorkshop({ type: 'remote' });
    for (const link of [
      'pas un lien',
      'javascript:alert(1)',
      'http://zoom.exemple.fr/j/1',
      'https://',
      'https://zoom exemple.fr',
      'zoom.exemple.fr/j/1',
      'https://localhost/j/1',
    ]) {
      const refused = await post(proSession, body(workshop.id, { type: 'remote', link }));
      expect(refused.statusCode, link).toBe(422);
      expect(refused.json().errors.link).toEqual(['Le lien doit être une adresse web commençant par https://']);
      const edit = await put(proSession, session!.id, { link });
      expect(edit.statusCode, link).toBe(422);
      expect(edit.json().errors.link).toEqual(['Le lien doit être une adresse web commençant par https://']);
    }
    const ok = await post(
      proSession,
      body(workshop.id, { type: 'remote', link: ' https://zoom.exemple.fr/j/123?pwd=abc ' }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.link).toBe('https://zoom.exemple.fr/j/123?pwd=abc');
  });

  it('a session lasts 15 minutes to 8 hours; a locked session’s other fields still change', async () => {
    const { workshop } = await ownWorkshop();
    const tooLong = 'Une séance dure entre 15 minutes et 8 heures';
    for (const [start, end] of [
      [at(3, 10), at(6, 10)],
      [at(3, 10), at(3, 10, 14)],
      [at(3, 8), at(3, 16, 1)],
    ]) {
      const refused = await post(proSession, body(workshop.id, { start, end }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.end).toEqual([tooLong]);
    }
    expect((await post(proSession, body(workshop.id, { start: at(3, 10), end: at(3, 10, 15) }))).statusCode).toBe(201);
    expect((await post(proSession, body(workshop.id, { start: at(4, 8), end: at(4, 16) }))).statusCode).toBe(201);
    const {
      sessions: [session],
    } = await ownWorkshop();
    expect((await put(proSession, session!.id, { end: at(12, 10) })).json().errors.end).toEqual([tooLong]);
  });

  it('places: 1 to 100', async () => {
    const { workshop } = await ownWorkshop();
    const {
      sessions: [session],
    } = await ownWorkshop();
    for (const places of [101, 100_000]) {
      const refused = await post(proSession, body(workshop.id, { places }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.places).toEqual(['100 places au maximum']);
      expect((await put(proSession, session!.id, { places })).json().errors.places).toEqual(['100 places au maximum']);
    }
    expect((await post(proSession, body(workshop.id, { places: 100 }))).statusCode).toBe(201);
  });
});

describe('PUT /api/meetings/{id}', () => {
  it('P2-MFORM-02 the owner changes the places; another pro is refused', async () => {
    const {
      sessions: [session],
    } = await ownWorkshop();
    const response = await put(proSession, session!.id, { places: 12 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.places).toBe(12);
    const other = await createPro(t.database.db, { status: 'basic', premium: true });
    expect((await put(await signIn(t.database.db, other), session!.id, { places: 3 })).statusCode).toBe(403);
    const [member] = await members(1);
    expect((await put(await signIn(t.database.db, member!), session!.id, { places: 3 })).statusCode).toBe(403);
    expect((await put(proSession, 2_000_000_000, { places: 3 })).statusCode).toBe(404);
  });

  it('P2-MFORM-18 with a participant, the type, day and times are locked; without one they change', async () => {
    const {
      sessions: [session],
    } = await ownWorkshop();
    const [person] = await members(1);
    await subscribe(t.database.db, person!, session!, 'waiting');
    for (const change of [
      { start: at(12, 9) },
      { end: at(10, 23) },
      { type: 'remote', link: 'https://zoom.exemple.fr/j/2' },
    ]) {
      const refused = await put(proSession, session!.id, change);
      expect(refused.statusCode).toBe(422);
      const field = Object.keys(change)[0]!;
      expect(refused.json().errors[field][0]).toBe(
        'Cette séance a des participants : son type, sa date et ses horaires ne peuvent plus être modifiés',
      );
    }
    // Sending the same times back is not a change.
    expect((await put(proSession, session!.id, { start: session!.start.toISOString(), sequence: 4 })).statusCode).toBe(
      200,
    );
    const {
      sessions: [empty],
    } = await ownWorkshop();
    const moved = await put(proSession, empty!.id, { start: at(12, 9), end: at(12, 10) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.start).toBe(at(12, 9));
  });

  it('places cannot go below the validated count (on the places field)', async () => {
    const {
      sessions: [session],
    } = await ownWorkshop();
    const people = await members(3);
    for (const person of people) await subscribe(t.database.db, person, session!);
    const refused = await put(proSession, session!.id, { places: 2 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.places).toEqual(['Le nombre de participants dépasse le nombre de place limite']);
    expect((await put(proSession, session!.id, { places: 3 })).statusCode).toBe(200);
  });

  it('P2-MFORM-17 the lists replace the current ones: moved people leave the other list, absent ones leave the session', async () => {
    const {
      sessions: [session],
    } = await ownWorkshop({ places: 3 });
    const [a, b, c, d, e] = await members(5);
    await tookPart(session!, [e!]);
    await subscribe(t.database.db, a!, session!);
    await subscribe(t.database.db, b!, session!);
    await subscribe(t.database.db, c!, session!, 'waiting');
    await subscribe(t.database.db, d!, session!, 'waiting');
    // c moves up; only `subscribers` is sent, so the queue keeps d, less c.
    expect((await put(proSession, session!.id, { subscribers: [a!.id, b!.id, c!.id] })).statusCode).toBe(200);
    expect(await active(session!.id)).toEqual({ validated: [a!.id, b!.id, c!.id].sort(), waiting: [d!.id] });
    // Lower the places while a goes to the queue, b leaves, e joins the queue.
    const response = await put(proSession, session!.id, {
      places: 2,
      subscribers: [c!.id],
      queued: [a!.id, d!.id, e!.id],
    });
    expect(response.statusCode).toBe(200);
    expect(await active(session!.id)).toEqual({ validated: [c!.id], waiting: [a!.id, d!.id, e!.id].sort() });
    const { data } = response.json();
    expect(data.validated_subscribers_count).toBe(1);
    expect(data.queued).toHaveLength(3);
  });

  it('P2-MFORM-18 concurrent subscriptions and an edit lowering the places never overbook', async () => {
    const {
      sessions: [session],
    } = await ownWorkshop({ places: 6 });
    const people = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const person = await createMember(t.database.db, { premium: true });
        return { ...person, session: await signIn(t.database.db, person) };
      }),
    );
    const calls = people.map((person) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/meetings/${session!.id}/subscribe/${person.id}`,
        headers: person.session,
      }),
    );
    const edit = put(proSession, session!.id, { places: 3 });
    const [editAnswer, ...answers] = await Promise.all([edit, ...calls]);
    for (const answer of answers) expect([200, 202]).toContain(answer.statusCode);
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, session!.id));
    const { validated } = await active(session!.id);
    expect(validated.length).toBe(row!.takenPlaces);
    expect(row!.takenPlaces).toBeLessThanOrEqual(row!.places);
    // The edit either came first (3 places) or found more than 3 taken and was refused.
    if (editAnswer.statusCode === 200) expect(row!.places).toBe(3);
    else expect(editAnswer.json().errors.places).toBeDefined();
  });
});

describe('GET /api/meetings/{id}', () => {
  it('the workshop’s pro reads both lists with names; a member reads the session without them', async () => {
    const {
      sessions: [session],
    } = await ownWorkshop();
    const [a, b] = await members(2);
    await subscribe(t.database.db, a!, session!);
    await subscribe(t.database.db, b!, session!, 'waiting');
    const asPro = await t.app.inject({ method: 'GET', url: `/api/meetings/${session!.id}`, headers: proSession });
    expect(asPro.statusCode).toBe(200);
    expect(asPro.json().data.subscribers[0]).toMatchObject({
      id: a!.id,
      firstname: a!.firstname,
      lastname: a!.lastname,
    });
    expect(asPro.json().data.queued[0].id).toBe(b!.id);
    const asMember = await t.app.inject({
      method: 'GET',
      url: `/api/meetings/${session!.id}`,
      headers: await signIn(t.database.db, a!),
    });
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json().data.subscribers).toBeUndefined();
    expect(asMember.json().data.pivot.status).toBe('validated');
    expect((await t.app.inject({ method: 'GET', url: '/api/meetings/2000000000' })).statusCode).toBe(404);
  });
});
