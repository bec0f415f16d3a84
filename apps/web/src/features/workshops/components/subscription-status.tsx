import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { getAccessState, isPremium } from '@plateforme/shared/accounts/access.rules';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { hasFreePlace } from '@plateforme/shared/workshops/workshop-status.rules';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { preloadOn, useOpenedOnce } from '../../../lib/load-when-wanted.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useSubscriptionActions } from '../hooks/subscription-actions.ts';
import { hasEnded, hasStarted } from '../../../components/meetings/meeting-format.ts';
import type { GateKind } from './subscription-gate-dialogs.tsx';
import {
  CancelParticipationDialog,
  loadSubscriptionDialogs,
  loadWaitingListMenu,
  SubscriptionGateDialog,
  WaitingListMenu,
} from './meeting-overlays.ts';

type SubscriptionStatusProps = {
  meeting: MeetingItem;
  now: number;
  /** A pro looking at a member's sessions reads their status; only the member acts on it. */
  readOnly?: boolean;
};

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * The status cell of a session, the same on the workshop detail and in « Mes séances »
 * (P2 §2, §4): « S'inscrire », « Inscrit » (cancel after a confirmation), « En attente » (leave
 * the waiting list, or take a place when one is free). Nothing once the session has ended.
 */
export function SubscriptionStatus({ meeting, now, readOnly = false }: SubscriptionStatusProps) {
  const profile = useProfile().data ?? null;
  const actions = useSubscriptionActions();
  const [gate, setGate] = useState<GateKind | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const gateOpened = useOpenedOnce(gate !== null);
  const confirmOpened = useOpenedOnce(confirming);
  const menuOpened = useOpenedOnce(menuAnchor !== null);
  const menuId = useId();
  const cell = useRef<HTMLSpanElement>(null);
  const restoreFocus = useRef(false);
  const status = meeting.pivot?.status ?? null;

  // The button changes with the status: the keyboard focus follows it instead of being lost.
  useEffect(() => {
    if (!restoreFocus.current) return;
    restoreFocus.current = false;
    cell.current?.querySelector('button')?.focus();
  }, [status]);

  if (hasEnded(meeting, now)) return null;
  const open = !readOnly && !hasStarted(meeting, now);
  const run = (action: 'subscribe' | 'unsubscribe' | 'take-place') => {
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
          {meetingsMessages.subscribe}
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
    run(action);
  };
  return (
    <span ref={cell}>
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
      {menuOpened ? (
        <Suspense fallback={null}>
          <WaitingListMenu
            id={menuId}
            anchorEl={menuAnchor}
            canTakePlace={hasFreePlace(meeting)}
            onChoose={choose}
            onClose={() => setMenuAnchor(null)}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
