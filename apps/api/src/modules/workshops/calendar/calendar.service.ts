import { AppError, forbidden } from '@plateforme/shared/errors/app-error';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { calendarMessages } from '@plateforme/shared/messages/workshops-calendar';
import { FEED_PAST_DAYS } from '@plateforme/shared/workshops/calendar.rules';
import type { CalendarFeedCreated, CalendarFeedStatus } from '@plateforme/shared/workshops/calendar.schemas';
import type { Db } from '../../../db/client.ts';
import { calendarFile } from '../../../lib/icalendar.ts';
import { createSecretToken, hashToken } from '../../../lib/tokens.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { runsWorkshop } from '../workshops.service.ts';
import { sessionCalendarEvent } from './calendar-event.ts';
import * as repository from './calendar.repository.ts';

const DAY_MS = 86_400_000;

/** A calendar file to send: its name and its text. */
export type CalendarDownload = { fileName: string; content: string };

/**
 * GET /api/meetings/{id}/calendar.ics (« Ajouter à mon agenda »): the session as one event,
 * for a person holding a place in it, the pros running its workshop, or the staff.
 */
export async function getSessionCalendar(
  db: Db,
  viewer: Viewer,
  meetingId: number,
  publicUrl: string,
  now = new Date(),
): Promise<CalendarDownload> {
  const session = await repository.findCalendarSession(db, meetingId);
  if (!session) throw new AppError('not_found', meetingsMessages.notFound);
  const allowed =
    (await repository.hasValidatedPlace(db, meetingId, viewer.id)) ||
    (await runsWorkshop(db, viewer, session.workshopId, now));
  if (!allowed) throw forbidden(calendarMessages.notParticipant);
  return {
    fileName: `seance-${meetingId}.ics`,
    content: calendarFile([sessionCalendarEvent(session, publicUrl)], { method: 'PUBLISH', now }),
  };
}

/**
 * GET /api/calendar/{token}.ics: the owner's places in sessions that end after 30 days ago,
 * read at each call, so a calendar app that polls it follows every change. Unknown, renewed
 * or revoked token: 404.
 */
export async function getPersonalCalendar(db: Db, token: string, publicUrl: string, now = new Date()): Promise<string> {
  const userId = await repository.findFeedOwner(db, hashToken(token));
  if (userId === undefined) throw new AppError('not_found', calendarMessages.feedNotFound);
  const since = new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS);
  const sessions = await repository.findPlacesEndingAfter(db, userId, since);
  return calendarFile(
    sessions.map((session) => sessionCalendarEvent(session, publicUrl)),
    { method: 'PUBLISH', name: calendarMessages.file.feedName, now, refreshHours: 1 },
  );
}

/** GET /api/user/calendar-feed. */
export async function getCalendarFeedStatus(db: Db, userId: number): Promise<CalendarFeedStatus> {
  const feed = await repository.findFeed(db, userId);
  return { active: feed !== undefined, created_at: feed?.createdAt.toISOString() ?? null };
}

/** The address a calendar app subscribes to. */
export const personalCalendarUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;

/**
 * POST /api/user/calendar-feed: a new address, replacing the one she had. The address is
 * answered this once: only its token's SHA-256 is kept.
 */
export async function renewCalendarFeed(
  db: Db,
  userId: number,
  publicUrl: string,
  now = new Date(),
): Promise<CalendarFeedCreated> {
  const token = createSecretToken();
  const feed = await repository.upsertFeed(db, userId, hashToken(token), now);
  return { active: true, created_at: feed.createdAt.toISOString(), url: personalCalendarUrl(publicUrl, token) };
}

/** DELETE /api/user/calendar-feed: the address stops answering. */
export async function revokeCalendarFeed(db: Db, userId: number): Promise<CalendarFeedStatus> {
  await repository.deleteFeed(db, userId);
  return { active: false, created_at: null };
}
