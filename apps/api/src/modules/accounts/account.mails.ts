import { accountMailMessages as texts } from '@plateforme/shared/messages/accounts';
import type { MailMessage } from '../../lib/mailer.ts';

/** The greeting, a blank line, then the body. */
const paragraphs = ([greeting, ...body]: readonly string[]) => [greeting, '', ...body];

const withLink = (
  to: string,
  { subject, lines, ignore }: { subject: string; lines: readonly string[]; ignore: string },
  link: string,
): MailMessage => ({
  to,
  subject,
  text: [...paragraphs(lines), '', link, '', ignore, '', texts.signature].join('\n'),
});

const notice = (to: string, { subject, lines }: { subject: string; lines: readonly string[] }): MailMessage => ({
  to,
  subject,
  text: [...paragraphs(lines), '', texts.signature].join('\n'),
});

export const emailChangeConfirmMail = (to: string, link: string) => withLink(to, texts.emailChangeConfirm, link);
export const emailChangeNoticeMail = (to: string) => notice(to, texts.emailChangeNotice);
/** To an address that already has an account: no link, only the warning. */
export const addressInUseMail = (to: string) => notice(to, texts.addressInUse);
export const carerLinkRequestMail = (to: string, link: string) => withLink(to, texts.carerLinkRequest, link);
export const carerInvitationMail = (to: string, link: string) => withLink(to, texts.carerInvitation, link);
