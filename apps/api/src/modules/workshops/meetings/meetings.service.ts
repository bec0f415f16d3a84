import { isPremium, isProPremium } from '@plateforme/shared/accounts/access.rules';
import { AppError, forbidden } from '@plateforme/shared/errors/app-error';
import { addCalendarDays, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { commonMessages, sessionMessages } from '@plateforme/shared/messages/common';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import type {
  MeetingItem,
  MeetingRelation,
  MeetingSearch,
  MeetingSortColumn,
} from '@plateforme/shared/workshops/meetings.schemas';
import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { getMemberAccess } from '../../accounts/users.service.ts';
import { findWorkshopIdsRunBy, toListViewer } from '../workshops.service.ts';
import * as repository from './meetings.repository.ts';
import * as participants from './participants.repository.ts';
import { toMeetingItem } from './meetings.view.ts';

export type MeetingListQuery = {
  search: MeetingSearch;
  with: MeetingRelation[];
  sort: MeetingSortColumn;
  direction: 'asc' | 'desc';
  perPage: number;
  page: number;
};

/**
 * Whether the viewer may read this member's sessions: the member themselves with a running
 * membership, a premium pro running a workshop the member joined, or the staff.
 */
async function assertMayReadSessionsOf(db: Db, viewer: Viewer | null, userId: number, now: Date): Promise<void> {
  if (!viewer) throw new AppError('unauthenticated', sessionMessages.loggedOut);
  if (viewer.id === userId) {
    if (!isPremium(viewer.access)) throw forbidden(commonMessages.membersOnly);
    return;
  }
  // Throws 404 for an unknown member and 403 for anyone but the staff and the member's pros.
  await getMemberAccess(db, viewer, userId, now);
}

/** The workshops whose participants and links the viewer may read: all for the staff. */
async function workshopsRunBy(db: Db, viewer: Viewer | null, now: Date): Promise<number[] | 'all'> {
  if (viewer?.role === 'admin') return 'all';
  if (viewer?.role !== 'pro') return [];
  return findWorkshopIdsRunBy(db, viewer.id, now);
}

/** The caller's search, narrowed to the workshops they may see (the workshops list's rule, P2 §4). */
function toFilter(
  search: MeetingSearch,
  viewer: Viewer | null,
  runIds: number[] | 'all',
  now: Date,
): repository.MeetingFilter {
  const kind = toListViewer(viewer);
  const filter: repository.MeetingFilter = {
    workshopId: search.workshop_id,
    partnerId: search.partner_id,
    type: search.type,
    heldBy: search.user_id,
    upcoming: search.upcoming
      ? { until: kind.kind === 'pro' || kind.kind === 'staff' ? 'end' : 'start', now }
      : undefined,
    when: search.when ? { part: search.when, now } : undefined,
  };
  const [from, to] = search.dates ?? [];
  if (from) {
    filter.from = parisTimeToInstant(from);
    filter.to = parisTimeToInstant(addCalendarDays(to ?? from, 1));
  }
  // AJA sessions only for AJA profiles and the others only for the others; deactivated
  // workshops only for the staff and the pros who run them.
  if (kind.kind === 'member') filter.isAja = kind.isAja;
  if (runIds !== 'all') filter.activeOr = runIds;
  return filter;
}

/** The people whose own subscriptions a page of sessions brings: the pivot's and the viewer's. */
const personalIdsOf = (viewer: Viewer | null, pivotUserId: number | null): number[] => [
  ...new Set([pivotUserId, viewer?.id ?? null].filter((id): id is number => id !== null)),
];

/**
 * The wire items of these sessions as `viewer` may read them, in a few statements whatever
 * the page size. `pivotUserId` is whose subscription goes in `pivot`; the rows were read
 * with `personalIdsOf(viewer, pivotUserId)`.
 */
async function toItems(
  db: Db,
  viewer: Viewer | null,
  rows: repository.MeetingRow[],
  relations: Set<MeetingRelation>,
  pivotUserId: number | null,
  runIds: number[] | 'all',
): Promise<MeetingItem[]> {
  const runs = (row: repository.MeetingRow) =>
    runIds === 'all' || (viewer !== null && isProPremium(viewer.access) && runIds.includes(row.workshopId));
  const wantsPeople = relations.has('subscribers') || relations.has('queued') || relations.has('meeting_users');
  const everyoneOf = rows.filter((row) => wantsPeople && runs(row)).map((row) => row.id);
  // Elsewhere, the pivot's and the viewer's own subscriptions, which came with the page.
  const personal = rows.filter((row) => !everyoneOf.includes(row.id)).flatMap((row) => row.personal ?? []);
  const partnerIds = relations.has('workshop.partner')
    ? [...new Set(rows.flatMap((row) => (row.workshop.partnerId === null ? [] : [row.workshop.partnerId])))]
    : [];
  const [everyone, partners] = await Promise.all([
    repository.findSubscriptions(db, everyoneOf),
    repository.findPartners(db, partnerIds),
  ]);
  const subscriptions = [...everyone, ...personal];
  return rows.map((row) => {
    const own = subscriptions.filter((subscription) => subscription.meetingId === row.id);
    const partner = partners.find((candidate) => candidate.id === row.workshop.partnerId);
    return toMeetingItem(row, {
      relations,
      runs: runs(row),
      participates: own.some(
        (subscription) => subscription.userId === viewer?.id && subscription.status === 'validated',
      ),
      subscriptions: own,
      pivotUserId,
      waiting: row.waiting,
      held: row.held,
      partner: partner ? { id: partner.id, name: partner.name, logo_id: partner.logoId } : null,
    });
  });
}

/** GET /api/meetings and GET /api/users/{id}/subscribitions (P2 §7): a page of sessions. */
export async function listMeetings(db: Db, viewer: Viewer | null, query: MeetingListQuery, now = new Date()) {
  const { search } = query;
  if (search.user_id !== undefined) await assertMayReadSessionsOf(db, viewer, search.user_id, now);
  const runIds = await workshopsRunBy(db, viewer, now);
  const filter = toFilter(search, viewer, runIds, now);
  const offset = (query.page - 1) * query.perPage;
  const pivotUserId = search.user_id ?? viewer?.id ?? null;
  const order = { column: query.sort, direction: query.direction };
  const rows = await repository.findMeetingPage(
    db,
    filter,
    order,
    query.perPage,
    offset,
    personalIdsOf(viewer, pivotUserId),
  );
  // A person's own page tells the total itself, and so does a last page neither full nor
  // empty; otherwise the count runs beside the page's details.
  const last = rows.length > 0 && rows.length < query.perPage;
  const [total, data] = await Promise.all([
    rows[0]?.total ?? (last ? offset + rows.length : repository.countMeetings(db, filter)),
    toItems(db, viewer, rows, new Set(query.with), pivotUserId, runIds),
  ]);
  return {
    data,
    meta: {
      total,
      page: query.page,
      per_page: query.perPage,
      last_page: Math.max(1, Math.ceil(total / query.perPage)),
    },
  };
}

/** One session with its workshop, as the subscription answers give it back; `pivotUserId`'s pivot. */
export async function getMeetingItem(
  db: Db,
  viewer: Viewer,
  meetingId: number,
  pivotUserId: number,
  now = new Date(),
): Promise<MeetingItem> {
  const runIds = await workshopsRunBy(db, viewer, now);
  const rows = await repository.findMeetingPage(
    db,
    { ids: [meetingId] },
    { column: 'id', direction: 'asc' },
    1,
    0,
    personalIdsOf(viewer, pivotUserId),
  );
  const [item] = await toItems(db, viewer, rows, new Set(['workshop']), pivotUserId, runIds);
  if (!item) throw new AppError('not_found', meetingsMessages.notFound);
  return item;
}

/**
 * GET /api/meetings/{id} and the meeting form's answers: one session as GET /api/meetings
 * gives it to `viewer` (same visibility; participants only for its pros and the staff).
 */
export async function findMeetingItem(
  db: Db,
  viewer: Viewer | null,
  meetingId: number,
  relations: MeetingRelation[],
  now = new Date(),
): Promise<MeetingItem> {
  const runIds = await workshopsRunBy(db, viewer, now);
  const filter = { ...toFilter({}, viewer, runIds, now), ids: [meetingId] };
  const pivotUserId = viewer?.id ?? null;
  const rows = await repository.findMeetingPage(
    db,
    filter,
    { column: 'id', direction: 'asc' },
    1,
    0,
    personalIdsOf(viewer, pivotUserId),
  );
  const [item] = await toItems(db, viewer, rows, new Set(relations), pivotUserId, runIds);
  if (!item) throw new AppError('not_found', meetingsMessages.notFound);
  return item;
}

/** A session with its workshop, for the other modules (the supports' windows); undefined when there is none. */
export function findSessionWithWorkshop(db: Db, meetingId: number) {
  return participants.findSessionWithWorkshop(db, meetingId);
}

/** Whether the person holds a place (not a waiting entry) in the session, not given up. */
export function hasValidatedPlace(db: Db, meetingId: number, userId: number): Promise<boolean> {
  return participants.hasValidatedPlace(db, meetingId, userId);
}

/** Starts of the sessions a person attended, oldest first (the profile's alerts). */
export function listAttendedMeetingStarts(db: Db, userId: number) {
  return repository.findAttendedMeetingStarts(db, userId);
}
