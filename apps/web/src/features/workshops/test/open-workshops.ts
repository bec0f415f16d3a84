// The workshop lists (/workshops, /aja-workshops, /oncommence) opened by a visitor, the API answered.
import type { WorkshopListItem, WorkshopMeeting } from '@plateforme/shared/workshops/workshops.schemas';
import { screen } from '@testing-library/react';
import { jsonResponse, mockApi, type ApiCall } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';

/** A session in Paris time (March: UTC+1) with places taken. */
export function meeting(id: number, parisStart: string, places: number, taken: number): WorkshopMeeting {
  const start = new Date(`${parisStart}+01:00`);
  return {
    id,
    workshop_id: 1,
    start: start.toISOString(),
    end: new Date(start.getTime() + 90 * 60_000).toISOString(),
    type: 'onsite',
    address: null,
    sequence: 1,
    places,
    validated_subscribers_count: taken,
  };
}

export const workshop = (id: number, patch: Partial<WorkshopListItem> = {}): WorkshopListItem => ({
  id,
  name: `Atelier ${id}`,
  type: 'onsite',
  city: 'Lyon',
  zip: '69003',
  user: { id: 50, firstname: 'Claire' },
  secondary_pro: null,
  partner: null,
  three_next_meetings: [meeting(id * 10, '2030-03-05T14:00:00', 10, 2)],
  ...patch,
});

export const page = (ids: number[], pageNumber: number, total: number) => ({
  data: ids.map((id) => workshop(id)),
  meta: { total, page: pageNumber, per_page: 24, last_page: Math.ceil(total / 24) || 1 },
});
export const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

type Answers = { workshops?: (url: URL) => unknown; withHelpers?: boolean; partners?: number };

function answer({ workshops = () => page([1, 2], 1, 2), withHelpers = true, partners = 3 }: Answers = {}) {
  return mockApi({
    'GET /api/workshops': (_body, url) => jsonResponse(200, workshops(url)),
    ...(withHelpers
      ? {
          'GET /api/workshops/sequences': () => jsonResponse(200, { data: [1, 2, 3] }),
          'GET /api/professionals-names': () => jsonResponse(200, { data: [{ id: 50, firstname: 'Claire' }] }),
          'GET /api/geo/departements': () => jsonResponse(200, [{ code: '69', nom: 'Rhône', codeRegion: '84' }]),
          'GET /api/partners': () =>
            jsonResponse(200, {
              data: range(1, partners).map((id) => ({
                id,
                name: `Centre ${id}`,
                type: 'healthcenter',
                active: true,
                logo_id: id,
                street: null,
                zip: null,
                city: null,
              })),
              meta: { total: partners, current_page: 1, per_page: 0, last_page: 1 },
            }),
        }
      : {}),
  });
}

export const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/workshops');
export const searchOf = (call: ApiCall | undefined) =>
  JSON.parse(new URLSearchParams(call?.search).get('search') ?? '{}') as Record<string, unknown>;

/**
 * Opens `path` as a visitor. By default two workshops, the filters' lists (sequences, pros,
 * départements) and three partner logos; `withHelpers: false` leaves the filters' lists unanswered.
 */
export async function openWorkshops(path: string, answers?: Answers) {
  const calls = answer(answers);
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return { ...view, calls };
}
