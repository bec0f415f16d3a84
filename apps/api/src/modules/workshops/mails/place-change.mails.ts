/**
 * The notice a member receives when someone else — a pro of the workshop or the staff — changes
 * her places (ADR 058): who did it, what changed in which session, and a calendar file for each
 * place given (REQUEST) or taken away (CANCEL). Written by a job enqueued in the change's own
 * transaction (ADR 072), once per change.
 */
import { randomUUID } from 'node:crypto';
import { formatTimeRange, formatWeekdayDate } from '@plateforme/shared/format/dates';
import { placeChangeMessages } from '@plateforme/shared/messages/workshops-place-change';
import type { Db } from '../../../db/client.ts';
import { calendarFile } from '../../../lib/icalendar.ts';
import { enqueueJob } from '../../../lib/jobs.ts';
import { escapeHtml } from '../../../lib/mail-body.ts';
import type { MailAttachment, MailMessage } from '../../../lib/mailer.ts';
import { findPeople } from '../../accounts/people.service.ts';
import { sessionCalendarEvent } from '../calendar/calendar-event.ts';
import { findMailSession, type MailPerson, type MailSession } from './session-mails.repository.ts';
import { parseMailFrom, type MailSite } from './session-mails.ts';

const texts = placeChangeMessages.mail;

export type PlaceChangeKind = keyof typeof texts.changes;

export type PlaceChange = { kind: PlaceChangeKind; workshopName: string; start: Date; end: Date };

export type PlaceChangeMail = {
  member: { email: string; firstname: string };
  actor: { firstname: string; lastname: string; role: 'user' | 'pro' | 'admin' };
  changes: PlaceChange[];
  mySessionsUrl: string;
};

const changeLine = (change: PlaceChange) => {
  const session = texts.session(
    change.workshopName,
    formatWeekdayDate(change.start),
    formatTimeRange(change.start, change.end),
  );
  return `${session} : ${texts.changes[change.kind]}.`;
};

export function placeChangeMail({ member, actor, changes, mySessionsUrl }: PlaceChangeMail): MailMessage {
  const name = `${actor.firstname} ${actor.lastname}`.trim();
  const intro = texts.intro(actor.role === 'admin' ? texts.byStaff(name) : texts.byPro(name));
  const lines = changes.map(changeLine);
  const greeting = texts.greeting(member.firstname);
  return {
    to: member.email,
    subject: texts.subject,
    text: [
      greeting,
      '',
      intro,
      ...lines.map((line) => `- ${line}`),
      '',
      `${texts.mySessions} ${mySessionsUrl}`,
      texts.disagree,
      '',
      texts.signature,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(texts.mySessions)} <a href="${escapeHtml(mySessionsUrl)}">${escapeHtml(mySessionsUrl)}</a></p>`,
      `<p>${escapeHtml(texts.disagree)}</p>`,
      `<p>${escapeHtml(texts.signature)}</p>`,
    ].join('\n'),
  };
}

export const PLACE_CHANGE_JOB = 'place-change-mail';

/** What one action of someone else changed in one member's places. */
export type PlaceChangeNotice = {
  actorId: number;
  userId: number;
  changes: { kind: PlaceChangeKind; meetingId: number }[];
};

/** Changes that give her a place: her calendar gets the session. */
const givesPlace = new Set<PlaceChangeKind>(['placeTaken', 'placeGiven']);
/** Changes that take a place away: her calendar loses it. */
const takesPlace = new Set<PlaceChangeKind>(['placeCancelled', 'placeToQueue', 'sameSequenceLeft']);

/**
 * Enqueues the notice in the change's transaction: written if, and once, the change commits.
 * Nothing for the actor herself.
 */
export async function enqueuePlaceChange(tx: Db, notice: PlaceChangeNotice, now = new Date()): Promise<void> {
  if (notice.actorId === notice.userId || notice.changes.length === 0) return;
  await enqueueJob(tx, { kind: PLACE_CHANGE_JOB, key: `${notice.userId}:${randomUUID()}`, payload: notice }, now);
}

function calendarOf(
  session: MailSession,
  member: MailPerson,
  site: MailSite,
  method: 'REQUEST' | 'CANCEL',
  now: Date,
): MailAttachment {
  const event = {
    ...sessionCalendarEvent(session, site.publicUrl),
    // A place taken away is a cancellation of what her calendar holds: a higher SEQUENCE.
    sequence: session.revision + (method === 'CANCEL' ? 1 : 0),
    organizer: parseMailFrom(site.mailFrom),
    attendee: { name: `${member.firstname} ${member.lastname}`.trim(), email: member.email },
  };
  return {
    filename: `${method === 'CANCEL' ? 'annulation' : 'seance'}-${session.id}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(calendarFile([event], { method, now }), 'utf8').toString('base64'),
  };
}

/** The notice of one job, with its purpose; null when its people or sessions are gone. */
export async function placeChangeMessage(
  db: Db,
  site: MailSite,
  notice: PlaceChangeNotice,
  purpose: string,
  now: Date,
): Promise<MailMessage | null> {
  const people = await findPeople(db, [notice.actorId, notice.userId]);
  const member = people.find((person) => person.id === notice.userId);
  const actor = people.find((person) => person.id === notice.actorId);
  if (!member || !actor) return null;
  const found = await Promise.all(notice.changes.map((change) => findMailSession(db, change.meetingId)));
  const named = notice.changes.flatMap((change, index) => {
    const session = found[index];
    return session ? [{ change, session }] : [];
  });
  if (named.length === 0) return null;
  const mail = placeChangeMail({
    member,
    actor,
    changes: named
      .map(({ change, session }) => ({
        kind: change.kind,
        workshopName: session.workshopName,
        start: session.start,
        end: session.end,
      }))
      .sort((a, b) => a.start.getTime() - b.start.getTime()),
    mySessionsUrl: `${site.publicUrl}/meetings`,
  });
  const attachments = named.flatMap(({ change, session }) => {
    if (givesPlace.has(change.kind)) return [calendarOf(session, member, site, 'REQUEST', now)];
    if (takesPlace.has(change.kind)) return [calendarOf(session, member, site, 'CANCEL', now)];
    return [];
  });
  return { ...mail, purpose, ...(attachments.length > 0 ? { attachments } : {}) };
}
