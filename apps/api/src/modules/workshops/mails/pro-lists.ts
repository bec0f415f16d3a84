/**
 * The evening before, each pro running a session the next day receives its participants
 * (ADR 072), unless she turned it off: the owner, the second pro, and a substitute whose
 * period covers the session. Once per pro and day (`pro-list:<pro>:<day>`).
 */
import { addCalendarDays, getParisDay, getWallClock, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { formatSpokenDate } from '@plateforme/shared/format/dates';
import { sessionMailMessages as texts } from '@plateforme/shared/messages/workshops-mails';
import type { Db } from '../../../db/client.ts';
import { mailBody, type MailPart } from '../../../lib/mail-body.ts';
import type { Mailer, MailMessage } from '../../../lib/mailer.ts';
import { findSessionMailPreferences } from '../calendar/session-mail-preferences.service.ts';
import { findTomorrowRuns, type SessionRun } from './pro-lists.repository.ts';
import { sessionLines, type MailSite } from './session-mails.ts';

/** From this Paris hour on, the next day's lists are due. */
export const PRO_LIST_HOUR = 18;

function proListMail(pro: SessionRun['pro'], runs: SessionRun[], day: string, site: MailSite): MailMessage {
  const parts: MailPart[] = [{ paragraph: texts.proList.intro }];
  for (const run of runs) {
    parts.push({ list: sessionLines(run.session, true) });
    const names = run.participants.map((person) => `${person.firstname} ${person.lastname}`.trim());
    parts.push(names.length > 0 ? { list: names } : { paragraph: texts.proList.nobody });
    if (run.waitingCount > 0) parts.push({ paragraph: texts.proList.waiting(run.waitingCount) });
  }
  parts.push({ label: texts.session.page, url: `${site.publicUrl}/pro/workshops` });
  parts.push({ paragraph: texts.proList.preferences });
  const body = mailBody([{ paragraph: texts.greeting(pro.firstname) }, ...parts, { paragraph: texts.signature }]);
  return {
    to: pro.email,
    subject: texts.proList.subject(formatSpokenDate(runs[0]!.session.start)),
    ...body,
    purpose: `pro-list:${pro.id}:${day}`,
  };
}

/** The lists of tomorrow's sessions, when the evening has come in Paris; answers how many were written. */
export async function sendProLists(db: Db, mailer: Mailer, site: MailSite, now: Date): Promise<number> {
  if (getWallClock(now).hour < PRO_LIST_HOUR) return 0;
  const tomorrow = addCalendarDays(getParisDay(now), 1);
  const runs = await findTomorrowRuns(
    db,
    parisTimeToInstant(tomorrow),
    parisTimeToInstant(addCalendarDays(tomorrow, 1)),
  );
  const byPro = new Map<number, SessionRun[]>();
  for (const run of runs) byPro.set(run.pro.id, [...(byPro.get(run.pro.id) ?? []), run]);
  const preferences = await findSessionMailPreferences(db, [...byPro.keys()]);
  const messages = [...byPro.values()]
    .filter((own) => preferences.get(own[0]!.pro.id)?.participantLists !== false)
    .map((own) => proListMail(own[0]!.pro, own, tomorrow, site));
  return mailer.queue(db, messages, now);
}
