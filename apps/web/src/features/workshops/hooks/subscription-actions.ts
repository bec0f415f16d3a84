import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { waitingListMessages } from '@plateforme/shared/messages/workshops-waiting-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { changeSubscription, type SubscriptionAction } from '../api/subscription-api.ts';

/** `waiting`: the person's status before, which tells leaving a waiting list from cancelling a place. */
export type SubscriptionVariables = { meetingId: number; userId: number; action: SubscriptionAction; waiting: boolean };

/** The success text of each outcome (P2 §8). */
function successMessage(
  action: SubscriptionAction,
  status: 'validated' | 'waiting' | null,
  wasWaiting: boolean,
): string {
  if (action === 'decline-offer') return waitingListMessages.declined;
  if (action === 'unsubscribe')
    return wasWaiting ? meetingsMessages.waitingListLeft : meetingsMessages.cancellationDone;
  return status === 'waiting' ? meetingsMessages.waitingListJoined : meetingsMessages.subscribedSuccess;
}

/**
 * Subscribe, unsubscribe and take a place, with their messages; every sessions list is
 * reloaded afterwards, so places, statuses and pages follow (a cancelled row leaves « Mes
 * séances »). Taking a place too late is a warning: the person is still on the waiting list.
 */
export function useSubscriptionActions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meetingId, userId, action }: SubscriptionVariables) => changeSubscription(meetingId, userId, action),
    meta: { silentErrors: true },
    onSuccess: (answer, variables) => {
      showSnackbar(successMessage(variables.action, answer.data.status, variables.waiting), 'success');
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409 && error.code === 'too_late') {
        showSnackbar(meetingsMessages.tooLate, 'warning');
      } else {
        showSnackbar(error.message, 'error');
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['meetings'] }),
  });
}
