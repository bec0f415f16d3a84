// The AJA home's test data: three AJA workshops, an AJA young person, her carer, and the page's menus.
import { fireEvent, screen, within } from '@testing-library/react';
import type { WorkshopListItem, WorkshopMeeting } from '@plateforme/shared/workshops/workshops.schemas';
import type { Profile } from '../../lib/profile.ts';
import { jsonResponse, mockApi } from '../../test/mock-api.ts';
import { ajaYoungProfile } from '../../test/profiles.ts';

let nextMeetingId = 1;
/** A session in Paris time (November: UTC+1) with places taken. */
function meeting(
  workshopId: number,
  parisStart: string,
  minutes: number,
  places: number,
  taken: number,
): WorkshopMeeting {
  const start = new Date(`${parisStart}+01:00`);
  return {
    id: nextMeetingId++,
    workshop_id: workshopId,
    start: start.toISOString(),
    end: new Date(start.getTime() + minutes * 60_000).toISOString(),
    type: 'remote',
    address: null,
    sequence: 1,
    places,
    validated_subscribers_count: taken,
  };
}

// Sorted by name as the API answers: the reference workshops are not first.
export const workshops: WorkshopListItem[] = [
  { id: 3, name: 'Atelier AJA du jeudi soir', aja_ref: null, is_aja: true, three_next_meetings: [] },
  {
    id: 2,
    name: "Atelier d'information AJA",
    aja_ref: 'etp_cog_aja',
    is_aja: true,
    three_next_meetings: [meeting(2, '2026-11-28T10:00:00', 90, 12, 12), meeting(2, '2026-12-12T10:00:00', 90, 12, 3)],
  },
  {
    id: 1,
    name: 'Parcours AJA – Remédiation cognitive',
    aja_ref: 'cog_paid',
    is_aja: true,
    three_next_meetings: [
      meeting(1, '2026-11-25T18:00:00', 60, 6, 6),
      meeting(1, '2026-12-02T18:00:00', 60, 6, 6),
      meeting(1, '2026-12-09T18:00:00', 60, 6, 6),
    ],
  },
];

export const list = (data: WorkshopListItem[]) => ({
  data,
  meta: { total: data.length, page: 1, per_page: 24, last_page: 1 },
});

export function answerWorkshops(data: WorkshopListItem[] = workshops) {
  return mockApi({ 'GET /api/workshops': () => jsonResponse(200, list(data)) });
}

const complete = {
  birthdate: '2004-03-02',
  street: '41 rue de Vaugirard',
  zip: '75006',
  city: 'Paris',
  phone: '06 12 34 56 78',
};
export const young: Profile = { ...ajaYoungProfile, ...complete, qr_info_alert: 0, qsat_alert: 0, cog_alert: 0 };
export const carer: Profile = { ...young, id: 8, firstname: 'Nathalie', aja_role: 'aja_assistant' };
export const ajaWithoutMembership: Profile = { ...young, id: 9, types: [], premium_dates: null };

export async function workshopLinks() {
  const section = within(await screen.findByRole('region', { name: 'Ateliers AJA' }));
  await section.findAllByRole('listitem');
  return section.getAllByRole('listitem').map((item) => within(item).getByRole('link'));
}

/** The page's own menu (the navigation bar has one too, for premium members). */
export const questionnairesButton = () =>
  within(screen.getByRole('main')).getByRole('button', { name: 'Questionnaires' });

export async function openQuestionnaires() {
  const button = questionnairesButton();
  button.focus();
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  const menu = await screen.findByRole('menu');
  return within(menu).getAllByRole('menuitem');
}
