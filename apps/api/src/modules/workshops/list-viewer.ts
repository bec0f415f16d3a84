import type { Viewer } from '../../plugins/viewer.ts';
import type { Upcoming } from './upcoming.ts';
import type { ViewerKind } from './workshops.view.ts';

/**
 * Who is looking, as far as the workshops pages care (P1 §6, P2 §4, ADR 013): a member sees
 * only the programme of their profile (AJA or not), a visitor both catalogues, a pro every
 * active workshop and the inactive ones they run, the staff everything.
 */
export type ListViewer =
  { kind: 'visitor' } | { kind: 'member'; isAja: boolean } | { kind: 'pro'; id: number } | { kind: 'staff' };

export function toListViewer(viewer: Viewer | null): ListViewer {
  if (!viewer) return { kind: 'visitor' };
  if (viewer.role === 'admin') return { kind: 'staff' };
  if (viewer.role === 'pro') return { kind: 'pro', id: viewer.id };
  return { kind: 'member', isAja: viewer.isAja };
}

export const seesEveryState = (viewer: ListViewer) => viewer.kind === 'staff' || viewer.kind === 'pro';

/** Sessions under way stay upcoming for pros and staff until they end; for others until they start (P2 §4). */
export const upcomingFor = (viewer: ListViewer, now: Date): Upcoming => ({
  until: seesEveryState(viewer) ? 'end' : 'start',
  now,
});

export const kindOf = (viewer: ListViewer): ViewerKind => (seesEveryState(viewer) ? 'pro' : 'member');
