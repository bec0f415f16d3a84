import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** A message the app sent, as the journeys' SMTP server stored it (mail-sink.mjs). */
export type SentMail = {
  to: string[];
  raw: string;
  subject: string;
  attachments: { filename: string; content: Buffer }[];
};

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR absent (playwright.config.ts)');
  return dir;
};

/** "=?UTF-8?B?...?=" and "=?UTF-8?Q?...?=" words, as nodemailer writes non-ASCII subjects. */
const decodeWords = (value: string) =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );

function parse(raw: string): SentMail {
  const unfolded = raw.replace(/\r\n/g, '\n');
  const to = (/^X-Envelope-To: (.*)$/m.exec(unfolded)?.[1] ?? '').split(',');
  const subject = decodeWords((/^Subject: (.*(?:\n[ \t].*)*)$/m.exec(unfolded)?.[1] ?? '').replace(/\n[ \t]+/g, ' '));
  const attachments = [
    ...unfolded.matchAll(
      /Content-Disposition: attachment;\s*filename=("?)([^"\n]+)\1\n(?:[^\n]+\n)*\n([A-Za-z0-9+/=\n]+)/g,
    ),
  ].map((match) => ({
    filename: match[2] ?? '',
    content: Buffer.from((match[3] ?? '').replace(/\s+/g, ''), 'base64'),
  }));
  return { to, raw: unfolded, subject, attachments };
}

/** Waits for a mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeout = 15_000): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      () => {
        found = readdirSync(mailDir())
          .sort()
          .map((name) => parse(readFileSync(join(mailDir(), name), 'utf8')))
          .find((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout, message: `e-mail « ${subject} » pour ${to}` },
    )
    .toBe(true);
  return found as SentMail;
}
