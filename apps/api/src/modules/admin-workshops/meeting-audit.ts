/**
 * The audit of a session the staff add or change through the session form (ADR 063): a pro's
 * own sessions are their work, not the staff's, and are not logged. Called in the form's
 * transaction, so the line exists exactly when the change does.
 */
import { formatTimeRange, formatWeekdayDate } from '@plateforme/shared/format/dates';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { changedFields, recordAudit } from '../audit/audit.ts';
import { findPeopleNames, findWorkshopName } from './admin-workshops.repository.ts';

export type MeetingSnapshot = {
  start: Date;
  end: Date;
  type: 'onsite' | 'remote';
  address: string | null;
  link: string | null;
  sequence: number;
  places: number;
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
  const names = await findPeopleNames(tx, [...new Set([...(before?.subscribers ?? []), ...(before?.queued ?? []), ...after.subscribers, ...after.queued])]);
  const now = logged(after, names);
  // A new session's line names what it has: no empty list, no address of a session in visio.
  const shown = before ? now : Object.fromEntries(Object.entries(now).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0)));
  const changes = changedFields<Record<string, unknown>>(before ? logged(before, names) : {}, shown);
  if (Object.keys(changes).length === 0) return;
  const workshopName = (await findWorkshopName(tx, workshopId)) ?? '';
  const label = `${workshopName}, ${formatWeekdayDate(after.start)} ${formatTimeRange(after.start, after.end)}`;
  await recordAudit(tx, viewer, { action: before ? 'update' : 'create', entity: 'meeting', entityId: meetingId, label, changes });
}
