import type { Db } from '../db/client.ts';
import { planningWeeks, substitutions, workshops } from '../db/schema/index.ts';
import type { SeededUser } from './accounts.ts';
import { addCalendarDays, getParisDay, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { addMinutes, isoWeek, mondayOf } from './dates.ts';
import type { SeededPartner } from './partners.ts';
import { workshopDrafts, type WorkshopDraft } from './workshop-drafts.ts';

export type SeededWorkshop = WorkshopDraft & { id: number };

/** Both programmes run 15 sequences, one per week, in a loop. */
const SEQUENCES = 15;

/** Sequence taught in the week `weekIndex` weeks after the current one. */
export function sequenceOfWeek(weekIndex: number, isAja: boolean): number {
  const shift = isAja ? 2 : 5;
  return ((((weekIndex + shift) % SEQUENCES) + SEQUENCES) % SEQUENCES) + 1;
}

/** Planning from two months back to a year ahead, for the meeting form's sequence lookup. */
async function seedPlanning(db: Db, now: Date): Promise<void> {
  const thisMonday = mondayOf(getParisDay(now));
  const rows = [];
  for (let weekIndex = -8; weekIndex <= 52; weekIndex++) {
    const { year, week } = isoWeek(addCalendarDays(thisMonday, weekIndex * 7));
    for (const isAja of [false, true]) {
      rows.push({ year, weekNumber: week, sequence: sequenceOfWeek(weekIndex, isAja), isAja });
    }
  }
  await db.insert(planningWeeks).values(rows);
}

export async function seedWorkshops(
  db: Db,
  context: { people: SeededUser[]; partners: Map<string, SeededPartner>; now: Date },
): Promise<SeededWorkshop[]> {
  const { now } = context;
  const userId = (email: string) => {
    const user = context.people.find((person) => person.email === email);
    if (!user) throw new Error(`unknown pro ${email}`);
    return user.id;
  };
  const cycleStart = parisTimeToInstant(addCalendarDays(mondayOf(getParisDay(now)), -5 * 7), 0);

  const rows = await db
    .insert(workshops)
    .values(
      workshopDrafts.map((draft) => ({
        name: draft.name,
        description: draft.description,
        type: draft.type,
        active: draft.active ?? true,
        userId: userId(draft.owner),
        secondaryProId: draft.secondary ? userId(draft.secondary) : null,
        partnerId: draft.partner ? (context.partners.get(draft.partner)?.id ?? null) : null,
        infoAddress: draft.infoAddress ?? null,
        street: draft.street ?? null,
        zip: draft.zip,
        city: draft.city,
        department: draft.department,
        lat: draft.lat,
        lng: draft.lng,
        isAja: draft.isAja ?? false,
        workshopType: draft.workshopType ?? 'cognitive',
        ajaRef: draft.ajaRef ?? null,
        // The inactive workshop's cycle ended last week.
        start: draft.active === false ? addMinutes(cycleStart, -8 * 7 * 24 * 60) : cycleStart,
        end: draft.active === false ? addMinutes(now, -7 * 24 * 60) : addMinutes(cycleStart, 20 * 7 * 24 * 60),
        createdAt: addMinutes(cycleStart, -30 * 24 * 60),
      })),
    )
    .returning({ id: workshops.id });

  const seeded = workshopDrafts.map((draft, index) => {
    const row = rows[index];
    if (!row) throw new Error('workshop not created');
    return { ...draft, id: row.id };
  });
  const byKey = (key: string) => {
    const workshop = seeded.find((item) => item.key === key);
    if (!workshop) throw new Error(`unknown workshop ${key}`);
    return workshop.id;
  };

  const day = 24 * 60;
  await db.insert(substitutions).values([
    // Claire Moreau (pro@demo.fr) is on leave: Sophie Garnier runs the Nantes group meanwhile.
    {
      workshopId: byKey('nantes'),
      userId: userId('sophie.garnier@exemple.fr'),
      start: addMinutes(now, -7 * day),
      end: addMinutes(now, 21 * day),
    },
    // Claire Moreau (pro@demo.fr) stands in for Julien Lefèvre in Marseille this week: a
    // workshop she runs only during the substitution (attendance, export, participants).
    {
      workshopId: byKey('marseille'),
      userId: userId('pro@demo.fr'),
      start: addMinutes(now, -2 * day),
      end: addMinutes(now, 5 * day),
    },
    // An upcoming one, for next_substitutions.
    {
      workshopId: byKey('lyon'),
      userId: userId('julien.lefevre@exemple.fr'),
      start: addMinutes(now, 30 * day),
      end: addMinutes(now, 37 * day),
    },
  ]);

  await seedPlanning(db, now);
  return seeded;
}
