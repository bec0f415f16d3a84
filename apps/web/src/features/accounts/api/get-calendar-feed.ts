import type { CalendarFeedStatus } from '@plateforme/shared/workshops/calendar.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const calendarFeedQueryKey = ['user', 'calendar-feed'] as const;

/** GET /api/user/calendar-feed: whether she has a calendar address, and since when. */
export async function getCalendarFeed(): Promise<CalendarFeedStatus> {
  return (await apiClient.get<{ data: CalendarFeedStatus }>('/api/user/calendar-feed')).data;
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedQueryKey,
    queryFn: getCalendarFeed,
    meta: { silentErrors: true },
  });
}
