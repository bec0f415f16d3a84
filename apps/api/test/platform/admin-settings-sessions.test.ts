import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, settings } from '../../src/db/schema/index.ts';
import { findReminderHours } from '../../src/modules/workshops/calendar/session-mail-preferences.service.ts';
import { findOfferDelays } from '../../src/modules/workshops/meetings/offers.service.ts';
import { createAdmin, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const sessionKeys = ['reminder_hours', 'offer_hold_hours', 'offer_stop_hours'];

describe('/api/admin/settings: the sessions’ reminders and waiting list', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.database.db, await createAdmin(t.database.db));
  });
  afterAll(() => t?.close());

  const read = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json().data;
  const save = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload });
  const storedRows = () => t.database.db.select().from(settings).where(inArray(settings.key, sessionKeys));
  const auditLines = () => t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'));

  it('reads the defaults while unset, saves the delays as their readers read them, and audits them', async () => {
    expect(await storedRows()).toEqual([]);
    const before = await read();
    expect(before).toMatchObject({ reminder_hours: '48,2', offer_hold_hours: '12', offer_stop_hours: '2' });

    // The defaults sent back as they are: nothing to write.
    expect((await save(before)).statusCode).toBe(200);
    expect(await storedRows()).toEqual([]);
    expect(await auditLines()).toEqual([]);

    const response = await save({
      ...before,
      reminder_hours: ' 2, 72 ,24 ',
      offer_hold_hours: '24',
      offer_stop_hours: '06',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      reminder_hours: '72,24,2',
      offer_hold_hours: '24',
      offer_stop_hours: '6',
    });
    expect(await read()).toEqual(response.json().data);

    const rows = await storedRows();
    expect(Object.fromEntries(rows.map((row) => [row.key, [row.value, row.isPublic]]))).toEqual({
      reminder_hours: ['72,24,2', false],
      offer_hold_hours: ['24', false],
      offer_stop_hours: ['6', false],
    });
    // The reminders and the waiting list use them at once.
    expect(await findReminderHours(t.database.db)).toEqual([72, 24, 2]);
    expect(await findOfferDelays(t.database.db)).toEqual({ holdHours: 24, stopHours: 6 });
    // Private: never served to the public.
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/reminder_hours' })).statusCode).not.toBe(200);

    const lines = await auditLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: 'update', label: 'Paramètres' });
    expect(lines[0]!.changes).toEqual({
      reminder_hours: { before: '48,2', after: '72,24,2' },
      offer_hold_hours: { before: '12', after: '24' },
      offer_stop_hours: { before: '2', after: '6' },
    });

    // The same delays written differently: no change, no line.
    expect((await save({ ...(await read()), reminder_hours: '2;24 72' })).statusCode).toBe(200);
    expect(await auditLines()).toHaveLength(1);
  });

  it('refuses bad delays with the French message under each field, writing nothing at all', async () => {
    const before = await read();
    const rowsBefore = await storedRows();
    const linesBefore = (await auditLines()).length;
    const refused = async (fields: Record<string, unknown>) => {
      // A valid change beside the bad one must not be written either.
      const response = await save({ ...before, subscription_amount: '99.00', ...fields });
      expect(response.statusCode).toBe(422);
      return response.json().errors as Record<string, string[]>;
    };

    expect(await refused({ reminder_hours: '48h, 2', offer_hold_hours: '0', offer_stop_hours: '1,5' })).toEqual({
      reminder_hours: ['Indiquez des heures entières séparées par des virgules, par exemple 48, 2'],
      offer_hold_hours: ['Indiquez un nombre entier d’heures entre 1 et 72'],
      offer_stop_hours: ['Indiquez un nombre entier d’heures entre 1 et 48'],
    });
    expect(await refused({ reminder_hours: '48, 2, 48' })).toEqual({
      reminder_hours: ['Chaque délai ne peut figurer qu’une fois'],
    });
    expect(await refused({ reminder_hours: '96, 48, 24, 6, 2' })).toEqual({
      reminder_hours: ['4 délais au maximum'],
    });
    expect(await refused({ reminder_hours: '48, 0' })).toEqual({
      reminder_hours: ['Chaque délai doit être compris entre 1 et 8760 heures'],
    });
    expect(await refused({ reminder_hours: '8761' })).toEqual({
      reminder_hours: ['Chaque délai doit être compris entre 1 et 8760 heures'],
    });
    expect(await refused({ reminder_hours: '  ', offer_hold_hours: '73', offer_stop_hours: '0' })).toEqual({
      reminder_hours: ['Indiquez des heures entières séparées par des virgules, par exemple 48, 2'],
      offer_hold_hours: ['Indiquez un nombre entier d’heures entre 1 et 72'],
      offer_stop_hours: ['Indiquez un nombre entier d’heures entre 1 et 48'],
    });
    expect(await refused({ offer_hold_hours: '-3', offer_stop_hours: '49' })).toEqual({
      offer_hold_hours: ['Indiquez un nombre entier d’heures entre 1 et 72'],
      offer_stop_hours: ['Indiquez un nombre entier d’heures entre 1 et 48'],
    });
    expect(await refused({ reminder_hours: 48, offer_hold_hours: null, offer_stop_hours: undefined })).toEqual({
      reminder_hours: ['Indiquez des heures entières séparées par des virgules, par exemple 48, 2'],
      offer_hold_hours: ['Indiquez un nombre entier d’heures entre 1 et 72'],
      offer_stop_hours: ['Indiquez un nombre entier d’heures entre 1 et 48'],
    });

    expect(await read()).toEqual(before);
    expect(await storedRows()).toEqual(rowsBefore);
    expect(await auditLines()).toHaveLength(linesBefore);
  });

  it('shows what the readers use when a stored delay cannot be read', async () => {
    await t.database.db
      .update(settings)
      .set({ value: 'jamais' })
      .where(inArray(settings.key, ['reminder_hours', 'offer_hold_hours']));
    expect(await read()).toMatchObject({ reminder_hours: '48,2', offer_hold_hours: '12' });
    expect(await findReminderHours(t.database.db)).toEqual([48, 2]);
    expect((await findOfferDelays(t.database.db)).holdHours).toBe(12);
  });
});
