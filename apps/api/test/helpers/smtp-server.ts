import type { AddressInfo } from 'node:net';
import { and, isNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';

export type ReceivedMail = {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  /** The text/plain body, decoded. */
  text: string;
  /** Attached files (Content-Disposition: attachment), decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
  raw: string;
};

export type TestSmtpServer = {
  url: string;
  messages: ReceivedMail[];
  waitForMessage: (predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server inside the test process (no TLS, no authentication) on a free port
 * of 127.0.0.1: nodemailer talks to it exactly as to a production relay.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        );
        messages.push(mail);
        for (const waiter of waiters) waiter(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage(predicate, timeoutMs = 5000) {
      const already = messages.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`aucun e-mail attendu reçu en ${timeoutMs} ms (${messages.length} reçus)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines start with white space and continue the previous header.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const softBreaksRemoved = text.replace(/=\n/g, '');
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const char = softBreaksRemoved[i];
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** "=?UTF-8?Q?R=C3=A9initialisation?=" and its base64 form, as nodemailer writes non-ASCII headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** The first text/plain part, looking inside multipart bodies. */
function findText(part: Part): string {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const text = findText(splitPart(section.replace(/^\n/, '')));
      if (text) return text;
    }
    return '';
  }
  return type.toLowerCase().startsWith('text/plain') ? decodeBody(part).replace(/\n$/, '') : '';
}

/** The base64 attachments of a multipart body, at any depth. */
function findAttachments(part: Part): ReceivedMail['attachments'] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((section) => !section.startsWith('--'));
    return sections.flatMap((section) => findAttachments(splitPart(section.replace(/^\n/, ''))));
  }
  const disposition = part.headers.get('content-disposition') ?? '';
  if (!disposition.toLowerCase().startsWith('attachment')) return [];
  const filename = decodeHeader(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '');
  return [
    {
      filename,
      contentType: type.split(';')[0]!.trim(),
      content: Buffer.from(part.body.replace(/\s+/g, ''), 'base64'),
    },
  ];
}

function parseMail(raw: string, to: string[], from: string): ReceivedMail {
  const message = splitPart(raw);
  return {
    to,
    from,
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: findText(message),
    attachments: findAttachments(message),
    raw,
  };
}

/**
 * Deliveries run in the background of the request that queued them: wait until every
 * outbox row is sent or has failed, so a test file never closes its database under one.
 */
export async function waitForOutboxSettled(db: Db, timeoutMs = 5000): Promise<void> {
  await vi.waitFor(
    async () => {
      const pending = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.error)));
      if (pending.length > 0) throw new Error(`${pending.length} e-mail(s) encore en cours d’envoi`);
    },
    { timeout: timeoutMs, interval: 20 },
  );
}
