import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import type {
  WorkshopComputedField,
  WorkshopField,
  WorkshopListItem,
  WorkshopMeeting,
  WorkshopRelation,
} from '@plateforme/shared/workshops/workshops.schemas';
import type { WorkshopRow } from './workshop-row.ts';
import { partnerLogoUrl } from '../registration/partners.service.ts';
import type {
  ComingMeetingRow,
  ComputedFieldsRow,
  findNextSubstitutions,
  PartnerRow,
  Person,
} from './workshop-relations.repository.ts';

/** Pros and staff read the pros' full names; members and visitors their first names (as on the map). */
export type ViewerKind = 'pro' | 'member';

type SubstitutionRow = Awaited<ReturnType<typeof findNextSubstitutions>>[number];

export type WorkshopViewContext = {
  viewer: ViewerKind;
  relations: Set<WorkshopRelation>;
  select?: WorkshopField[];
  without: Set<WorkshopComputedField>;
  /** This workshop's coming sessions, in order. */
  meetings: ComingMeetingRow[];
  people: Person[];
  partners: PartnerRow[];
  substitutions: SubstitutionRow[];
};

function toMeetingView(meeting: ComingMeetingRow): WorkshopMeeting {
  return {
    id: meeting.id,
    workshop_id: meeting.workshopId,
    start: meeting.start,
    end: meeting.end,
    type: meeting.type,
    address: meeting.type === 'onsite' ? meeting.address : null,
    sequence: meeting.sequence,
    places: meeting.places,
    validated_subscribers_count: meeting.validatedCount,
  };
}

function toPersonView(person: Person | undefined, viewer: ViewerKind) {
  if (!person) return null;
  if (viewer === 'member') return { id: person.id, firstname: person.firstname };
  return {
    id: person.id,
    firstname: person.firstname,
    lastname: person.lastname,
    complete_name: `${person.firstname} ${person.lastname}`,
  };
}

function toPartnerView(partner: PartnerRow | undefined, withLogo: boolean) {
  if (!partner) return null;
  return {
    id: partner.id,
    name: partner.name,
    type: partner.supportType,
    street: partner.street,
    zip: partner.zip,
    city: partner.city,
    active: partner.active,
    logo_id: partner.logoId,
    ...(withLogo
      ? {
          logo:
            partner.logoId !== null && partner.logoPath !== null
              ? { id: partner.logoId, path: partner.logoPath, url: partnerLogoUrl(partner.id) }
              : null,
        }
      : {}),
  };
}

/** A workshop as the list gives it (P2 §3 Workshop), with only the fields and relations asked for. */
export function toWorkshopView(
  workshop: WorkshopRow,
  facts: ComputedFieldsRow | undefined,
  context: WorkshopViewContext,
): WorkshopListItem {
  const fields: Record<WorkshopField, unknown> = {
    name: workshop.name,
    description: workshop.description,
    type: workshop.type,
    type_name: workshop.type === 'remote' ? workshopsMessages.remote : workshopsMessages.onsite,
    active: workshop.active,
    user_id: workshop.userId,
    secondary_pro_id: workshop.secondaryProId,
    partner_id: workshop.partnerId,
    info_address: workshop.infoAddress,
    street: workshop.street,
    zip: workshop.zip,
    city: workshop.city,
    department: workshop.department,
    lat: workshop.lat,
    lng: workshop.lng,
    is_aja: workshop.isAja,
    workshop_type: workshop.workshopType,
    aja_ref: workshop.ajaRef,
    start: workshop.start,
    end: workshop.end,
    created_at: workshop.createdAt,
  };
  const selected = context.select ? Object.fromEntries(context.select.map((field) => [field, fields[field]])) : fields;
  const computed: Record<WorkshopComputedField, unknown> = {
    // A workshop without coming sessions has no row: nothing taken, no next start.
    subscriptions_count: facts?.subscriptionsCount ?? 0,
    next_meeting_start: facts?.nextMeetingStart ?? null,
    next_onsite_meeting_start: facts?.nextOnsiteMeetingStart ?? null,
  };
  for (const field of context.without) delete computed[field];

  const { relations } = context;
  const meetings = context.meetings.map(toMeetingView);
  const view: Record<string, unknown> = { id: workshop.id, ...selected, ...computed };
  if (relations.has('user'))
    view.user = toPersonView(
      context.people.find((person) => person.id === workshop.userId),
      context.viewer,
    );
  if (relations.has('secondary_pro')) {
    view.secondary_pro = toPersonView(
      context.people.find((person) => person.id === workshop.secondaryProId),
      context.viewer,
    );
  }
  if (relations.has('partner') || relations.has('partner.logo')) {
    view.partner = toPartnerView(
      context.partners.find((partner) => partner.id === workshop.partnerId),
      relations.has('partner.logo'),
    );
  }
  if (relations.has('next_meeting')) view.next_meeting = meetings[0] ?? null;
  if (relations.has('three_next_meetings')) view.three_next_meetings = meetings.slice(0, 3);
  if (relations.has('meetings')) view.meetings = meetings;
  if (relations.has('next_substitutions')) {
    view.next_substitutions = context.substitutions.map((substitution) => ({
      user_id: substitution.userId,
      start: substitution.start.toISOString(),
      end: substitution.end.toISOString(),
      user: { id: substitution.userId, firstname: substitution.firstname, lastname: substitution.lastname },
    }));
  }
  return view as WorkshopListItem;
}
