import { lazy } from 'react';

/**
 * The sessions tables' dialogs, menu and info panel (MUI's modal machinery, some 20 KB) load
 * when first wanted, and start loading as soon as the pointer or the keyboard reaches their
 * button: a first visit to a workshop or to « Mes séances » does not carry them (ADR 056).
 */
export const loadSubscriptionDialogs = () => import('./subscription-gate-dialogs.tsx');
export const loadWaitingListMenu = () => import('./waiting-list-menu.tsx');
export const loadTakePlaceDialog = () => import('./take-place-dialog.tsx');
export const loadMeetingInfoPanel = () => import('./meeting-info-panel.tsx');

export const SubscriptionGateDialog = lazy(() =>
  loadSubscriptionDialogs().then((module) => ({ default: module.SubscriptionGateDialog })),
);
export const CancelParticipationDialog = lazy(() =>
  loadSubscriptionDialogs().then((module) => ({ default: module.CancelParticipationDialog })),
);
export const WaitingListMenu = lazy(() =>
  loadWaitingListMenu().then((module) => ({ default: module.WaitingListMenu })),
);
export const TakePlaceDialog = lazy(() =>
  loadTakePlaceDialog().then((module) => ({ default: module.TakePlaceDialog })),
);
export const MeetingInfoPanel = lazy(() =>
  loadMeetingInfoPanel().then((module) => ({ default: module.MeetingInfoPanel })),
);
