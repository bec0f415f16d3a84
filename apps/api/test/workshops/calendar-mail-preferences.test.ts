import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionMailPreferences, settings } from '../../src/db/schema/index.ts';
import { findSessionMailPreferences } from '../../src/modules/workshops/calendar/session-mail-preferences.service.ts';
import { createMember, createPro, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** What a member receives about her sessions (ADR 072): the profile's choices and the jobs' reading of them. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Session = { authorization: string };
const read = (as: Session | undefined) =>
  t.app.inject({ method: 'GET', url: '/api/user/session-mail-preferences', headers: as ?? {} });
const write = (as: Session | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/session-mail-preferences',
    headers: as ?? {},
    payload: payload as object,
  });

const everythingOff = { reminders: false, skipped_reminder_hours: [2], offers: false, participant_lists: false };

describe('GET and PUT /api/user/session-mail-preferences', () => {
  it('starts with everything on and the default delays, then keeps what she chose', async () => {
    const member = await createMember(t.database.db, { premium: true });
    const session = await signIn(t.database.db, member);
    const first = await read(session);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      data: {
        reminders: true,
        skipped_reminder_hours: [],
        offers: true,
        participant_lists: true,
        reminder_hours: [48, 2],
      },
    });

    const saved = await write(session, { ...everythingOff, reminders: true, skipped_reminder_hours: [2, 48, 2] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      reminders: true,
      skipped_reminder_hours: [48, 2],
      offers: false,
      participant_lists: false,
      reminder_hours: [48, 2],
    });
    expect((await read(session)).json().data.skipped_reminder_hours).toEqual([48, 2]);
    // Writing again replaces the row.
    expect((await write(session, everythingOff)).json().data).toMatchObject(everythingOff);
    const rows = await t.database.db
      .select()
      .from(sessionMailPreferences)
      .where(eq(sessionMailPreferences.userId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('offers one checkbox per delay the staff set', async () => {
    await t.database.db.insert(settings).values({ key: 'reminder_hours', value: '24, 72,3', isPublic: false });
    try {
      const session = await signIn(t.database.db, await createPro(t.database.db, { status: 'basic', premium: true }));
      expect((await read(session)).json().data.reminder_hours).toEqual([72, 24, 3]);
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'reminder_hours'));
    }
  });

  it('refuses bad input with a French message tied to the field, and a visitor', async () => {
    const session = await signIn(t.database.db, await createMember(t.database.db));
    const unknownField = await write(session, { ...everythingOff, newsletter: true });
    expect(unknownField.statusCode).toBe(422);
    const badHours = await write(session, { ...everythingOff, skipped_reminder_hours: [1.5] });
    expect(badHours.statusCode).toBe(422);
    expect(badHours.json().errors['skipped_reminder_hours.0']).toEqual([
      'Les délais de rappel doivent être des nombres entiers d’heures.',
    ]);
    const missing = await write(session, { reminders: true });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['skipped_reminder_hours', 'offers', 'participant_lists']),
    );
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await write(undefined, everythingOff)).statusCode).toBe(401);
  });
});

describe('findSessionMailPreferences', () => {
  it('answers every id asked, with everything on for those who never chose', async () => {
    const chose = await createMember(t.database.db);
    const never = await createMember(t.database.db);
    await write(await signIn(t.database.db, chose), {
      ...everythingOff,
      reminders: true,
      skipped_reminder_hours: [48],
    });
    const found = await findSessionMailPreferences(t.database.db, [chose.id, never.id, chose.id]);
    expect(found.size).toBe(2);
    expect(found.get(chose.id)).toEqual({
      reminders: true,
      skippedReminderHours: [48],
      offers: false,
      participantLists: false,
    });
    expect(found.get(never.id)).toEqual({
      reminders: true,
      skippedReminderHours: [],
      offers: true,
      participantLists: true,
    });
    expect((await findSessionMailPreferences(t.database.db, [])).size).toBe(0);
  });
});
