import type { MeetingItem, MeetingList, SubscriptionPivot } from '@plateforme/shared/workshops/meetings.schemas';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';

/** Wednesday 4 March 2026, 10:00 in Paris: the tests' "now". */
export const NOW = new Date('2026-03-04T09:00:00.000Z');

/** Only Date is faked: the screens' timers and testing-library's waits run for real. */
export function freezeDate(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
}

export const workshop: WorkshopListItem = {
  id: 7,
  name: 'Mémoire et attention',
  description: 'Un atelier pour retrouver ses repères.',
  type: 'onsite',
  street: '12 rue des Lilas',
  zip: '75012',
  city: 'Paris',
  info_address: 'Deuxième étage, salle B',
  is_aja: false,
  workshop_type: 'cognitive',
  user_id: 4,
  secondary_pro_id: 8,
  user: { id: 4, firstname: 'Paul' },
  secondary_pro: { id: 8, firstname: 'Claire' },
  partner: {
    id: 3,
    name: 'Ligue Paris',
    type: 'ligue',
    street: null,
    zip: null,
    city: null,
    active: true,
    logo_id: 11,
  },
};

export function pivot(meetingId: number, userId: number, status: SubscriptionPivot['status']): SubscriptionPivot {
  return {
    id: meetingId * 100 + userId,
    meeting_id: meetingId,
    user_id: userId,
    status,
    attendance: null,
    created_at: '2026-02-01T10:00:00.000Z',
    position: status === 'waiting' ? 1 : null,
    offered_until: null,
  };
}

/** A session `days` after NOW (negative: before), 14:00-15:30 Paris. */
export function meeting(id: number, days: number, patch: Partial<MeetingItem> = {}): MeetingItem {
  const start = new Date(Date.UTC(2026, 2, 4 + days, 13, 0));
  return {
    id,
    workshop_id: workshop.id,
    start: start.toISOString(),
    end: new Date(start.getTime() + 90 * 60_000).toISOString(),
    type: 'onsite',
    address: '12 rue des Lilas, 75012 Paris',
    link: null,
    sequence: 1,
    places: 10,
    validated_subscribers_count: 3,
    waiting_subscribers_count: 0,
    held_places_count: 0,
    pivot: null,
    workshop: {
      id: workshop.id,
      name: workshop.name!,
      type: 'onsite',
      workshop_type: 'cognitive',
      is_aja: false,
      active: true,
      partner: null,
    },
    ...patch,
  };
}

export function list(data: MeetingItem[], meta: Partial<MeetingList['meta']> = {}): MeetingList {
  return { data, meta: { total: data.length, page: 1, per_page: 15, last_page: 1, ...meta } };
}

/** Opens an MUI select by its label and picks an option. */
/** Picks `option` in the native select labelled `label`, as the browser does. */
export function choose(label: string, option: string): void {
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  const { value } = within(select).getByRole('option', { name: option }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value } });
}

/** The search JSON of a recorded call. */
export function searchOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
