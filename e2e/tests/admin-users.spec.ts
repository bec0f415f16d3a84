import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { waitForMail } from './helpers/mail.ts';
import { signInThroughForm } from './helpers/session.ts';
import { tabTo } from './helpers/keyboard.ts';

test.describe('back office: users', () => {
  test('the list reads who is a member today, and a member’s page shows her memberships, payments and sessions', async ({
    page,
  }) => {
    await signInThroughForm(page, 'admin@demo.fr');
    const row = async (email: string) => {
      await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
      const found = page
        .getByRole('table', { name: 'Comptes de la plateforme' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: email, exact: true }) });
      await expect(found).toHaveCount(1);
      return found;
    };
    await expect(await row('nonmembre@demo.fr')).toContainText('Non');
    const member = await row('membre@demo.fr');
    await expect(member.getByRole('cell').nth(3)).toHaveText('Oui');
    await member.getByRole('link').click();
    const memberships = page.getByRole('table', { name: /^Adhésions/ });
    await expect(memberships.getByRole('row').filter({ hasText: 'Oui' })).not.toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Paiements' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Séances' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('admin invites a pro with a status; the pro completes the invitation from the e-mail and signs in', async ({
    page,
    browser,
  }) => {
    // Two axe passes, a real proof of work and a second browser: long on a busy machine.
    test.setTimeout(240_000);
    const email = `pro.invitee.${Date.now()}@exemple.fr`;
    await signInThroughForm(page, 'admin@demo.fr');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Comptes de la plateforme' })).toBeVisible();
    await expectNoAxeViolations(page);

    const invite = page.getByRole('button', { name: 'Inviter' });
    await tabTo(page, invite);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Inviter une personne' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/^Nom/).fill('Invitée');
    await dialog.getByLabel(/^Prénom/).fill('Paula');
    await dialog.getByLabel(/^E-mail/).fill(email);
    await expect(dialog.getByLabel('Rôle')).toHaveValue('pro');
    await dialog.getByRole('checkbox', { name: 'Donner un statut professionnel' }).check();
    await dialog.getByLabel('Type').selectOption('licence');
    await dialog.getByLabel(/^Début/).fill('2025-01-01');
    // The dialog, filled in: axe finds nothing, and on a phone it fits the screen.
    await expectNoAxeViolations(page);
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 320, height: 640 });
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    await page.setViewportSize(desktop);
    await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await expect(page.getByText(`Invitation envoyée à ${email}`)).toBeVisible();
    const pending = page.getByRole('table', { name: 'Invitations envoyées et pas encore utilisées' });
    await expect(pending.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toBeVisible();
    await expect(pending.getByRole('button', { name: `Renvoyer : ${email}` })).toBeVisible();

    const mail = await waitForMail(email, /Finalisez votre inscription/);
    const token = /\/complete-registration\/([A-Za-z0-9_-]+)/.exec(mail.raw.replace(/=\n/g, ''))?.[1];
    expect(token).toBeTruthy();

    const proContext = await browser.newContext();
    const proPage = await proContext.newPage();
    await proPage.goto(`/complete-registration/${token}?email=${encodeURIComponent(email)}`);
    await expect(proPage.getByRole('heading', { level: 1, name: 'Finaliser mon inscription' })).toBeVisible();
    await proPage.getByLabel(/^Mot de passe/).fill('mon-secret-1');
    await proPage.getByLabel(/^Confirmation du mot de passe/).fill('mon-secret-1');
    await proPage.getByRole('checkbox', { name: /conditions générales/ }).check();
    await proPage.getByRole('checkbox', { name: /politique de confidentialité/ }).check();
    await proPage.getByRole('checkbox', { name: /ne suis pas un robot/i }).focus();
    await proPage.keyboard.press('Space');
    const submit = proPage.getByRole('button', { name: 'Valider' });
    await expect(submit).toBeEnabled({ timeout: 20_000 });
    await submit.click();
    await expect(proPage).toHaveURL(/\/login$/);
    await signInThroughForm(proPage, email, { password: 'mon-secret-1', expectPath: /\/(home|aja|pro\/[\w-]+)$/ });
    await proContext.close();

    // Back in the office: the invitation is used, the pro has their status.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
    await page.getByLabel('Nom ou e-mail').fill(email);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('link', { name: 'Invitée Paula' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paula Invitée' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: /Statuts professionnels/ }).getByRole('row', { name: /Licence/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
