/**
 * The e-mails about a member's sessions (ADR 072), as text, HTML and, where the member's
 * calendar must change, an iCalendar attachment with the session's UID and revision.
 */
import { formatSpokenDate, formatSpokenSession, formatSpokenTime } from '@plateforme/shared/format/dates';
import { sessionMailMessages as texts } from '@plateforme/shared/messages/workshops-mails';
import { calendarFile, type CalendarMethod } from '../../../lib/icalendar.ts';
import { mailBody, type MailPart } from '../../../lib/mail-body.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { sessionCalendarEvent, sessionPageUrl } from '../calendar/calendar-event.ts';
import type { MailPerson, MailSession } from './session-mails.repository.ts';

/** Where links point and who organises the events. */
export type MailSite = { publicUrl: string; mailFrom: string };

/** « Association <ne-pas-repondre@association.local> » → its name and address. */
export function parseMailFrom(mailFrom: string): { name: string; email: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (match) return { name: match[1]!.replace(/^"|"$/g, '') || match[2]!, email: match[2]! };
  return { name: mailFrom.trim(), email: mailFrom.trim() };
}

/** The session's lines: workshop, when, where or how to join. The link only to validated places. */
export function sessionLines(session: MailSession, withLink: boolean): string[] {
  const lines = [texts.session.workshop(session.workshopName), texts.session.when(spokenSession(session))];
  if (session.type === 'onsite') {
    if (session.address?.trim()) lines.push(texts.session.where(session.address.trim()));
    if (session.infoAddress?.trim()) lines.push(texts.session.access(session.infoAddress.trim()));
  } else if (withLink && session.link?.trim()) {
    lines.push(texts.session.remote(session.link.trim()));
  } else {
    lines.push(texts.session.remoteLater);
  }
  return lines;
}

export const spokenSession = (session: Pick<MailSession, 'start' | 'end'>) =>
  formatSpokenSession(session.start, session.end);

/** « mardi 1er décembre à 10 h » */
export const spokenInstant = (date: Date) => `${formatSpokenDate(date)} à ${formatSpokenTime(date)}`;

function calendarAttachment(
  session: MailSession,
  member: MailPerson,
  site: MailSite,
  method: CalendarMethod,
  now: Date,
): MailMessage['attachments'] {
  const event = {
    ...sessionCalendarEvent(session, site.publicUrl),
    organizer: parseMailFrom(site.mailFrom),
    attendee: { name: `${member.firstname} ${member.lastname}`.trim(), email: member.email },
  };
  const content = calendarFile([event], { method, now });
  return [
    {
      filename: method === 'CANCEL' ? 'annulation.ics' : 'seance.ics',
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      contentBase64: Buffer.from(content, 'utf8').toString('base64'),
    },
  ];
}

function message(member: MailPerson, subject: string, parts: MailPart[], purpose: string): MailMessage {
  const body = mailBody([{ paragraph: texts.greeting(member.firstname) }, ...parts, { paragraph: texts.signature }]);
  return { to: member.email, subject, ...body, purpose };
}

const day = (session: MailSession) => formatSpokenDate(session.start);

type MailOf = { member: MailPerson; session: MailSession; site: MailSite; purpose: string; now: Date };

export function confirmationMail({ member, session, site, purpose, now }: MailOf): MailMessage {
  const mail = message(
    member,
    texts.confirmation.subject(session.workshopName, day(session)),
    [
      { paragraph: texts.confirmation.intro },
      { list: sessionLines(session, true) },
      { paragraph: texts.confirmation.calendar },
      { label: texts.confirmation.cancel, url: sessionPageUrl(session, site.publicUrl) },
    ],
    purpose,
  );
  return { ...mail, attachments: calendarAttachment(session, member, site, 'REQUEST', now) };
}

export function queuedMail({ member, session, site, purpose }: MailOf, position: number, offers: boolean) {
  return message(
    member,
    texts.queued.subject(session.workshopName, day(session)),
    [
      { paragraph: texts.queued.intro(position) },
      { list: sessionLines(session, false) },
      { paragraph: offers ? texts.queued.offers : texts.queued.noOffers },
      { label: texts.queued.page, url: sessionPageUrl(session, site.publicUrl) },
    ],
    purpose,
  );
}

export function reminderMail({ member, session, site, purpose }: Omit<MailOf, 'now'>): MailMessage {
  return message(
    member,
    texts.reminder.subject(session.workshopName, day(session)),
    [
      { paragraph: texts.reminder.intro },
      { list: sessionLines(session, true) },
      { label: texts.reminder.cancel, url: sessionPageUrl(session, site.publicUrl) },
      { paragraph: texts.reminder.preferences },
    ],
    purpose,
  );
}

export function updatedMail({ member, session, site, purpose, now }: MailOf): MailMessage {
  const mail = message(
    member,
    texts.updated.subject(session.workshopName, day(session)),
    [
      { paragraph: texts.updated.intro },
      { list: sessionLines(session, true) },
      { paragraph: texts.updated.calendar },
      { label: texts.session.page, url: sessionPageUrl(session, site.publicUrl) },
    ],
    purpose,
  );
  return { ...mail, attachments: calendarAttachment(session, member, site, 'REQUEST', now) };
}

/**
 * The session is cancelled (`whole`), or only the member's place is. Who had a place gets a
 * cancelling calendar file; who was waiting never had the session in her calendar.
 */
export function cancelledMail(of: MailOf, whole: boolean, hadPlace = true): MailMessage {
  const { member, session, site, purpose, now } = of;
  const words = whole ? texts.cancelled : texts.placeCancelled;
  const mail = message(
    member,
    words.subject(session.workshopName, day(session)),
    [
      { paragraph: words.intro },
      { list: sessionLines(session, false) },
      ...(hadPlace ? [{ paragraph: words.calendar }] : []),
      { label: texts.cancelled.others, url: sessionPageUrl(session, site.publicUrl) },
    ],
    purpose,
  );
  return hadPlace ? { ...mail, attachments: calendarAttachment(session, member, site, 'CANCEL', now) } : mail;
}

export function offerMail({ member, session, site, purpose }: Omit<MailOf, 'now'>, until: Date): MailMessage {
  return message(
    member,
    texts.offer.subject(session.workshopName, day(session)),
    [
      { paragraph: texts.offer.intro },
      { list: sessionLines(session, false) },
      { paragraph: texts.offer.until(spokenInstant(until)) },
      { label: texts.offer.accept, url: `${site.publicUrl}/offre/${session.id}` },
      { paragraph: texts.offer.after },
    ],
    purpose,
  );
}
