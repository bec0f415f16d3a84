/**
 * The audit of a session the staff add or change through the session form (ADR 063): a pro's
 * own sessions are their work, not the staff's, and are not logged. Called in the form's
 * transaction, so the line exists exactly when the change does.
 */
import { formatTimeRange, formatWeekdayDate } from '@plateforme/shared/format/dates';
import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { changedFields, recordAudit } from '../../platform/audit/audit.ts';
import type { MeetingValues } from '../meetings/meeting-values.ts';
import { findPeopleNames } from '../../accounts/people.service.ts';
import { findWorkshopName } from './admin-workshops.repository.ts';

export type MeetingSnapshot = MeetingValues & {
  /** User ids, validated places and waiting list. */
  subscribers: number[];
  queued: number[];
};

/** The session as the log keeps it: times as instants, the lists as names in their order. */
function logged(meeting: MeetingSnapshot, names: Map<number, string>) {
  const named = (ids: number[]) => ids.map((id) => names.get(id) ?? `n° ${id}`);
  return {
    start: meeting.start.toISOString(),
    end: meeting.end.toISOString(),
    type: meeting.type,
    address: meeting.address,
    link: meeting.link,
    sequence: meeting.sequence,
    places: meeting.places,
    subscribers: named(meeting.subscribers),
    queued: named(meeting.queued),
  };
}

/** A 'create' line (before null) or an 'update' line with the fields that changed; nothing for a pro, nor for an edit that changed nothing. */
export async function auditStaffMeeting(
  tx: Db,
  viewer: Pick<Viewer, 'id' | 'role'>,
  change: { meetingId: number; workshopId: number; before: MeetingSnapshot | null; after: MeetingSnapshot },
): Promise<void> {
  if (viewer.role !== 'admin') return;
  const { meetingId, workshopId, before, after } = change;
  const names = await findPeopleNames(tx, [
    ...new Set([...(before?.subscribers ?? []), ...(before?.queued ?? []), ...after.subscribers, ...after.queued]),
  ]);
  const now = logged(after, names);
  // A new session's line names what it has: no empty list, no address of a session in visio.
  const shown = before
    ? now
    : Object.fromEntries(
        Object.entries(now).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0)),
      );
  const changes = changedFields<Record<string, unknown>>(before ? logged(before, names) : {}, shown);
  if (Object.keys(changes).length === 0) return;
  const workshopName = (await findWorkshopName(tx, workshopId)) ?? '';
  const label = `${workshopName}, ${formatWeekdayDate(after.start)} ${formatTimeRange(after.start, after.end)}`;
  await recordAudit(tx, viewer, {
    action: before ? 'update' : 'create',
    entity: 'meeting',
    entityId: meetingId,
    label,
    changes,
  });
}

type PlaceStatus = 'validated' | 'waiting' | null;

/**
 * A line for a place the staff give, move or cancel for someone from the session's page
 * (subscribe, unsubscribe, take-place): the session and the person in the label, her place
 * before and after. Nothing for a pro or for the member herself.
 */
export async function auditStaffPlace(
  tx: Db,
  viewer: Pick<Viewer, 'id' | 'role'>,
  change: {
    meetingId: number;
    workshopId: number;
    start: Date;
    userId: number;
    before: PlaceStatus;
    after: PlaceStatus;
  },
): Promise<void> {
  if (viewer.role !== 'admin' || viewer.id === change.userId || change.before === change.after) return;
  await auditPersonInMeeting(tx, viewer, change, { status: { before: change.before, after: change.after } });
}

const attendanceWord = (value: 0 | 1 | null) => (value === null ? null : value === 1 ? 'present' : 'absent');

/** A line for attendance the staff take for someone; nothing for a pro or when it stays the same. */
export async function auditStaffAttendance(
  tx: Db,
  viewer: Pick<Viewer, 'id' | 'role'>,
  change: {
    meetingId: number;
    workshopId: number;
    start: Date;
    userId: number;
    before: 0 | 1 | null;
    after: 0 | 1 | null;
  },
): Promise<void> {
  if (viewer.role !== 'admin' || change.before === change.after) return;
  await auditPersonInMeeting(tx, viewer, change, {
    attendance: { before: attendanceWord(change.before), after: attendanceWord(change.after) },
  });
}

async function auditPersonInMeeting(
  tx: Db,
  viewer: Pick<Viewer, 'id'>,
  about: { meetingId: number; workshopId: number; start: Date; userId: number },
  changes: Record<string, { before: string | null; after: string | null }>,
): Promise<void> {
  const [names, workshopName] = await Promise.all([
    findPeopleNames(tx, [about.userId]),
    findWorkshopName(tx, about.workshopId),
  ]);
  const label = `${workshopName ?? ''}, ${formatWeekdayDate(about.start)} : ${names.get(about.userId) ?? `n° ${about.userId}`}`;
  await recordAudit(tx, viewer, { action: 'update', entity: 'meeting', entityId: about.meetingId, label, changes });
}
