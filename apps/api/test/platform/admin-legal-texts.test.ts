import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { createAdmin, createMember, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The staff edit the legal texts and the details they quote (ADR 070). */
let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.database.db, await createAdmin(t.database.db, { firstname: 'Léa', lastname: 'Juriste' }));
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers: object = staff) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const publicText = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/legal/${slug}` })).json().data.content as string;
const legalLines = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'legal')))
    .orderBy(auditLog.id);

describe('the host, the phone and the privacy e-mail in the settings', () => {
  it('are read and saved with the other settings, and the public legal notice quotes them at once', async () => {
    const before = (await call('GET', '/api/admin/settings')).json().data;
    expect(before).toMatchObject({
      association_phone: expect.any(String),
      privacy_contact_mail: expect.any(String),
      hosting_provider: expect.stringContaining('à renseigner'),
    });
    expect(await publicText('mentions-legales')).toContain('Hébergeur à renseigner');

    const host = 'OVH SAS, 2 rue Kellermann, 59100 Roubaix, 09 72 10 10 07';
    const saved = await call('PUT', '/api/admin/settings', {
      ...before,
      hosting_provider: host,
      association_phone: '01 40 00 00 00',
      privacy_contact_mail: 'dpo@exemple.fr',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const notice = await publicText('mentions-legales');
    expect(notice).toContain(host);
    expect(notice).not.toContain('à renseigner');
    expect(notice).toContain('01 40 00 00 00');
    expect(await publicText('charte-de-confidentialite')).toContain('dpo@exemple.fr');
  });

  it('refuses a bad privacy e-mail and an empty host in French, under their fields', async () => {
    const before = (await call('GET', '/api/admin/settings')).json().data;
    const response = await call('PUT', '/api/admin/settings', {
      ...before,
      privacy_contact_mail: 'pas-un-email',
      hosting_provider: ' ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      privacy_contact_mail: ['E-mail invalide'],
      hosting_provider: ['Champ requis'],
    });
  });
});

describe('/api/admin/legal-texts', () => {
  it('lists the five texts as stored, placeholders kept', async () => {
    const response = await call('GET', '/api/admin/legal-texts');
    expect(response.statusCode).toBe(200);
    const texts = response.json().data as { slug: string; title: string; content: string }[];
    expect(texts.map((text) => text.slug)).toEqual([
      'charte-de-confidentialite',
      'mentions-legales',
      'cookies',
      'conditions-de-vente',
      'conditions-d-utilisation',
    ]);
    expect(texts.find((text) => text.slug === 'mentions-legales')!.content).toContain('{{hosting_provider}}');
  });

  it('previews a draft with the identity filled in, without saving it', async () => {
    const draft = '## Éditeur\n\n{{association_name}}, joignable au {{association_phone}}.';
    const response = await call('POST', '/api/admin/legal-texts/mentions-legales/preview', { content: draft });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ slug: 'mentions-legales', title: 'Mentions légales' });
    expect(response.json().data.content).toMatch(/^## Éditeur\n\n.+, joignable au 01 40 00 00 00\.$/);
    expect(await publicText('mentions-legales')).not.toContain('joignable au');
  });

  it('saves a text: the public page shows it at once and the change is in the log', async () => {
    const content = '## Hébergement\n\nLa plateforme est hébergée par {{hosting_provider}}.';
    const saved = await call('PUT', '/api/admin/legal-texts/cookies', { content });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ slug: 'cookies', content });
    expect(await publicText('cookies')).toBe(
      '## Hébergement\n\nLa plateforme est hébergée par OVH SAS, 2 rue Kellermann, 59100 Roubaix, 09 72 10 10 07.',
    );
    expect((await call('PUT', '/api/admin/legal-texts/cookies', { content })).statusCode).toBe(200);
    const lines = await legalLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: 'update', label: 'Cookies et stockage local', actorName: 'Léa Juriste' });
    expect(lines[0]!.changes.content).toMatchObject({ after: content });
  });

  it('refuses an empty text (422), an unknown page (404) and anyone but the staff', async () => {
    const empty = await call('PUT', '/api/admin/legal-texts/cookies', { content: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ content: ['Champ requis'] });
    expect((await call('PUT', '/api/admin/legal-texts/inconnue', { content: 'x' })).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/legal-texts/inconnue/preview', { content: 'x' })).statusCode).toBe(404);
    const member = await signIn(t.database.db, await createMember(t.database.db));
    expect((await call('GET', '/api/admin/legal-texts', undefined, member)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/legal-texts/cookies', { content: 'x' }, member)).statusCode).toBe(403);
  });
});
