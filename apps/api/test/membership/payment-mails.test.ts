import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxReceipts } from '../../src/db/schema/index.ts';
import { createMember, createPartner, createPartnerCode, signIn } from '../helpers/factories.ts';
import { startSmtpServer, waitForOutboxSettled, type TestSmtpServer } from '../helpers/smtp-server.ts';
import { createMailTestApp } from '../helpers/mail-app.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { decideInSandbox, extractPdfText } from './membership-helpers.ts';
import { openPaymentForm, testMerchant } from './provider-helpers.ts';

// Members hear about their money (ADR 019): a mail after every paid payment, with the tax
// receipt attached for a donation, read here from a real SMTP server.
const merchant = testMerchant();
const PUBLIC_URL = merchant.env.PUBLIC_URL;

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());

const openForm = (t: TestApp, member: { id: number }, subscription: boolean, donation: number) =>
  openPaymentForm(t, member, { subscription, donation });

describe('with the real provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createMailTestApp(merchant.env, smtp);
  });
  afterAll(() => t?.close());
  const notify = (form: Parameters<typeof merchant.notifyPaid>[1]) => merchant.notifyPaid(t, form, '424242');

  it('a membership and a donation: the dates, the amounts and the tax receipt attached, once', async () => {
    const member = await createMember(t.database.db, {
      firstname: 'Hélène',
      email: `helene-${Date.now()}@exemple.test`,
    });
    const form = await openForm(t, member, true, 50);
    expect((await notify(form)).json()).toEqual({ result: 'paid' });
    expect((await notify(form)).json()).toEqual({ result: 'already_processed' });

    const mail = await smtp.waitForMessage((m) => m.to.includes(member.email));
    expect(mail.subject).toBe('Votre adhésion est enregistrée');
    expect(mail.text).toContain('Bonjour Hélène,');
    expect(mail.text).toMatch(/paiement de 70,00\s€/);
    expect(mail.text).toMatch(/Votre adhésion de 20,00\s€ court du \d{2}\/\d{2}\/\d{4} au \d{2}\/\d{2}\/\d{4}\./);
    expect(mail.text).toContain(`${PUBLIC_URL}/workshops`);
    const [receipt] = await t.database.db
      .select()
      .from(taxReceipts)
      .where(eq(taxReceipts.donorName, `Hélène ${member.lastname}`));
    expect(mail.text).toContain(`reçu fiscal n° ${receipt!.number}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: `recu-fiscal-${receipt!.number}.pdf`,
      contentType: 'application/pdf',
    });
    expect(mail.attachments[0]!.content.equals(receipt!.pdf!)).toBe(true);
    expect(await extractPdfText(mail.attachments[0]!.content)).toContain(`Hélène ${member.lastname}`);

    await waitForOutboxSettled(t.database.db);
    expect(smtp.messages.filter((m) => m.to.includes(member.email))).toHaveLength(1);
  });

  it('a second membership for the same period: the mail says it will be refunded', async () => {
    const member = await createMember(t.database.db, { email: `double-${Date.now()}@exemple.test` });
    const first = await openForm(t, member, true, 0);
    const second = await openForm(t, member, true, 0);
    await notify(second);
    await notify(first);
    await waitForOutboxSettled(t.database.db);
    const mails = smtp.messages.filter((m) => m.to.includes(member.email));
    expect(mails).toHaveLength(2);
    const refund = mails.find((m) => /les 20,00\s€ de l’adhésion vous seront remboursés/.test(m.text));
    expect(refund?.subject).toBe('Adhésion déjà réglée : votre paiement d’adhésion vous sera remboursé');
    expect(refund?.text).not.toContain('court du');
    expect(mails.filter((m) => m.subject === 'Votre adhésion est enregistrée')).toHaveLength(1);
  });
});

describe('with the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createMailTestApp({ PUBLIC_URL }, smtp);
  });
  afterAll(() => t?.close());

  it('the mail says it is a test, and so does its receipt', async () => {
    const member = await createMember(t.database.db, { email: `essai-${Date.now()}@exemple.test` });
    const form = await openForm(t, member, false, 12);
    await decideInSandbox(t.app, form, 'pay');
    const mail = await smtp.waitForMessage((m) => m.to.includes(member.email));
    expect(mail.subject).toBe('[TEST] Merci pour votre don');
    expect(mail.text).toContain('aucune somme n’a été débitée');
    expect(mail.attachments[0]!.filename).toMatch(/^recu-fiscal-SPECIMEN-\d{4}-\d{5}\.pdf$/);
  });

  it('a test membership without a donation mentions no receipt, and attaches none', async () => {
    const member = await createMember(t.database.db, { email: `essai-adhesion-${Date.now()}@exemple.test` });
    const form = await openForm(t, member, true, 0);
    await decideInSandbox(t.app, form, 'pay');
    const mail = await smtp.waitForMessage((m) => m.to.includes(member.email));
    expect(mail.subject).toBe('[TEST] Votre adhésion est enregistrée');
    expect(mail.text).toContain('Ceci est un paiement de test : aucune somme n’a été débitée.');
    expect(mail.text).not.toMatch(/reçu (joint|fiscal)/i);
    expect(mail.attachments).toHaveLength(0);
  });

  // A free adhesion goes through no provider: the sandbox application serves it as well.
  it('a free adhesion sends its dates and partner, and shows as a 0 € line with the partner in « Mes paiements »', async () => {
    const partner = await createPartner(t.database.db, { name: 'Comité de la Loire', supportType: 'ligue', price: 0 });
    await createPartnerCode(t.database.db, partner, 'LOIRE-2026');
    const member = await createMember(t.database.db, {
      firstname: 'Odile',
      email: `odile-${Date.now()}@exemple.test`,
      registrationProcess: {
        reason: 'ligue',
        aja_role: null,
        partner: { id: partner.id },
        validLigueCodeRegistered: true,
        qprRegistered: true,
      },
    });
    const headers = await signIn(t.database.db, member);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/free-adhesion',
      headers,
      payload: {
        user_id: member.id,
        partner_id: partner.id,
        adh_secret_code: 'LOIRE-2026',
        reason: 'ligue',
        note: null,
      },
    });
    expect(response.statusCode).toBe(200);

    const mail = await smtp.waitForMessage((m) => m.to.includes(member.email));
    expect(mail.subject).toBe('Votre adhésion est enregistrée');
    expect(mail.text).toContain('Votre adhésion, prise en charge par Comité de la Loire, est enregistrée.');
    expect(mail.text).toMatch(/Elle court du \d{2}\/\d{2}\/\d{4} au \d{2}\/\d{2}\/\d{4}\./);

    const history = (
      await t.app.inject({ method: 'GET', url: `/api/users/${member.id}?with[]=payments`, headers })
    ).json().data.payments;
    expect(history).toEqual([
      expect.objectContaining({
        type: 'free_adhesion',
        status: 'paid',
        amount: { subscription: 0, donation: 0, pro_status_amount: 0, total: 0 },
        partner: { id: partner.id, name: 'Comité de la Loire' },
      }),
    ]);
  });
});
