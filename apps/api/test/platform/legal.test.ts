import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalPages } from '@plateforme/shared/platform/legal-pages';
import { settings } from '../../src/db/schema/index.ts';
import { seedReference } from '../../src/seed/reference.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type LegalAnswer = { data: { slug: string; title: string; content: string; updated_at: string } };

describe('GET /api/legal/{slug}', () => {
  let t: TestApp;
  const read = async (slug: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/legal/${slug}` });
    expect(response.statusCode, slug).toBe(200);
    return (response.json() as LegalAnswer).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('P1-LEGAL-02 serves the five texts to a visitor after the reference seed, identity filled in', async () => {
    for (const { slug } of legalPages) {
      const text = await read(slug);
      expect(text.slug).toBe(slug);
      expect(text.title).not.toBe('');
      expect(text.content.length, slug).toBeGreaterThan(500);
      expect(text.content, `${slug} has no placeholder left`).not.toContain('{{');
      expect(Number.isNaN(Date.parse(text.updated_at))).toBe(false);
    }
    const notice = await read('mentions-legales');
    expect(notice.content).toContain('Association Cognition après Cancer');
    expect(notice.content).toContain('10 rue de la Santé, 75014 Paris');
    expect(notice.content).toContain('Hélène Marchand, Présidente');
  });

  it('P1-LEGAL-03 P1-LEGAL-04 P1-LEGAL-05 P1-LEGAL-06 P1-LEGAL-07 P1-LEGAL-08 P1-LEGAL-09 P1-LEGAL-10 the charter: in force since 01/10/2020, its six topics, hosting, retention, identity proof', async () => {
    const { content, title } = await read('charte-de-confidentialite');
    expect(title).toBe('Charte de confidentialité');
    expect(content).toContain('en vigueur depuis le 1er octobre 2020 (01/10/2020)');
    for (const heading of [
      '## Données collectées',
      '## Finalités',
      '## Destinataires',
      '## Hébergement',
      '## Cookies',
      '## Vos droits',
    ]) {
      expect(content).toContain(heading);
    }
    expect(content).toContain("n'est pas certifié pour l'hébergement de données de santé");
    expect(content).toContain('3 ans');
    expect(content).toContain('13 mois au plus');
    expect(content).toMatch(/13 mois après la date du débit, ou 15 mois/);
    expect(content).toContain('pendant 2 ans');
    expect(content).toContain('plus de 2 500 euros');
    expect(content).toContain('article 9 du RGPD');
    expect(content).toContain('CNIL');
  });

  it('P1-LEGAL-11 the sales terms name the three adherent types and quote the amounts in euros', async () => {
    const { content } = await read('conditions-de-vente');
    for (const type of ['**Bénéficiaire**', '**Professionnel**', '**Membre actif**']) expect(content).toContain(type);
    expect(content).toContain('20,00\u00a0€ par an');
    expect(content).toContain('50,00\u00a0€ pour un professionnel');
  });

  it('answers 404 with a French message for an unknown text, and for a setting that is not a legal text', async () => {
    for (const slug of ['nope', 'legal_privacy', 'subscription_amount']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/legal/${slug}` });
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: "Ce texte légal n'existe pas." });
    }
  });

  it('keeps a text the staff edited when the reference seed runs again, and shows an identity edit everywhere', async () => {
    const edited = '## Nouvelle charte\n\nTexte revu par {{association_name}}.';
    await t.database.db.update(settings).set({ value: edited }).where(eq(settings.key, 'legal_privacy'));
    await t.database.db
      .update(settings)
      .set({ value: 'Association Mémoire Vive' })
      .where(eq(settings.key, 'association_name'));
    await seedReference(t.database.db);

    const charter = await read('charte-de-confidentialite');
    expect(charter.content).toBe('## Nouvelle charte\n\nTexte revu par Association Mémoire Vive.');
    expect((await read('mentions-legales')).content).toContain('Association Mémoire Vive');
  });
});
