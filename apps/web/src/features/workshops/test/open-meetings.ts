// « Mes séances » opened for the premium member (id 2), her own list and next place answered.
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { MeetingItem, MeetingList } from '@plateforme/shared/workshops/meetings.schemas';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { premiumUserProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { list, meeting, pivot, searchOf } from './meeting-fixtures.ts';

export const OWN = 'GET /api/users/2/subscribitions';
export const own = (id: number, days: number, patch: Partial<MeetingItem> = {}) =>
  meeting(id, days, { pivot: pivot(id, 2, 'validated'), ...patch });

/** The call for the next place (« Votre prochaine séance »), apart from the table's. */
export const isNextPlaceCall = (search: URLSearchParams) => JSON.parse(search.get('search') ?? '{}').upcoming === 1;
/** Which part of the list a call is for: `coming` or `past`. */
export const partOf = (search: URLSearchParams | string) =>
  JSON.parse(new URLSearchParams(search).get('search') ?? '{}').when as string | undefined;

export async function openMeetings(
  answer: (url: URL) => MeetingList | Response,
  path = '/meetings',
  extra = {},
  nextPlaces: MeetingList = list([]),
) {
  const calls = mockApi({
    [OWN]: (_body, url) => {
      if (isNextPlaceCall(url.searchParams)) return jsonResponse(200, nextPlaces);
      const result = answer(url);
      return result instanceof Response ? result : jsonResponse(200, result);
    },
    ...extra,
  });
  const view = renderRoute(path, premiumUserProfile);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Liste de mes séances' }, { timeout: 15_000 }),
  ).toBeTruthy();
  const ownCalls = () => calls.filter((call) => call.path === '/api/users/2/subscribitions');
  return {
    ...view,
    calls,
    listCalls: () =>
      ownCalls()
        .filter((call) => !isNextPlaceCall(new URLSearchParams(call.search)))
        .map((call) => searchOf(call.search)),
    nextPlaceCalls: () =>
      ownCalls()
        .filter((call) => isNextPlaceCall(new URLSearchParams(call.search)))
        .map((call) => searchOf(call.search)),
  };
}

export const rows = () => screen.getAllByRole('row').slice(1);
