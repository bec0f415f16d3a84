import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, expectNoHorizontalOverflow, signInThroughForm } from './helpers/session.ts';

/**
 * Issue #38, ADR 077: a member deletes her account from her profile, on a phone, by keyboard.
 * The demo's former member Chantal Giraud (membership expired, no session to come) is the
 * account no other journey uses.
 */
const email = 'chantal.giraud@exemple.fr';

test('a former member deletes her account from the profile with her password on a 320 px phone, is signed out and can no longer sign in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await signInThroughForm(page, email, { expectPath: /\/home$/ });
  await page.goto('/profile');
  const open = page.getByRole('button', { name: 'Supprimer mon compte…' });
  await open.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('vos places dans les séances à venir sont libérées');
  await expect(dialog).toContainText('La loi nous oblige à garder vos paiements et vos reçus fiscaux pendant 6 ans');
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  const password = dialog.getByLabel(/^Mot de passe/);
  await password.fill('pas-le-bon');
  await dialog.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(dialog.getByText('Mot de passe incorrect')).toBeVisible();

  await password.fill(DEMO_PASSWORD);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Votre compte a été supprimé' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();

  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Identifiants incorrects')).toBeVisible();
});
