/**
 * The notice a member receives when someone else — a pro of the workshop or the staff — changes
 * her places (ADR 058): who did it, and what changed in which session.
 */
import { formatTimeRange, formatWeekdayDate } from '@plateforme/shared/format/dates';
import { placeChangeMessages } from '@plateforme/shared/messages/workshops-place-change';
import type { Db } from '../../../db/client.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import type { PlaceChangeNotifier } from './subscriptions.service.ts';
import { findPeople } from '../../accounts/people.service.ts';
import { findSessionsNamed } from './subscriptions.repository.ts';

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
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

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

/** What one save changed in one member's place in a session. */
export type SessionPlaceChange = { userId: number; kind: PlaceChangeKind };

/**
 * Tells each member what the actor changed in her place in one session (the session form, ADR
 * 058), once the save is committed: one mail per member, none for the actor herself. A notice
 * that cannot be written is logged, never a reason to undo the save.
 */
export async function notifySessionPlaceChanges(
  db: Db,
  notifier: PlaceChangeNotifier,
  actorId: number,
  meetingId: number,
  changes: SessionPlaceChange[],
): Promise<void> {
  const byMember = new Map(
    changes.filter((change) => change.userId !== actorId).map((change) => [change.userId, change.kind]),
  );
  if (byMember.size === 0) return;
  let people: Awaited<ReturnType<typeof findPeople>>;
  let session: Awaited<ReturnType<typeof findSessionsNamed>>[number] | undefined;
  try {
    [people, [session]] = await Promise.all([
      findPeople(db, [actorId, ...byMember.keys()]),
      findSessionsNamed(db, [meetingId]),
    ]);
  } catch (error) {
    notifier.log.error({ err: error, meetingId }, 'e-mails de changement de place non écrits');
    return;
  }
  const actor = people.find((person) => person.id === actorId);
  if (!actor || !session) return;
  for (const [userId, kind] of byMember) {
    const member = people.find((person) => person.id === userId);
    if (!member) continue;
    try {
      const changes = [{ kind, workshopName: session.workshopName, start: session.start, end: session.end }];
      await notifier.mailer.send(
        placeChangeMail({ member, actor, changes, mySessionsUrl: `${notifier.publicUrl}/meetings` }),
      );
    } catch (error) {
      notifier.log.error({ err: error, userId }, 'e-mail de changement de place non écrit');
    }
  }
}
