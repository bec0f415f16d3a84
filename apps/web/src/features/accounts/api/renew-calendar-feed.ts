import type { CalendarFeedCreated, CalendarFeedStatus } from '@plateforme/shared/workshops/calendar.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { calendarFeedQueryKey } from './get-calendar-feed.ts';

/** POST /api/user/calendar-feed: a new address (the old one stops working), answered this once. */
export async function renewCalendarFeed(): Promise<CalendarFeedCreated> {
  return (await apiClient.post<{ data: CalendarFeedCreated }>('/api/user/calendar-feed')).data;
}

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarFeed,
    meta: { silentErrors: true },
    onSuccess: ({ active, created_at }) =>
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedQueryKey, { active, created_at }),
  });
}
