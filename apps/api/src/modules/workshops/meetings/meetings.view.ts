import type { MeetingItem, MeetingRelation, SubscriptionPivot } from '@plateforme/shared/workshops/meetings.schemas';
import type { MeetingRow, SubscriptionRow } from './meetings.repository.ts';

/** What the caller may read of one session, decided by the service. */
export type MeetingViewContext = {
  relations: Set<MeetingRelation>;
  /** The caller runs the workshop (or is staff): participants and link. */
  runs: boolean;
  /** The caller holds a validated place: link. */
  participates: boolean;
  /** Active subscriptions of the session, by arrival (only the pivot's when the caller does not run it). */
  subscriptions: SubscriptionRow[];
  pivotUserId: number | null;
  waiting: number;
  /** Free places held for a waiting member, holds running. */
  held: number;
  partner: { id: number; name: string; logo_id: number | null } | null;
};

type PivotRow = Pick<SubscriptionRow, 'id' | 'meetingId' | 'userId' | 'status' | 'attendance' | 'createdAt'> &
  Partial<Pick<SubscriptionRow, 'position' | 'offeredUntil'>>;

/**
 * A subscription row as the spec's pivot; only the subscription's own columns are read. A row
 * read without its rank or hold (a place, as the attendance answer gives it) has neither.
 */
export function toPivot(row: PivotRow): SubscriptionPivot {
  return {
    id: row.id,
    meeting_id: row.meetingId,
    user_id: row.userId,
    status: row.status,
    attendance: row.attendance === 0 || row.attendance === 1 ? row.attendance : null,
    created_at: row.createdAt.toISOString(),
    position: row.status === 'waiting' ? (row.position ?? null) : null,
    offered_until: row.status === 'waiting' && row.offeredUntil ? row.offeredUntil.toISOString() : null,
  };
}

const toSubscriber = (row: SubscriptionRow) => ({
  id: row.userId,
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  pivot: toPivot(row),
});

export function toMeetingItem(meeting: MeetingRow, context: MeetingViewContext): MeetingItem {
  const { relations, runs } = context;
  const pivot = context.subscriptions.find((row) => row.userId === context.pivotUserId);
  const item: MeetingItem = {
    id: meeting.id,
    workshop_id: meeting.workshopId,
    start: meeting.start.toISOString(),
    end: meeting.end.toISOString(),
    type: meeting.type,
    address: meeting.address,
    link: runs || context.participates ? meeting.link : null,
    sequence: meeting.sequence,
    places: meeting.places,
    validated_subscribers_count: meeting.takenPlaces,
    waiting_subscribers_count: context.waiting,
    held_places_count: context.held,
    pivot: pivot ? toPivot(pivot) : null,
  };
  if (relations.has('workshop') || relations.has('workshop.partner')) {
    const { workshop } = meeting;
    item.workshop = {
      id: workshop.id,
      name: workshop.name,
      type: workshop.type,
      workshop_type: workshop.workshopType,
      is_aja: workshop.isAja,
      active: workshop.active,
      ...(relations.has('workshop.partner') ? { partner: context.partner } : {}),
    };
  }
  // Other people's names are for the workshop's pros and the staff only (P2 §6): omitted otherwise.
  const everyone = relations.has('meeting_users');
  if (runs && (everyone || relations.has('subscribers'))) {
    item.subscribers = context.subscriptions.filter((row) => row.status === 'validated').map(toSubscriber);
  }
  if (runs && (everyone || relations.has('queued'))) {
    item.queued = context.subscriptions.filter((row) => row.status === 'waiting').map(toSubscriber);
  }
  return item;
}
