import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getAccessState, isPremium } from '@plateforme/shared/accounts/access.rules';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { waitingListMessages } from '@plateforme/shared/messages/workshops-waiting-list';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { isFull, isHeldFor, mayTakePlace } from '@plateforme/shared/workshops/waiting-list.rules';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { preloadOn, useOpenedOnce } from '../../../lib/load-when-wanted.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useSubscriptionActions } from '../hooks/subscription-actions.ts';
import type { SubscriptionAction } from '../api/subscription-api.ts';
import { hasEnded, hasStarted } from '../../../components/meetings/meeting-format.ts';
import { AddToCalendarLink } from './add-to-calendar-link.tsx';
import type { GateKind } from './subscription-gate-dialogs.tsx';
import {
  CancelParticipationDialog,
  loadSubscriptionDialogs,
  loadTakePlaceDialog,
  loadWaitingListMenu,
  SubscriptionGateDialog,
  TakePlaceDialog,
  WaitingListMenu,
} from './meeting-overlays.ts';
import { heldUntilText } from './waiting-list-texts.ts';

type SubscriptionStatusProps = {
  meeting: MeetingItem;
  now: number;
  /** A pro looking at a member's sessions reads their status; only the member acts on it. */
  readOnly?: boolean;
};

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * The status cell of a session, the same on the workshop detail and in « Mes séances »
 * (P2 §2, §4, ADR 073): « S'inscrire », or « Rejoindre la liste d'attente » on a full session;
 * « Inscrit » (cancel after a confirmation); on the waiting list, her rank, a visible « Prendre
 * la place » when a place is free, or « Accepter la place » / « Refuser » while one is held for
 * her, and « En attente » to leave the list. Nothing once the session has ended.
 */
export function SubscriptionStatus({ meeting, now, readOnly = false }: SubscriptionStatusProps) {
  const profile = useProfile().data ?? null;
  const actions = useSubscriptionActions();
  const [gate, setGate] = useState<GateKind | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [taking, setTaking] = useState(false);
  const gateOpened = useOpenedOnce(gate !== null);
  const confirmOpened = useOpenedOnce(confirming);
  const takeOpened = useOpenedOnce(taking);
  const menuOpened = useOpenedOnce(menuAnchor !== null);
  const menuId = useId();
  const cell = useRef<HTMLSpanElement>(null);
  const restoreFocus = useRef(false);
  const status = meeting.pivot?.status ?? null;
  const held = isHeldFor(meeting.pivot, now);

  // The buttons change with the status or the hold: the keyboard focus follows them instead of being lost.
  useEffect(() => {
    if (!restoreFocus.current) return;
    restoreFocus.current = false;
    cell.current?.querySelector('button')?.focus();
  }, [status, held]);

  if (hasEnded(meeting, now)) return null;
  const open = !readOnly && !hasStarted(meeting, now);
  const run = (action: SubscriptionAction) => {
    if (!profile) return;
    restoreFocus.current = true;
    actions.mutate({
      meetingId: meeting.id,
      userId: meeting.pivot?.user_id ?? profile.id,
      action,
      waiting: status === 'waiting',
    });
  };

  if (status === null) {
    if (!open) return null;
    const premiumViewer = profile !== null && isPremium(getAccessState(profile));
    const onSubscribe = () => {
      if (!profile) setGate('visitor');
      else if (!premiumViewer) setGate('notPremium');
      else run('subscribe');
    };
    return (
      <span ref={cell}>
        <Button
          variant="contained"
          size="small"
          sx={nowrap}
          onClick={onSubscribe}
          disabled={actions.isPending}
          {...(premiumViewer ? {} : preloadOn(loadSubscriptionDialogs))}
        >
          {isFull(meeting) ? waitingListMessages.joinWaitingList : meetingsMessages.subscribe}
        </Button>
        {gateOpened ? (
          <Suspense fallback={null}>
            <SubscriptionGateDialog kind={gate} onClose={() => setGate(null)} />
          </Suspense>
        ) : null}
      </span>
    );
  }

  const label = status === 'validated' ? meetingsMessages.subscribed : meetingsMessages.waiting;
  if (!open) {
    return (
      <Typography ref={cell} component="span" sx={nowrap}>
        {label}
      </Typography>
    );
  }

  if (status === 'validated') {
    return (
      <span ref={cell}>
        <Button
          variant="outlined"
          color="success"
          size="small"
          sx={nowrap}
          onClick={() => setConfirming(true)}
          disabled={actions.isPending}
          {...preloadOn(loadSubscriptionDialogs)}
        >
          {label}
        </Button>
        <AddToCalendarLink meeting={meeting} />
        {confirmOpened ? (
          <Suspense fallback={null}>
            <CancelParticipationDialog
              open={confirming}
              pending={actions.isPending}
              onClose={() => setConfirming(false)}
              onConfirm={() => {
                setConfirming(false);
                run('unsubscribe');
              }}
            />
          </Suspense>
        ) : null}
      </span>
    );
  }

  const choose = (action: 'unsubscribe' | 'take-place') => {
    setMenuAnchor(null);
    if (action === 'take-place') setTaking(true);
    else run(action);
  };
  const canTake = mayTakePlace(meeting, now);
  const position = meeting.pivot?.position ?? null;
  const until = held ? meeting.pivot?.offered_until : null;
  const takeButton = (label: string) => (
    <Button
      variant="contained"
      size="small"
      sx={nowrap}
      onClick={() => setTaking(true)}
      disabled={actions.isPending}
      {...preloadOn(loadTakePlaceDialog)}
    >
      {label}
    </Button>
  );
  return (
    <Stack ref={cell} component="span" spacing={0.75} sx={{ alignItems: 'flex-start' }}>
      {position !== null ? (
        <Typography component="span" variant="body2" sx={nowrap}>
          {waitingListMessages.position(position)}
        </Typography>
      ) : null}
      {until ? (
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {heldUntilText(until)}
        </Typography>
      ) : canTake ? (
        <Typography component="span" variant="body2">
          {waitingListMessages.placeFree}
        </Typography>
      ) : null}
      <Stack component="span" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {until ? (
          <>
            {takeButton(waitingListMessages.accept)}
            <Button
              variant="outlined"
              size="small"
              sx={nowrap}
              onClick={() => run('decline-offer')}
              disabled={actions.isPending}
            >
              {waitingListMessages.decline}
            </Button>
          </>
        ) : canTake ? (
          takeButton(waitingListMessages.takePlace)
        ) : null}
        <Button
          variant="outlined"
          color="warning"
          size="small"
          sx={nowrap}
          endIcon={<ArrowDropDown />}
          aria-haspopup="menu"
          aria-expanded={menuAnchor ? 'true' : undefined}
          aria-controls={menuAnchor ? menuId : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          disabled={actions.isPending}
          {...preloadOn(loadWaitingListMenu)}
        >
          {label}
        </Button>
      </Stack>
      {menuOpened ? (
        <Suspense fallback={null}>
          <WaitingListMenu
            id={menuId}
            anchorEl={menuAnchor}
            canTakePlace={canTake}
            onChoose={choose}
            onClose={() => setMenuAnchor(null)}
          />
        </Suspense>
      ) : null}
      {takeOpened && profile ? (
        <Suspense fallback={null}>
          <TakePlaceDialog
            open={taking}
            meetingId={meeting.id}
            userId={meeting.pivot?.user_id ?? profile.id}
            pending={actions.isPending}
            confirmLabel={until ? waitingListMessages.accept : waitingListMessages.confirmTake}
            onClose={() => setTaking(false)}
            onConfirm={() => {
              setTaking(false);
              run('take-place');
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
