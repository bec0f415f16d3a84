/** The e-mail that tells a member her membership ends, with the straight way to renew it. */
import { formatSpokenDate } from '@plateforme/shared/format/dates';
import { getWallClock } from '@plateforme/shared/format/paris-time';
import { RENEWAL_WINDOW_DAYS } from '@plateforme/shared/membership/membership.rules';
import { renewalMessages as texts } from '@plateforme/shared/messages/membership-renewal';
import { mailBody, type MailPart } from '../../../lib/mail-body.ts';
import type { MailMessage } from '../../../lib/mailer.ts';

const dayMs = 24 * 3600_000;

export type DueRenewal = {
  membershipId: number;
  end: Date;
  source: 'card_payment' | 'free_adhesion' | 'aja_adhesion' | 'admin';
  partnerName: string | null;
  member: { id: number; email: string; firstname: string | null; role: string; isAja: boolean };
};

/** « mardi 1er décembre 2026 » */
const spokenDay = (date: Date) => `${formatSpokenDate(date)} ${getWallClock(date).year}`;

/** A pro renews on her own screen; members on theirs, which leads partner and AJA members to the free path. */
export const renewalPath = (renewal: DueRenewal) =>
  renewal.member.role === 'pro' ? '/payment/resubscription' : '/payment/subscription';

function pathLine(renewal: DueRenewal): string {
  if (renewal.source === 'aja_adhesion' || renewal.member.isAja) return texts.aja;
  if (renewal.source === 'free_adhesion' && renewal.partnerName) return texts.partner(renewal.partnerName);
  return texts.card;
}

/**
 * The reminder at `days` before the end (0: the day itself; negative: after it). A reminder made
 * up for late counts the days really left.
 */
export function renewalMail(renewal: DueRenewal, days: number, site: { publicUrl: string }, now: Date): MailMessage {
  const end = spokenDay(renewal.end);
  const left = Math.max(1, Math.round((renewal.end.getTime() - now.getTime()) / dayMs));
  const opens = new Date(renewal.end.getTime() - RENEWAL_WINDOW_DAYS * dayMs);
  const when = days > 0 ? texts.ends(end, left) : days === 0 ? texts.endsToday : texts.ended(end);
  const open =
    days > RENEWAL_WINDOW_DAYS ? texts.opensOn(spokenDay(opens)) : days > 0 ? texts.openNow : texts.openAfter;
  const parts: MailPart[] = [
    { paragraph: texts.greeting(renewal.member.firstname ?? '') },
    { paragraph: `${when} ${open}` },
    { paragraph: pathLine(renewal) },
    { label: texts.link, url: `${site.publicUrl}${renewalPath(renewal)}` },
    { paragraph: texts.closing },
  ];
  const subject = days > 0 ? texts.subject.before(end) : days === 0 ? texts.subject.today : texts.subject.after(end);
  return { to: renewal.member.email, subject, ...mailBody(parts), purpose: `renewal:${renewal.membershipId}:${days}` };
}
