import type { CalendarFeedStatus } from '@plateforme/shared/workshops/calendar.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { calendarFeedQueryKey } from './get-calendar-feed.ts';

/** DELETE /api/user/calendar-feed: the address stops working. */
export async function deleteCalendarFeed(): Promise<CalendarFeedStatus> {
  return (await apiClient.delete<{ data: CalendarFeedStatus }>('/api/user/calendar-feed')).data;
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    meta: { silentErrors: true },
    onSuccess: (status) => queryClient.setQueryData(calendarFeedQueryKey, status),
  });
}
