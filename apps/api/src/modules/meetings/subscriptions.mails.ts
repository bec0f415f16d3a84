/**
 * The notice a member receives when someone else — a pro of the workshop or the staff — changes
 * her places (ADR 058): who did it, and what changed in which session.
 */
import { formatTimeRange, formatWeekdayDate } from '@plateforme/shared/format/dates';
import { placeChangeMessages } from '@plateforme/shared/messages/place-change';
import type { MailMessage } from '../../lib/mailer.ts';

const texts = placeChangeMessages.mail;

export type PlaceChangeKind = keyof typeof texts.changes;

export type PlaceChange = { kind: PlaceChangeKind; workshopName: string; start: Date; end: Date };

export type PlaceChangeMail = {
  member: { email: string; firstname: string };
  actor: { firstname: string; lastname: string; role: 'user' | 'pro' | 'admin' };
  changes: PlaceChange[];
  mySessionsUrl: string;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const changeLine = (change: PlaceChange) => {
  const session = texts.session(change.workshopName, formatWeekdayDate(change.start), formatTimeRange(change.start, change.end));
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
    text: [greeting, '', intro, ...lines.map((line) => `- ${line}`), '', `${texts.mySessions} ${mySessionsUrl}`, texts.disagree, '', texts.signature].join('\n'),
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
