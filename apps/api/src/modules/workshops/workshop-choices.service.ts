import { AppError } from '@plateforme/shared/errors/app-error';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import type { Db } from '../../db/client.ts';
import { upcomingFor, type ListViewer } from './list-viewer.ts';
import * as repository from './workshop-choices.repository.ts';

/**
 * The programme a choice list covers: the one asked for, both when none is, and for a
 * member always their own (asking for the other one is refused, as on the list).
 */
function programmeOf(viewer: ListViewer, isAja: boolean | undefined): boolean | undefined {
  if (viewer.kind !== 'member') return isAja;
  if (isAja !== undefined && isAja !== viewer.isAja) throw new AppError('forbidden', workshopsMessages.forbidden);
  return viewer.isAja;
}

/** GET /api/workshops/sequences (P2 §7): the sequence filter's choices. */
export async function listSequences(db: Db, viewer: ListViewer, isAja: boolean | undefined, now = new Date()) {
  return { data: await repository.findUpcomingSequences(db, programmeOf(viewer, isAja), upcomingFor(viewer, now)) };
}

const frenchOrder = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/**
 * GET /api/professionals-names (P2 §7): the pro filter's choices, by first name in French
 * order (sorted here: the two engines' collations differ). Never a last name: the list is public.
 */
export async function listProfessionalsNames(db: Db, viewer: ListViewer, isAja: boolean | undefined) {
  const rows = await repository.findWorkshopProNames(db, programmeOf(viewer, isAja));
  rows.sort((a, b) => frenchOrder.compare(a.firstname, b.firstname) || a.id - b.id);
  return { data: rows };
}
