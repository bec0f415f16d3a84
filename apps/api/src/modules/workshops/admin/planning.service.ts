import {
  countIsoWeeks,
  getIsoWeekDays,
  type AdminPlanningAnswer,
  type AdminPlanningQuery,
  type PlanningProgramme,
  type UpdatePlanningInput,
} from '@plateforme/shared/workshops/planning.schemas';
import type { Db } from '../../../db/client.ts';
import type { AuditChanges } from '../../../db/schema/index.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import * as repository from './planning.repository.ts';

const isAjaOf = (programme: PlanningProgramme) => programme === 'aja';

/** GET /api/admin/planning: every week of the ISO year (52 or 53), planned or not. */
export async function getPlanning(
  db: Db,
  { year, programme }: AdminPlanningQuery,
): Promise<AdminPlanningAnswer['data']> {
  const planned = new Map(
    (await repository.findPlannedWeeks(db, isAjaOf(programme), year)).map((row) => [row.week, row.sequence]),
  );
  const weeks = Array.from({ length: countIsoWeeks(year) }, (_, index) => {
    const week = index + 1;
    return { week, ...getIsoWeekDays(year, week), sequence: planned.get(week) ?? null };
  });
  return { year, programme, weeks };
}

/**
 * PUT /api/admin/planning: the weeks sent take their sequence (null removes it), the others
 * keep theirs. One audit line per call that changed something, week by week.
 */
export async function updatePlanning(
  db: Db,
  viewer: Viewer,
  input: UpdatePlanningInput,
): Promise<AdminPlanningAnswer['data']> {
  const isAja = isAjaOf(input.programme);
  await db.transaction(async (tx) => {
    const before = new Map(
      (await repository.findPlannedWeeks(tx, isAja, input.year, true)).map((row) => [row.week, row.sequence]),
    );
    const changes: AuditChanges = {};
    const removed: number[] = [];
    for (const { week, sequence } of input.weeks) {
      const previous = before.get(week) ?? null;
      if (previous === sequence) continue;
      changes[`semaine ${week}`] = { before: previous, after: sequence };
      if (sequence === null) removed.push(week);
      else await repository.upsertPlannedWeek(tx, isAja, input.year, week, sequence);
    }
    await repository.deletePlannedWeeks(tx, isAja, input.year, removed);
    if (Object.keys(changes).length === 0) return;
    await recordAudit(tx, viewer, {
      action: 'update',
      entity: 'planning',
      entityId: input.year,
      label: `Planning ${input.programme === 'aja' ? 'AJA' : 'remédiation cognitive'} ${input.year}`,
      changes,
    });
  });
  return getPlanning(db, input);
}
