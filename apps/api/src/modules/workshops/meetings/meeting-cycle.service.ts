/**
 * A cycle of sessions at once (issue #37): one a week on a weekday, at the same Paris
 * wall-clock times whatever the daylight-saving change, each one checked and written as a
 * single creation is (meeting-form.service.ts), all in one transaction: one date refused
 * refuses the cycle (ADR 064: a workshop's sessions never overlap).
 */
import { AppError, conflict, invalid } from '@plateforme/shared/errors/app-error';
import { formatTimeRange, formatWeekdayDate } from '@plateforme/shared/format/dates';
import { parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { errorMessages } from '@plateforme/shared/messages/common';
import { meetingFormMessages } from '@plateforme/shared/messages/workshops';
import { meetingCycleMessages as texts } from '@plateforme/shared/messages/workshops-cycle';
import type {
  CycleMeeting,
  MeetingCycleAnswer,
  MeetingCycleValues,
} from '@plateforme/shared/workshops/meeting-cycle.schemas';
import { findCycleDays } from '@plateforme/shared/workshops/meeting-cycle.rules';
import { isoWeekOf } from '@plateforme/shared/workshops/meeting-form.schemas';
import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import * as cycleRepository from './meeting-cycle.repository.ts';
import * as repository from './meeting-form.repository.ts';
import { assertRunsWorkshop, findNewMeetingErrors, type Draft, type FieldErrors } from './meeting-checks.ts';
import { insertNewMeeting } from './meeting-saved.ts';

/** A single session's fields, as the cycle's body names them. */
const cycleFields: Record<string, string> = { start: 'first_day', end: 'end_time', subscribers: 'places' };

type Planned = {
  day: string;
  draft: Draft;
  planned: boolean;
  issue: string | null;
  errors: FieldErrors;
  taken: boolean;
};

const timeOf = (time: string) => time.split(':').map(Number) as [number, number];

/** The cycle's sessions as drafts, each with what would refuse it, read in `tx`. */
async function planCycle(
  tx: Db,
  viewer: Viewer,
  workshop: repository.WorkshopFacts,
  input: MeetingCycleValues,
  now: Date,
): Promise<{ planned: Planned[]; skipped: { day: string; holiday: string }[] }> {
  const address =
    input.type === 'onsite'
      ? input.address?.trim() || (await cycleRepository.findWorkshopAddress(tx, workshop.id))
      : null;
  if (input.type === 'onsite' && !address) throw invalid('address', meetingFormMessages.addressRequired);
  const { days, skipped } = findCycleDays({
    weekday: input.weekday,
    firstDay: input.first_day,
    count: input.count,
    until: input.until,
    skipHolidays: input.skip_holidays,
  });
  if (days.length === 0) throw invalid(input.count ? 'count' : 'until', texts.noDays);
  const sequences = await cycleRepository.findPlannedSequences(tx, workshop.isAja, days.map(isoWeekOf));
  const [startHour, startMinute] = timeOf(input.start_time);
  const [endHour, endMinute] = timeOf(input.end_time);
  const planned: Planned[] = [];
  for (const day of days) {
    const week = isoWeekOf(day);
    const plannedSequence = sequences.get(`${week.year}-${week.week}`);
    const draft: Draft = {
      // Each day's own offset: 14:00 stays 14:00 in Paris on both sides of a clock change.
      start: parisTimeToInstant(day, startHour, startMinute),
      end: parisTimeToInstant(day, endHour, endMinute),
      type: input.type,
      address,
      link: input.type === 'remote' ? (input.link ?? null) : null,
      sequence: plannedSequence ?? input.sequence ?? 0,
      places: input.places,
      subscribers: [],
      queued: [],
    };
    const label = formatWeekdayDate(draft.start);
    const other = await repository.findOverlappingMeeting(tx, workshop.id, draft.start, draft.end);
    const errors = other ? {} : await findNewMeetingErrors(tx, viewer, workshop, draft, now);
    if (!draft.sequence) errors.sequence = [texts.sequenceMissing(label)];
    const first = Object.values(errors)[0]?.[0];
    const issue = other
      ? texts.slotTaken(label, formatTimeRange(other.start, other.end))
      : first
        ? texts.dateIssue(label, first)
        : null;
    planned.push({ day, draft, planned: plannedSequence !== undefined, issue, errors, taken: Boolean(other) });
  }
  return { planned, skipped };
}

const rowOf = (item: Planned, id: number | null): CycleMeeting => ({
  id,
  day: item.day,
  start: item.draft.start.toISOString(),
  end: item.draft.end.toISOString(),
  sequence: item.draft.sequence || null,
  planned: item.planned,
  issue: item.issue,
});

/** The first refused date refuses the cycle: 409 for a slot taken, 422 under the field otherwise. */
function refuse(item: Planned): never {
  if (item.taken) throw conflict(item.issue!);
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(item.errors))
    (errors[cycleFields[field] ?? field] ??= []).push(...messages.map((message) => texts.dateIssue(item.day, message)));
  throw new AppError('validation_failed', item.issue!, errors);
}

/**
 * POST /api/workshops/{id}/meetings/cycle: with `preview`, the dates and what is wrong with any;
 * without, every session saved in one transaction under the workshop's lock, or none.
 */
export async function saveMeetingCycle(
  db: Db,
  viewer: Viewer,
  workshopId: number,
  input: MeetingCycleValues,
  now = new Date(),
): Promise<MeetingCycleAnswer> {
  await assertRunsWorkshop(db, viewer, workshopId, now);
  const workshop = await repository.findWorkshopFacts(db, workshopId);
  if (!workshop) throw new AppError('not_found', errorMessages.notFound);
  if (input.preview) {
    const { planned, skipped } = await planCycle(db, viewer, workshop, input, now);
    return { data: { meetings: planned.map((item) => rowOf(item, null)), skipped, saved: false } };
  }
  return db.transaction(async (tx) => {
    await repository.lockWorkshopFacts(tx, workshop.id);
    const { planned, skipped } = await planCycle(tx, viewer, workshop, input, now);
    const refused = planned.find((item) => item.issue);
    if (refused) refuse(refused);
    const meetings: CycleMeeting[] = [];
    for (const item of planned)
      meetings.push(rowOf(item, await insertNewMeeting(tx, viewer, workshop, item.draft, now)));
    return { data: { meetings, skipped, saved: true }, message: texts.saved(meetings.length) };
  });
}
