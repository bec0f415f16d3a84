import { AppError } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import type { WorkshopListItem, WorkshopRelation } from '@plateforme/shared/workshops/workshops.schemas';
import type { Db } from '../../db/client.ts';
import { upcomingFor, type ListViewer } from './list-viewer.ts';
import * as workshopPros from './workshop-pros.repository.ts';
import { loadWorkshopViews } from './workshop-views.ts';
import { toWorkshopRow } from './workshop-row.ts';
import * as repository from './workshop-choices.repository.ts';

/**
 * GET /api/workshops/{id} (P2 §7): the list's item for one workshop. A deactivated workshop
 * does not exist for anyone but the pros who run it and the staff; a member reaches only
 * the programme of their profile (P2 §4, P2-WSD-13/14). Pros and the staff also read `can_manage`:
 * whether they run it now (owner, secondary pro, substitute during the substitution).
 */
export async function getWorkshop(
  db: Db,
  viewer: ListViewer,
  workshopId: number,
  relations: WorkshopRelation[],
  now = new Date(),
): Promise<{ data: WorkshopListItem }> {
  const workshop = await repository.findWorkshop(db, workshopId);
  if (!workshop) throw new AppError('not_found', errorMessages.notFound);
  const runs =
    viewer.kind === 'staff' || (viewer.kind === 'pro' && (await workshopPros.isRunBy(db, workshop.id, viewer.id, now)));
  if (!workshop.active && !runs) throw new AppError('not_found', errorMessages.notFound);
  if (viewer.kind === 'member' && workshop.isAja !== viewer.isAja)
    throw new AppError('forbidden', workshopsMessages.forbidden);
  const [item] = await loadWorkshopViews(db, viewer, [toWorkshopRow(workshop)], upcomingFor(viewer, now), {
    relations,
    without: [],
  });
  // Pros and staff learn whether they may manage it, so a pro who does not run it sees no action she could not finish.
  const canManage = viewer.kind === 'staff' || viewer.kind === 'pro' ? { can_manage: runs } : {};
  return { data: { ...item!, ...canManage } };
}
