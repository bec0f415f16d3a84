import { isProPremium } from '@plateforme/shared/accounts/access.rules';
import { AppError, forbidden, invalid } from '@plateforme/shared/errors/app-error';
import { commonMessages, sessionMessages } from '@plateforme/shared/messages/common';
import { proWorkshopsMessages } from '@plateforme/shared/messages/workshops-pro';
import { addCalendarDays, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import {
  type WorkshopComputedField,
  type WorkshopField,
  type WorkshopRelation,
  type WorkshopSearch,
  type WorkshopSortColumn,
} from '@plateforme/shared/workshops/workshops.schemas';
import type { Db } from '../../db/client.ts';
import type { ListCache } from './list-cache.ts';
import { readListVersions } from './list-version.ts';
import * as workshopPros from './workshop-pros.repository.ts';
import * as repository from './workshops.repository.ts';
import { upcomingFor, type ListViewer } from './list-viewer.ts';
import { loadWorkshopViews, viewNeeds } from './workshop-views.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { findNearPlace, type NearPlace } from '../registration/geo.places.ts';
import { distanceKm } from '../registration/geo.centres.ts';
import { nearMessages } from '@plateforme/shared/messages/workshops-near';
import type { WorkshopRow } from './workshop-row.ts';

export { toListViewer, type ListViewer } from './list-viewer.ts';

/**
 * Whether the viewer runs the workshop at `at` (P2 §6): its owner, its secondary pro, or its
 * substitute between the substitution's dates. The staff run every workshop.
 */
export async function runsWorkshop(db: Db, viewer: Viewer, workshopId: number, at: Date): Promise<boolean> {
  if (viewer.role === 'admin') return true;
  if (viewer.role !== 'pro') return false;
  return workshopPros.isRunBy(db, workshopId, viewer.id, at);
}

/** Whether the pro runs at `at` a workshop in which the member has (or had) a place. */
export function runsWorkshopOfMember(db: Db, proId: number, memberId: number, at: Date): Promise<boolean> {
  return workshopPros.runsWorkshopOfMember(db, proId, memberId, at);
}

/** The same rule as a query to nest in another statement (« Mes adhérents », ADR 051). */
export { workshopIdsRunByQuery } from './workshop-pros.repository.ts';

/** The workshops a pro runs at `at`, by the same rule, read now. */
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
  const filter: repository.WorkshopFilter = {
    upcoming: upcomingFor(viewer, now),
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
    days: search.days,
    timeSlots: search.time_slots,
  };
  const [from, to] = search.dates ?? [];
  if (from) {
    filter.meetingsFrom = parisTimeToInstant(from);
    filter.meetingsTo = parisTimeToInstant(addCalendarDays(to ?? from, 1));
  }

  if (viewer.kind === 'member') {
    // AJA workshops only for AJA profiles, and the others only for the others (P1 §6, P2 §4).
    if (search.is_aja !== undefined && search.is_aja !== viewer.isAja)
      throw new AppError('forbidden', workshopsMessages.forbidden);
    filter.isAja = viewer.isAja;
  }
  if (viewer.kind === 'member' || viewer.kind === 'visitor') {
    // A deactivated workshop is hidden from members (P2 §4: visible or désactivé).
    if (search.active === false) return null;
    filter.active = true;
  }
  // A pro's own list (« Mes ateliers ») shows every workshop they run, deactivated ones included.
  if (viewer.kind === 'pro' && search.active !== true && search.user_id !== viewer.id) filter.activeOrRunBy = viewer.id;
  return filter;
}

/**
 * search.user_id lists the workshops a pro runs (« Mes ateliers », P2 §2): asked by that pro,
 * a premium one (P2 §6), or by the staff. per_page 0 (all at once) only for such a list,
 * which a pro's few workshops keep small; the public lists page through.
 */
export function checkListQuery(viewer: Viewer | null, query: Pick<WorkshopListQuery, 'search' | 'perPage'>): void {
  const userId = query.search.user_id;
  if (userId === undefined) {
    if (query.perPage === 0) throw invalid('per_page', proWorkshopsMessages.allOnlyForOwnWorkshops);
    return;
  }
  if (!viewer) throw new AppError('unauthenticated', sessionMessages.loggedOut);
  if (viewer.role === 'admin') return;
  if (viewer.role !== 'pro' || viewer.id !== userId) throw forbidden(proWorkshopsMessages.onlyOwnWorkshops);
  if (!isProPremium(viewer.access)) throw forbidden(commonMessages.membersOnly);
}

/** What the list depends on besides the query: who is looking, as far as the list cares. */
function viewerKey(viewer: ListViewer): string {
  if (viewer.kind === 'member') return viewer.isAja ? 'member-aja' : 'member';
  return viewer.kind === 'pro' ? `pro-${viewer.id}` : viewer.kind;
}

/**
 * Whether the answer's rows or their order may change with the sessions of workshops it does
 * not show: sorted on sessions, or filtered on them. Such answers are kept a short time only.
 */
function dependsOnOtherSessions(query: WorkshopListQuery): boolean {
  const { search, sort } = query;
  return (
    sort === 'next_meeting_start' ||
    sort === 'subscriptions_count' ||
    search.sequence !== undefined ||
    search.available_places !== undefined ||
    search.days !== undefined ||
    search.time_slots !== undefined ||
    search.dates !== undefined
  );
}

