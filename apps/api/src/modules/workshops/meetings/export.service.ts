import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { findSessionRunBy } from './attendance.service.ts';
import { buildParticipantsWorkbook, exportFileName } from './export-workbook.ts';
import * as repository from './participants.repository.ts';

/** GET /api/meetings/{id}/export-subscribers: the same rights as attendance, at any time. */
export async function exportParticipants(db: Db, viewer: Viewer, meetingId: number, now = new Date()) {
  const session = await findSessionRunBy(db, viewer, meetingId, now);
  const participants = await repository.findParticipants(db, meetingId);
  return { fileName: exportFileName(session), content: await buildParticipantsWorkbook(session, participants) };
}
