import type { ProNextMeeting } from '@plateforme/shared/workshops/pro-next-meeting.schemas';
import type { Db } from '../../db/client.ts';
import * as repository from './pro-next-meeting.repository.ts';
import { findWorkshopIdsRunBy } from './workshop-pros.repository.ts';

/** Where an onsite session takes place, whole: its own address, else the workshop's street, postal code and town. */
function fullAddress(row: repository.NextSessionRow): string | null {
  if (row.type === 'remote') return null;
  const own = row.address?.trim();
  const place =
    own ||
    [row.street, [row.zip, row.city].filter(Boolean).join(' ')]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(', ');
  const info = row.infoAddress?.trim();
  return [place, info].filter(Boolean).join(' — ') || null;
}

/**
 * GET /api/pro/next-meeting (« Ma prochaine séance », issue #37): the session under way or the
 * next one of the workshops the pro runs now, with who is coming. Only her own workshops: the
 * same rule as attendance (owner, secondary pro, substitute during the substitution).
 */
export async function findProNextMeeting(db: Db, proId: number, now = new Date()): Promise<ProNextMeeting | null> {
  const workshopIds = await findWorkshopIdsRunBy(db, proId, now);
  const row = await repository.findNextSession(db, workshopIds, now);
  if (!row) return null;
  const people = await repository.findSessionPeople(db, row.id);
  return {
    id: row.id,
    workshop_id: row.workshopId,
    workshop_name: row.workshopName,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    type: row.type,
    address: fullAddress(row),
    link: row.type === 'remote' ? row.link : null,
    places: row.places,
    started: row.start <= now,
    subscribers: people
      .filter((person) => person.status === 'validated')
      .map(({ id, firstname, lastname, attendance }) => ({
        id,
        firstname,
        lastname,
        attendance: attendance as 0 | 1 | null,
      })),
    waiting_count: people.filter((person) => person.status === 'waiting').length,
  };
}
