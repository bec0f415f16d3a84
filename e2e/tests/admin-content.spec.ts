import { findAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { requestTokens, signInThroughForm } from './helpers/session.ts';

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 32), Buffer.from('\n%%EOF\n')]);

test.describe('Back office: library documents', () => {
  // Two sign-ins and three axe scans: more than the default minute on a busy machine.
  test.setTimeout(180_000);

  test('ADM-DOC admin@demo.fr adds a document with the progress bar, pro@demo.fr finds it in the library', async ({
    page,
    browser,
  }) => {
    const title = `Fiche mémoire ${Date.now()}`;
    await signInThroughForm(page, 'admin@demo.fr');
    await page.goto('/admin/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Documents de la bibliothèque' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await findAxeViolations(page), 'axe, list').toEqual([]);

    await page.getByRole('link', { name: 'Ajouter un document' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau document' })).toBeVisible();
    await page.getByLabel(/^Titre/).fill(title);
    await page.getByLabel(/^Description/).fill('Exercices de mémoire de travail.');
    expect(await findAxeViolations(page), 'axe, form').toEqual([]);

    // The answer is held back a moment, so the bar is seen while the upload runs.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/documents', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByLabel('Fichier (PDF)')
      .setInputFiles({ name: 'memoire.pdf', mimeType: 'application/pdf', buffer: pdf });
    const bar = page.getByRole('progressbar', { name: 'Envoi du fichier' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler l’envoi' })).toBeVisible();
    expect(await findAxeViolations(page), 'axe, uploading').toEqual([]);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier le document' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/documents\/\d+$/);
    await expect(page.getByText(/^memoire\.pdf · /)).toBeVisible();
    const documentId = Number(page.url().split('/').pop());

    const proPage = await browser.newPage();
    await signInThroughForm(proPage, 'pro@demo.fr', { expectPath: /\/home$/ });
    await proPage.goto('/pro/library');
    await proPage.getByRole('searchbox', { name: 'Rechercher un document' }).fill(title);
    await expect(proPage.getByRole('article').getByRole('heading', { name: title })).toBeVisible();
    await proPage.close();

    // The demo keeps its own documents only.
    const tokens = await requestTokens(page.request, 'admin@demo.fr');
    const removed = await page.request.delete(`/api/admin/documents/${documentId}`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(removed.status()).toBe(204);
  });
});
