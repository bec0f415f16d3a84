import { isProPremium } from '@plateforme/shared/accounts/access.rules';
import { AppError, conflict, forbidden } from '@plateforme/shared/errors/app-error';
import { meetingsMessages, proWorkshopDetailMessages } from '@plateforme/shared/messages/workshops';
import type { SubscriptionPivot } from '@plateforme/shared/workshops/meetings.schemas';
import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { auditStaffAttendance } from '../admin/meeting-audit.ts';
import { runsWorkshop } from '../workshops.service.ts';
import * as repository from './participants.repository.ts';
import { toPivot } from './meetings.view.ts';

/**
 * The session, when the viewer may handle its participants (P2 §6): a premium pro running its
 * workshop at `now` (owner, secondary pro, or substitute during the substitution), or the staff.
 */
export async function findSessionRunBy(
  db: Db,
  viewer: Viewer,
  meetingId: number,
  now: Date,
): Promise<repository.SessionWithWorkshop> {
  const session = await repository.findSessionWithWorkshop(db, meetingId);
  if (!session) throw new AppError('not_found', meetingsMessages.notFound);
  const staff = viewer.role === 'admin';
  const mayRun = staff || (isProPremium(viewer.access) && (await runsWorkshop(db, viewer, session.workshopId, now)));
  if (!mayRun) throw forbidden();
  return session;
}

/** PUT /api/meetings/{id}/attendance/{user_id}: only once the session has started (P2 §4). */
export async function setAttendance(
  db: Db,
  viewer: Viewer,
  meetingId: number,
  userId: number,
  attendance: 0 | 1 | null,
  now = new Date(),
): Promise<SubscriptionPivot> {
  const session = await findSessionRunBy(db, viewer, meetingId, now);
  if (session.start > now) throw conflict(meetingsMessages.attendanceBeforeStart);
  const row = await db.transaction(async (tx) => {
    const before = viewer.role === 'admin' ? await repository.lockAttendance(tx, meetingId, userId) : undefined;
    const updated = await repository.updateAttendance(tx, meetingId, userId, attendance);
    if (updated && before !== undefined)
      await auditStaffAttendance(tx, viewer, {
        meetingId,
        workshopId: session.workshopId,
        start: session.start,
        userId,
        before,
        after: attendance,
      });
    return updated;
  });
  if (!row) throw new AppError('not_found', proWorkshopDetailMessages.notParticipant);
  return toPivot(row);
}

/**
 * PUT /api/meetings/{id}/attendance (« Tous présents », issue #37): every validated participant
 * marked present in one transaction, once the session has started; the pro then ticks the
 * absent ones one by one. The staff's changes are audited person by person, like one at a time.
 */
export async function setAllPresent(db: Db, viewer: Viewer, meetingId: number, now = new Date()): Promise<number> {
  const session = await findSessionRunBy(db, viewer, meetingId, now);
  if (session.start > now) throw conflict(meetingsMessages.attendanceBeforeStart);
  return db.transaction(async (tx) => {
    const before = await repository.lockSessionAttendance(tx, meetingId);
    const updated = await repository.markAllPresent(tx, meetingId);
    if (viewer.role === 'admin')
      for (const place of before)
        await auditStaffAttendance(tx, viewer, {
          meetingId,
          workshopId: session.workshopId,
          start: session.start,
          userId: place.userId,
          before: place.attendance as 0 | 1 | null,
          after: 1,
        });
    return updated;
  });
}
