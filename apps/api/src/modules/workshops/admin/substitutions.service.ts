import type { AdminSubstitution, SubstitutionInput } from '@plateforme/shared/workshops/admin.schemas';
import { AppError, invalid } from '@plateforme/shared/errors/app-error';
import { adminWorkshopsMessages as messages } from '@plateforme/shared/messages/workshops-admin';
import { errorMessages } from '@plateforme/shared/messages/common';
import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { createdFields, recordAudit } from '../../platform/audit/audit.ts';
import * as repository from './admin-workshops.repository.ts';

type Row = Awaited<ReturnType<typeof repository.findSubstitutions>>[number];
const toItem = (row: Row): AdminSubstitution => ({
  id: row.id,
  user_id: row.userId,
  user_name: row.userName,
  start: row.start.toISOString(),
  end: row.end.toISOString(),
});

async function requireWorkshop(db: Db, workshopId: number) {
  const workshop = await repository.lockWorkshop(db, workshopId);
  if (!workshop) throw new AppError('not_found', errorMessages.notFound);
  return workshop;
}

export async function listSubstitutions(db: Db, workshopId: number) {
  const row = await repository.findWorkshopRow(db, workshopId);
  if (!row) throw new AppError('not_found', errorMessages.notFound);
  return { data: (await repository.findSubstitutions(db, workshopId)).map(toItem) };
}

/** A pro stands in for the workshop's pros from `start` to `end` (runsWorkshop reads it). */
export async function addSubstitution(db: Db, viewer: Viewer, workshopId: number, input: SubstitutionInput) {
  const pros = await repository.findActivePros(db, [input.user_id]);
  if (pros.length === 0) throw invalid('user_id', messages.errors.notPro);
  await db.transaction(async (tx) => {
    const workshop = await requireWorkshop(tx, workshopId);
    const row = await repository.insertSubstitution(tx, {
      workshopId,
      userId: input.user_id,
      start: input.start,
      end: input.end,
    });
    await recordAudit(tx, viewer, {
      action: 'create',
      entity: 'substitution',
      entityId: row.id,
      label: workshop.name,
      changes: createdFields({
        workshop_id: workshopId,
        user_id: row.userId,
        start: row.start.toISOString(),
        end: row.end.toISOString(),
      }),
    });
  });
  return listSubstitutions(db, workshopId);
}

export async function removeSubstitution(db: Db, viewer: Viewer, workshopId: number, substitutionId: number) {
  await db.transaction(async (tx) => {
    const workshop = await requireWorkshop(tx, workshopId);
    const row = await repository.deleteSubstitution(tx, workshopId, substitutionId);
    if (!row) throw new AppError('not_found', messages.errors.substitutionUnknown);
    await recordAudit(tx, viewer, {
      action: 'delete',
      entity: 'substitution',
      entityId: row.id,
      label: workshop.name,
      changes: {
        user_id: { before: row.userId },
        start: { before: row.start.toISOString() },
        end: { before: row.end.toISOString() },
      },
    });
  });
  return listSubstitutions(db, workshopId);
}
