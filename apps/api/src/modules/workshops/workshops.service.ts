import { AppError } from '@plateforme/shared/errors/app-error';
import { addCalendarDays, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { STATUS_MEETINGS } from '@plateforme/shared/workshops/workshop-status.rules';
import {
  workshopComputedFields,
  type WorkshopComputedField,
  type WorkshopField,
  type WorkshopRelation,
  type WorkshopSearch,
  type WorkshopSortColumn,
} from '@plateforme/shared/workshops/workshops.schemas';
import type { Db } from '../../db/client.ts';
import type { ListCache } from './list-cache.ts';
import { readListVersion } from './list-version.ts';
import * as workshopPros from './workshop-pros.repository.ts';
import * as repository from './workshops.repository.ts';
import { toWorkshopView, type ViewerKind } from './workshops.view.ts';
import type { Viewer } from '../accounts/viewer.ts';

/**
 * Who is looking, as far as the workshops list cares (P1 §6, P2 §4, ADR 013): a member sees
 * only the programme of their profile (AJA or not), a visitor both catalogues, a pro every
 * active workshop and the inactive ones they run, the staff everything.
 */
export type ListViewer = { kind: 'visitor' } | { kind: 'member'; isAja: boolean } | { kind: 'pro'; id: number } | { kind: 'staff' };

export function toListViewer(viewer: Viewer | null): ListViewer {
  if (!viewer) return { kind: 'visitor' };
  if (viewer.role === 'admin') return { kind: 'staff' };
  if (viewer.role === 'pro') return { kind: 'pro', id: viewer.id };
  return { kind: 'member', isAja: viewer.isAja };
}

/**
 * Whether the viewer runs the workshop at `at` (P2 §6): its owner, its secondary pro, or its
 * substitute between the substitution's dates. The staff run every workshop.
 */
export async function runsWorkshop(db: Db, viewer: Viewer, workshopId: number, at: Date): Promise<boolean> {
  if (viewer.role === 'admin') return true;
  if (viewer.role !== 'pro') return false;
  return workshopPros.isRunBy(db, workshopId, viewer.id, at);
}

/** The workshops a pro runs at `at`, by the same rule. */
export function findWorkshopIdsRunBy(db: Db, proId: number, at: Date): Promise<number[]> {
  return workshopPros.findWorkshopIdsRunBy(db, proId, at);
}

export type WorkshopListQuery = {
  search: WorkshopSearch;
  with: WorkshopRelation[];
  select?: WorkshopField[];
  without: WorkshopComputedField[];
  sort: WorkshopSortColumn;
  direction: 'asc' | 'desc';
  perPage: number;
  page: number;
};

/** The caller's search, narrowed to what they may see; null when they may see none of it. */
function toFilter(search: WorkshopSearch, viewer: ListViewer, now: Date): repository.WorkshopFilter | null {
  const seesEveryState = viewer.kind === 'staff' || viewer.kind === 'pro';
  const filter: repository.WorkshopFilter = {
    upcoming: { until: seesEveryState ? 'end' : 'start', now },
    isAja: search.is_aja,
    active: search.active,
    runBy: search.user_id,
    zipPrefix: search.zip,
    city: search.city,
    department: search.department,
    partnerIds: search.partner_id === undefined ? undefined : [search.partner_id].flat(),
    workshopType: search.workshop_type,
    type: search.type,
    nameContains: search.name,
    sequence: search.sequence,
    availablePlaces: search.available_places,
  };
  const [from, to] = search.dates ?? [];
  if (from) {
    filter.meetingsFrom = parisTimeToInstant(from);
    filter.meetingsTo = parisTimeToInstant(addCalendarDays(to ?? from, 1));
  }

  if (viewer.kind === 'member') {
    // AJA workshops only for AJA profiles, and the others only for the others (P1 §6, P2 §4).
    if (search.is_aja !== undefined && search.is_aja !== viewer.isAja) throw new AppError('forbidden', workshopsMessages.forbidden);
    filter.isAja = viewer.isAja;
  }
  if (viewer.kind === 'member' || viewer.kind === 'visitor') {
    // A deactivated workshop is hidden from members (P2 §4: visible or désactivé).
    if (search.active === false) return null;
    filter.active = true;
  }
  if (viewer.kind === 'pro' && search.active !== true) filter.activeOrRunBy = viewer.id;
  return filter;
}

const kindOf = (viewer: ListViewer): ViewerKind => (viewer.kind === 'staff' || viewer.kind === 'pro' ? 'pro' : 'member');

/** What the list depends on besides the query: who is looking, as far as the list cares. */
function viewerKey(viewer: ListViewer): string {
  if (viewer.kind === 'member') return viewer.isAja ? 'member-aja' : 'member';
  return viewer.kind === 'pro' ? `pro-${viewer.id}` : viewer.kind;
}

/**
 * GET /api/workshops as JSON text, served from `cache` while the data it was computed from
 * has not changed (ADR 017). `toJson` is the route's response schema at work. An answer is
 * kept only if no change landed while it was computed.
 */
export async function listWorkshopsAsJson(
  db: Db,
  cache: ListCache,
  viewer: ListViewer,
  query: WorkshopListQuery,
  toJson: (list: Awaited<ReturnType<typeof listWorkshops>>) => string,
  now = new Date(),
): Promise<string> {
  const key = `${viewerKey(viewer)}|${JSON.stringify(query)}`;
  const version = await readListVersion(db);
  const kept = cache.get(key, version, now.getTime());
  if (kept !== undefined) return kept;
  const json = toJson(await listWorkshops(db, viewer, query, now));
  if ((await readListVersion(db)) === version) cache.set(key, version, json, now.getTime());
  return json;
}

/** GET /api/workshops (P2 §7): a page of workshops and the relations asked for, in a few statements. */
export async function listWorkshops(db: Db, viewer: ListViewer, query: WorkshopListQuery, now = new Date()) {
  const filter = toFilter(query.search, viewer, now);
  const meta = (total: number) => ({
    total,
    page: query.page,
    per_page: query.perPage,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
  });
  if (!filter) return { data: [], meta: meta(0) };
  const relations = new Set(query.with);
  const [total, rows] = await Promise.all([
    repository.countWorkshops(db, filter),
    repository.findWorkshopPage(db, filter, { column: query.sort, direction: query.direction }, query.perPage, (query.page - 1) * query.perPage),
  ]);
  const ids = rows.map((workshop) => workshop.id);

  const wantsMeetings = relations.has('meetings');
  const wantsNext = relations.has('next_meeting') || relations.has('three_next_meetings');
  const peopleIds = [
    ...new Set(
      rows.flatMap((workshop) => [
        ...(relations.has('user') ? [workshop.userId] : []),
        ...(relations.has('secondary_pro') && workshop.secondaryProId !== null ? [workshop.secondaryProId] : []),
      ]),
    ),
  ];
  const partnerIds = relations.has('partner') || relations.has('partner.logo')
    ? [...new Set(rows.flatMap((workshop) => (workshop.partnerId === null ? [] : [workshop.partnerId])))]
    : [];

  const wantsComputed = query.without.length < workshopComputedFields.length;
  const [computed, comingMeetings, people, partners, substitutions] = await Promise.all([
    wantsComputed ? repository.findComputedFields(db, ids, filter.upcoming) : Promise.resolve([]),
    wantsMeetings || wantsNext
      ? repository.findComingMeetings(db, ids, filter.upcoming, wantsMeetings ? undefined : STATUS_MEETINGS)
      : Promise.resolve([]),
    repository.findPeople(db, peopleIds),
    repository.findPartnersWithLogo(db, partnerIds),
    relations.has('next_substitutions') ? repository.findNextSubstitutions(db, ids, now) : Promise.resolve([]),
  ]);

  const data = rows.map((workshop) =>
    toWorkshopView(workshop, computed.find((row) => row.workshopId === workshop.id), {
      viewer: kindOf(viewer),
      relations,
      select: query.select,
      without: new Set(query.without),
      meetings: comingMeetings.filter((meeting) => meeting.workshopId === workshop.id),
      people,
      partners,
      substitutions: substitutions.filter((substitution) => substitution.workshopId === workshop.id),
    }),
  );
  return { data, meta: meta(total) };
}
