import { formatSpokenDate, formatSpokenTime } from '@plateforme/shared/format/dates';
import { waitingListMessages } from '@plateforme/shared/messages/workshops-waiting-list';

/** → 'mardi 1er décembre à 10 h' (Paris): when a place held for a member stops being hers. */
export function spokenHoldEnd(until: string): string {
  return waitingListMessages.spokenMoment(formatSpokenDate(until), formatSpokenTime(until));
}

/** → « Une place vous est réservée jusqu'au mardi 1er décembre à 10 h ». */
export const heldUntilText = (until: string) => waitingListMessages.heldUntil(spokenHoldEnd(until));