/** How long an answer may be served while what it shows has not changed (ADR 017). */
export const KEPT_LIST_MAX_AGE_MS = 30_000;
export const KEPT_SESSION_DEPENDENT_MAX_AGE_MS = 5_000;

/**
 * GET /api/workshops as JSON text, served from `cache` while the data it was computed from
 * has not changed (ADR 017): neither the global version nor the version of any workshop it
 * shows. `toJson` writes the answer (the route checks it against its schema in tests). An
 * answer is kept only if no change landed while it was computed.
 */
export async function listWorkshopsAsJson(
  db: Db,
  cache: ListCache,
  viewer: ListViewer,
  query: WorkshopListQuery,
  toJson: (list: Awaited<ReturnType<typeof listWorkshops>>) => string,
  now = new Date(),
): Promise<string> {
  // A pro's own list is computed every time (ADR 035): few workshops, seldom asked, and its
  // rows follow substitution periods as the clock moves; the kept answers stay for the public lists.
  if (!cache.enabled || query.search.user_id !== undefined) return toJson(await listWorkshops(db, viewer, query, now));
  const key = `${viewerKey(viewer)}|${JSON.stringify(query)}`;
  const kept = cache.get(key, now.getTime());
  const before = await readListVersions(db, kept?.workshopIds ?? []);
  if (kept && kept.global === before.global && kept.shownSum === before.shownSum) return kept.body;

  // Requests arriving while the answer is computed wait for it rather than compute it too;
  // only those that read the same versions, so a request made after a change sees it.
  return cache.once(`${key}|${before.global}|${before.workshops}`, async () => {
    const workshopIds: number[] = [];
    const json = toJson(await listWorkshops(db, viewer, query, now, workshopIds));
    const after = await readListVersions(db, workshopIds);
    // A session version above the one read before: a workshop shown changed while computing.
    if (after.global === before.global && after.shownMax <= before.workshops) {
      cache.set(key, {
        body: json,
        global: after.global,
        workshopIds,
        shownSum: after.shownSum,
        storedAt: now.getTime(),
        maxAgeMs: dependsOnOtherSessions(query) ? KEPT_SESSION_DEPENDENT_MAX_AGE_MS : KEPT_LIST_MAX_AGE_MS,
      });
    }
    return json;
  });
}

/** The place of « Près de », located, or a 422 under the field when no commune answers to it. */
async function locateNear(search: WorkshopSearch): Promise<NearPlace | undefined> {
  if (search.near === undefined) return undefined;
  const place = await findNearPlace(search.near);
  if (!place) throw invalid('search.near', nearMessages.unknownPlace);
  return place;
}

/** Each on-site workshop's distance from the place, in whole km, by id (the page's `meta.near`). */
function nearMeta(place: NearPlace, rows: WorkshopRow[]) {
  const distances: Record<string, number> = {};
  for (const row of rows) {
    if (row.type !== 'onsite' || row.lat === null || row.lng === null) continue;
    distances[String(row.id)] = Math.round(distanceKm(place, { lat: row.lat, lng: row.lng }));
  }
  return { name: place.name, reference: place.reference, distances };
}

/**
 * GET /api/workshops (P2 §7): a page of workshops and the relations asked for, in a few
 * statements. `shownIds`, when given, receives the ids of the page's workshops.
 */
export async function listWorkshops(
  db: Db,
  viewer: ListViewer,
  query: WorkshopListQuery,
  now = new Date(),
  shownIds?: number[],
) {
  const filter = toFilter(query.search, viewer, now);
  const place = await locateNear(query.search);
  const meta = (total: number, rows: WorkshopRow[] = []) => ({
    total,
    page: query.page,
    per_page: query.perPage,
    last_page: query.perPage === 0 ? 1 : Math.max(1, Math.ceil(total / query.perPage)),
    ...(place ? { near: nearMeta(place, rows) } : {}),
  });
  if (!filter) return { data: [], meta: meta(0) };
  // « Près de » orders by distance, whatever the sort asked (ADR to come).
  const order: repository.WorkshopOrder = place
    ? { column: 'distance', direction: 'asc', from: place }
    : { column: query.sort, direction: query.direction };
  // per_page 0: every workshop of the list on one page.
  const limit = query.perPage === 0 ? undefined : query.perPage;
  const options = { relations: query.with, select: query.select, without: query.without };
  const needs = viewNeeds(options);
  const range = { limit, offset: (query.page - 1) * query.perPage };
  const embeds = {
    computed: needs.computed,
    next: needs.meetings === 'next',
    people: needs.people,
    partner: needs.partner,
  };
  const page = await repository.findWorkshopPage(db, filter, order, range, embeds);
  const { rows } = page;
  const total = page.total ?? (query.page > 1 ? await repository.countWorkshops(db, filter) : 0);
  shownIds?.push(...rows.map((row) => row.id));
  const data = await loadWorkshopViews(db, viewer, rows, filter.upcoming, options, page);
  return { data, meta: meta(total, rows) };
}
