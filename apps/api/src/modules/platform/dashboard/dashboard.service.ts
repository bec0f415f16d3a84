import type { Dashboard } from '@plateforme/shared/platform/admin.schemas';
import type { Db } from '../../../db/client.ts';
import { countFigures, findUpcomingSessions, sumUpcomingSessions } from './dashboard.repository.ts';

const SHOWN_SESSIONS = 10;

export async function getDashboard(db: Db): Promise<Dashboard> {
  const [figures, upcoming, next] = await Promise.all([
    countFigures(db),
    sumUpcomingSessions(db),
    findUpcomingSessions(db, SHOWN_SESSIONS),
  ]);
  const { count, places, validated } = upcoming;
  return {
    ...figures,
    sessions: { count, places, validated, fill_rate: places === 0 ? 0 : Math.round((validated / places) * 100), next },
  };
}
