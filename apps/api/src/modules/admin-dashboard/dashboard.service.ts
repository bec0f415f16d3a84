import type { Dashboard } from '@plateforme/shared/admin/admin-core.schemas';
import type { Db } from '../../db/client.ts';
import { countFigures, findUpcomingSessions } from './dashboard.repository.ts';

const SHOWN_SESSIONS = 10;

export async function getDashboard(db: Db): Promise<Dashboard> {
  const [figures, sessions] = await Promise.all([countFigures(db), findUpcomingSessions(db)]);
  const places = sessions.reduce((sum, session) => sum + session.places, 0);
  const validated = sessions.reduce((sum, session) => sum + session.validated, 0);
  return {
    ...figures,
    sessions: {
      count: sessions.length,
      places,
      validated,
      fill_rate: places === 0 ? 0 : Math.round((validated / places) * 100),
      next: sessions.slice(0, SHOWN_SESSIONS),
    },
  };
}
