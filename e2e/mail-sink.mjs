// The journeys' SMTP server: the app sends its mails here for real, and each message is
// written as <n>.eml in E2E_MAIL_DIR, where the journeys read it (helpers/mail.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = process.env.E2E_MAIL_DIR;
const port = Number(process.env.E2E_SMTP_PORT);
if (!dir || !port) throw new Error('E2E_MAIL_DIR et E2E_SMTP_PORT sont requis');
mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()).join(',');
      writeFileSync(
        join(dir, `${String(count).padStart(4, '0')}.eml`),
        `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`,
      );
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
