import { isProPremium } from '@plateforme/shared/accounts/access.rules';
import { AppError, conflict, forbidden } from '@plateforme/shared/errors/app-error';
import { formatTimeRange, formatWeekdayDate } from '@plateforme/shared/format/dates';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { cancelMeetingMessages } from '@plateforme/shared/messages/workshops-offers';
import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { enqueueSessionCancelled } from '../mails/session-mails.jobs.ts';
import { runsWorkshop } from '../workshops.service.ts';
import * as repository from './meeting-form.repository.ts';

/**
 * DELETE /api/meetings/{id}: the session's pro or the staff cancel a session that has not
 * started (ADR 072). In one transaction, under the locks the session form takes: everyone on
 * its lists is to be told — a cancelling calendar file for those who had a place — and the
 * session goes with its lists. The e-mails keep what the session was, since its rows are gone.
 */
export async function cancelMeeting(db: Db, viewer: Viewer, meetingId: number, now = new Date()) {
  const workshopId = await repository.findMeetingWorkshopId(db, meetingId);
  if (workshopId === undefined) throw new AppError('not_found', meetingsMessages.notFound);
  if (!isProPremium(viewer.access) || !(await runsWorkshop(db, viewer, workshopId, now))) throw forbidden();
  await db.transaction(async (tx) => {
    await repository.lockWorkshopFacts(tx, workshopId);
    const meeting = await repository.lockMeeting(tx, meetingId);
    if (!meeting) throw new AppError('not_found', meetingsMessages.notFound);
    if (meeting.start <= now) throw conflict(cancelMeetingMessages.started);
    const session = await enqueueSessionCancelled(tx, meetingId, now);
    if (!session) throw new AppError('not_found', meetingsMessages.notFound);
    if (viewer.role === 'admin') {
      await recordAudit(tx, viewer, {
        action: 'delete',
        entity: 'meeting',
        entityId: meetingId,
        label: `${session.workshopName}, ${formatWeekdayDate(session.start)} ${formatTimeRange(session.start, session.end)}`,
      });
    }
    await repository.deleteMeeting(tx, meetingId);
  });
  return { message: cancelMeetingMessages.cancelled };
}
