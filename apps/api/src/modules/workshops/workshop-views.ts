import { STATUS_MEETINGS } from '@plateforme/shared/workshops/workshop-status.rules';
import {
  workshopComputedFields,
  type WorkshopComputedField,
  type WorkshopField,
  type WorkshopListItem,
  type WorkshopRelation,
} from '@plateforme/shared/workshops/workshops.schemas';
import type { Db } from '../../db/client.ts';
import type { WorkshopRow } from './workshop-row.ts';
import { kindOf, type ListViewer } from './list-viewer.ts';
import * as workshopPros from './workshop-pros.repository.ts';
import type { Upcoming } from './upcoming.ts';
import * as repository from './workshop-relations.repository.ts';
import type { ComingMeetingRow, ComputedFieldsRow, PartnerRow, Person } from './workshop-relations.repository.ts';
import { toWorkshopView } from './workshops.view.ts';

export type ViewOptions = {
  relations: WorkshopRelation[];
  select?: WorkshopField[];
  without: WorkshopComputedField[];
};

/**
 * Of these workshops, those whose coming substitutions the viewer may read: the staff all,
 * a pro those they run now (owner, secondary pro, substitute), nobody else any (P2 §6).
 */
async function showingSubstitutions(db: Db, viewer: ListViewer, ids: number[], now: Date): Promise<Set<number>> {
  if (viewer.kind === 'staff') return new Set(ids);
  if (viewer.kind !== 'pro' || ids.length === 0) return new Set();
  const run = new Set(await workshopPros.findWorkshopIdsRunBy(db, viewer.id, now));
  return new Set(ids.filter((id) => run.has(id)));
}

/** What the items read beside the workshop rows: the computed fields, and all or the next few coming sessions. */
export function viewNeeds(options: ViewOptions) {
  const relations = new Set(options.relations);
  const wantsNext = relations.has('next_meeting') || relations.has('three_next_meetings');
  return {
    computed: options.without.length < workshopComputedFields.length,
    meetings: relations.has('meetings') ? ('all' as const) : wantsNext ? ('next' as const) : ('none' as const),
    people: relations.has('user') || relations.has('secondary_pro'),
    partner: relations.has('partner') || relations.has('partner.logo'),
  };
}

/** What a list's page already carries (repository.findWorkshopPage): not read again. */
export type Loaded = {
  computed?: ComputedFieldsRow[];
  meetings?: ComingMeetingRow[];
  people?: Person[];
  partners?: PartnerRow[];
};

/**
 * The list's and the detail's items: these workshops with the relations asked for, in a few
 * statements whatever their number.
 */
export async function loadWorkshopViews(
  db: Db,
  viewer: ListViewer,
  rows: WorkshopRow[],
  upcoming: Upcoming,
  options: ViewOptions,
  loaded: Loaded = {},
): Promise<WorkshopListItem[]> {
  const now = upcoming.now;
  const relations = new Set(options.relations);
  const ids = rows.map((workshop) => workshop.id);
  const needs = viewNeeds(options);
  const peopleIds = [
    ...new Set(
      rows.flatMap((workshop) => [
        ...(relations.has('user') ? [workshop.userId] : []),
        ...(relations.has('secondary_pro') && workshop.secondaryProId !== null ? [workshop.secondaryProId] : []),
      ]),
    ),
  ];
  const partnerIds =
    relations.has('partner') || relations.has('partner.logo')
      ? [...new Set(rows.flatMap((workshop) => (workshop.partnerId === null ? [] : [workshop.partnerId])))]
      : [];
  const substituted = relations.has('next_substitutions')
    ? await showingSubstitutions(db, viewer, ids, now)
    : new Set<number>();

  const [computed, comingMeetings, people, partners, substitutions] = await Promise.all([
    loaded.computed ?? (needs.computed ? repository.findComputedFields(db, ids, upcoming) : []),
    loaded.meetings ??
      (needs.meetings === 'none'
        ? []
        : repository.findComingMeetings(db, ids, upcoming, needs.meetings === 'all' ? undefined : STATUS_MEETINGS)),
    loaded.people ?? repository.findPeople(db, peopleIds),
    loaded.partners ?? repository.findPartnersWithLogo(db, partnerIds),
    repository.findNextSubstitutions(db, [...substituted], now),
  ]);

  // Others asking for next_substitutions get items without the key, as if not asked.
  const withoutSubstitutions = new Set([...relations].filter((relation) => relation !== 'next_substitutions'));
  return rows.map((workshop) =>
    toWorkshopView(
      workshop,
      computed.find((row) => row.workshopId === workshop.id),
      {
        viewer: kindOf(viewer),
        relations: substituted.has(workshop.id) ? relations : withoutSubstitutions,
        select: options.select,
        without: new Set(options.without),
        meetings: comingMeetings.filter((meeting) => meeting.workshopId === workshop.id),
        people,
        partners,
        substitutions: substitutions.filter((substitution) => substitution.workshopId === workshop.id),
      },
    ),
  );
}
