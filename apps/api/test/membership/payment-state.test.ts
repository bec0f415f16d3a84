import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema/index.ts';
import { SANDBOX_LATE_NOTIFICATION_MS } from '../../src/modules/membership/use-cases/run-sandbox.ts';
import { createMember, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { decideInSandbox, type PaymentForm } from './membership-helpers.ts';
import { formField, openPaymentForm } from './provider-helpers.ts';

// The return address proves nothing: the screen asks the API, which knows only what the
// signed notification said (ADR 019).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const openForm = (member: { id: number }, subscription: boolean, donation: number) =>
  openPaymentForm(t, member, { subscription, donation });
const refOf = (form: PaymentForm) => formField(form, 'PBX_CMD');
const stateOf = async (member: { id: number }, ref: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/payments/by-ref/${encodeURIComponent(ref)}`,
    headers: await signIn(t.database.db, member),
  });

describe('GET /api/payments/by-ref/{ref}', () => {
  it('stays pending while the notification has not come, then gives the membership dates', async () => {
    const member = await createMember(t.database.db);
    const form = await openForm(member, true, 0);
    const back = await decideInSandbox(t.app, form, 'pay_late');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain('Erreur=00000');

    const before = await stateOf(member, refOf(form));
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ ref: refOf(form), status: 'pending', membership: null });

    await new Promise((resolve) => setTimeout(resolve, SANDBOX_LATE_NOTIFICATION_MS + 1500));
    const after = (await stateOf(member, refOf(form))).json().data;
    expect(after).toMatchObject({ status: 'paid', type: 'subscription', amount: { total: 2000 }, refund: null });
    expect(new Date(after.membership.end).getTime() - new Date(after.membership.start).getTime()).toBeGreaterThan(
      360 * 86_400_000,
    );
  }, 20_000);

  it('tells a refusal, whatever the return address says', async () => {
    const member = await createMember(t.database.db);
    const form = await openForm(member, false, 12);
    await decideInSandbox(t.app, form, 'refuse');
    expect((await stateOf(member, refOf(form))).json().data).toMatchObject({
      status: 'failed',
      code: '00105',
      membership: null,
    });
  });

  it('refuses someone else’s reference (403) and answers an unknown one 404', async () => {
    const owner = await createMember(t.database.db);
    const other = await createMember(t.database.db);
    const form = await openForm(owner, false, 5);
    expect((await stateOf(other, refOf(form))).statusCode).toBe(403);
    expect((await stateOf(owner, 'CB-0-0-UNKNOWN')).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.ref, refOf(form)));
    expect(row?.status).toBe('pending');
  });
});
