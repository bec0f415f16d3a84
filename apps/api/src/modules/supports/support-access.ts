/**
 * The one rule for session materials (P2 §6): may this viewer use this support's file of this
 * role, for this session when given, at this instant? The download route and the slideshow
 * proxy both ask it.
 */
import { isPremium, isProLicence, isProPremium } from '@plateforme/shared/accounts/access.rules';
import { getSupportLead, isSupportWindowOpen, supportTypeOf } from '@plateforme/shared/supports/support-access.rules';
import type { SupportAttachmentRole } from '@plateforme/shared/supports/supports.schemas';
import type { Db } from '../../db/client.ts';
import type { Support } from '../../db/schema/index.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { findSessionWithWorkshop, hasValidatedPlace } from '../workshops/meetings/meetings.service.ts';
import { runsWorkshop } from '../workshops/workshops.service.ts';

export type SupportUse = {
  support: Pick<Support, 'sequence' | 'supportType' | 'sharedWithLicencePros'>;
  role: SupportAttachmentRole;
  /** The session the file is for (meeting_id); without it only the always-allowed cases pass. */
  meetingId: number | null;
  now: Date;
};

/** Allowed whatever the session: the staff, and a licence pro for the supports shared with them. */
function alwaysAllowed(viewer: Viewer, support: SupportUse['support']): boolean {
  return viewer.role === 'admin' || (isProLicence(viewer.access) && support.sharedWithLicencePros);
}

export async function canUseSupportFile(
  db: Db,
  viewer: Viewer,
  { support, role, meetingId, now }: SupportUse,
): Promise<boolean> {
  if (alwaysAllowed(viewer, support)) return true;
  if (meetingId === null) return false;
  const session = await findSessionWithWorkshop(db, meetingId);
  if (!session) return false;
  // The session's own materials only: its sequence, its programme.
  if (session.sequence !== support.sequence || supportTypeOf(session) !== support.supportType) return false;

  // The workshop's pro, as of the session (a substitute prepares the sessions they will run).
  if (isProPremium(viewer.access) && (await runsWorkshop(db, viewer, session.workshopId, session.start))) {
    const lead = getSupportLead({ workshopType: session.workshopType, proStatus: viewer.proStatus });
    if (isSupportWindowOpen(session, lead, now)) return true;
  }
  // The booklet: a member with a running membership and a validated place, from the place on.
  if (role === 'user_attachment' && isPremium(viewer.access) && (await hasValidatedPlace(db, session.id, viewer.id))) {
    return isSupportWindowOpen(session, 'always', now);
  }
  return false;
}
