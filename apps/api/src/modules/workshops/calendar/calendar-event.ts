import { calendarMessages } from '@plateforme/shared/messages/workshops-calendar';
import type { CalendarEvent } from '../../../lib/icalendar.ts';

/** A session as its calendar event reads it: its own fields, its workshop's id and name. */
export type CalendarSession = {
  id: number;
  workshopId: number;
  workshopName: string;
  start: Date;
  end: Date;
  type: 'onsite' | 'remote';
  address: string | null;
  link: string | null;
  /** meetings.revision: the event's SEQUENCE. */
  revision: number;
};

/** The host of the platform's address, which names every session's event (RFC 5545 UID). */
function hostOf(publicUrl: string): string {
  try {
    return new URL(publicUrl).host || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** « Atelier <name> », unless the name already starts with « Atelier ». */
function summaryOf(workshopName: string): string {
  const name = workshopName.trim();
  return /^atelier(?![\p{L}\p{N}])/iu.test(name) ? name : calendarMessages.file.summary(name);
}

/** The same UID for every version of one session, in every file: apps replace what they hold. */
export function sessionUid(meetingId: number, publicUrl: string): string {
  return `seance-${meetingId}@${hostOf(publicUrl)}`;
}

/** The session's page on the platform: its workshop's page, where its sessions are listed. */
export function sessionPageUrl(session: Pick<CalendarSession, 'workshopId'>, publicUrl: string): string {
  return `${publicUrl}/workshops/${session.workshopId}`;
}

/**
 * One session as a calendar event (ADR 072, 074): « Atelier <name> », at its address or
 * « À distance » with its link, the workshop's page in the description and as URL. The
 * download, the personal calendar and the e-mails' attachments all build it here.
 */
export function sessionCalendarEvent(session: CalendarSession, publicUrl: string): CalendarEvent {
  const page = sessionPageUrl(session, publicUrl);
  const link = session.type === 'remote' ? session.link?.trim() || null : null;
  const location =
    session.type === 'remote'
      ? link
        ? `${calendarMessages.file.remote} : ${link}`
        : calendarMessages.file.remote
      : session.address?.trim() || null;
  const description = [link ? calendarMessages.file.link(link) : null, calendarMessages.file.page(page)]
    .filter((line) => line !== null)
    .join('\n');
  return {
    uid: sessionUid(session.id, publicUrl),
    sequence: session.revision,
    start: session.start,
    end: session.end,
    summary: summaryOf(session.workshopName),
    location,
    description,
    url: page,
  };
}
