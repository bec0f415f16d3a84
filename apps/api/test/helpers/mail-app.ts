import { startSmtpServer, waitForOutboxSettled, type TestSmtpServer } from './smtp-server.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type MailTestApp = TestApp & { smtp: TestSmtpServer };

/**
 * An application whose mail goes to a test SMTP server: its own, or `sharedSmtp` when several
 * applications of one file read the same one. close() lets the outbox finish first, so no
 * delivery outlives the database.
 */
export async function createMailTestApp(
  env: NodeJS.ProcessEnv = {},
  sharedSmtp?: TestSmtpServer,
): Promise<MailTestApp> {
  const smtp = sharedSmtp ?? (await startSmtpServer());
  const t = await createTestApp({ PUBLIC_URL: 'https://adherents.example.org', SMTP_URL: smtp.url, ...env });
  return {
    ...t,
    smtp,
    close: async () => {
      await waitForOutboxSettled(t.database.db);
      await t.close();
      if (!sharedSmtp) await smtp.close();
    },
  };
}
