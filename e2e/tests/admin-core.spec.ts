import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signInThroughForm } from './helpers/session.ts';

test.describe('Back office: dashboard, outbox, audit log (ADR 041)', () => {
  test('admin@demo.fr reads the dashboard, follows the outbox card, resends a mail and finds it in the audit log', async ({
    page,
  }) => {
    // Six accessibility scans, two of them at 320 px.
    test.setTimeout(240_000);
    await signInThroughForm(page, 'admin@demo.fr');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    const failures = page.getByRole('region', { name: 'E-mails en échec' });
    await expect(failures).toContainText(/\d+/);
    await expect(page.getByRole('region', { name: 'Adhérents à jour de cotisation' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The card's link, by keyboard.
    await failures.getByRole('link', { name: 'Voir : E-mails envoyés' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/outbox\?status=failed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mails envoyés' })).toBeVisible();
    const resend = page.getByRole('button', {
      name: 'Renvoyer « Votre reçu fiscal » à secretariat.partenaire@exemple.fr',
    });
    await expect(resend).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Dernière erreur : 550 5.1.1 Adresse inconnue');
    await expectNoAxeViolations(page);
    // Its text, as it left: read in a dialog that closes back on the list.
    await page
      .getByRole('button', { name: 'Lire « Votre reçu fiscal » envoyé à secretariat.partenaire@exemple.fr' })
      .click();
    const mail = page.getByRole('dialog', { name: 'E-mail : Votre reçu fiscal' });
    await expect(mail.getByText('Texte de l’e-mail')).toBeVisible();
    await expect(mail.locator('pre')).not.toBeEmpty();
    await mail.getByRole('button', { name: 'Fermer' }).click();
    await expect(mail).toBeHidden();
    await resend.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('E-mail remis dans la file d’envoi.')).toBeVisible();
    // Back in the queue: no longer among the failures.
    await expect(resend).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Sections de l’administration' })
      .getByRole('link', { name: 'Journal des actions' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Journal des actions' })).toBeVisible();
    const line = page
      .getByRole('row')
      .filter({ hasText: 'Votre reçu fiscal — secretariat.partenaire@exemple.fr' })
      .first();
    await expect(line).toContainText('Renvoi');
    await expect(line).toContainText('État : Échec → En attente');
    await page.getByLabel('Type d’élément').selectOption('mail');
    await expect(page).toHaveURL(/entity=mail/);
    await expect(line).toBeVisible();
    await expectNoAxeViolations(page);

    // A phone: every screen fits 320 px and stays clean.
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/admin', '/admin/outbox', '/admin/audit']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').or(page.getByRole('table')).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await expectNoAxeViolations(page);
    }
  });
});
