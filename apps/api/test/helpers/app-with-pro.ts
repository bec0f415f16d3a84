import { createPro, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** An app on its own database with one premium pro (basic status) signed in: the sessions tests' owner. */
export async function createAppWithPro(): Promise<{
  t: TestApp;
  pro: { id: number };
  proSession: { authorization: string };
}> {
  const t = await createTestApp();
  const pro = await createPro(t.database.db, { status: 'basic', premium: true });
  return { t, pro, proSession: await signIn(t.database.db, pro) };
}
