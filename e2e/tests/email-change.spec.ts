import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, expectNoHorizontalOverflow, signInThroughForm } from './helpers/session.ts';

/**
 * The pages the account e-mails' links open (ADR 021, 026). The e2e server has no SMTP and
 * its embedded database belongs to the server process (ADR 023), so a test cannot read the
 * link a mail carries: the request is followed up to the mail, the pages on refused links.
 */

const snackbar = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text });

test.describe('changing the login address', () => {
  test('P2-PROF-16 a member asks for a new address with their password; the current one stays until the link is opened', async ({
    page,
  }) => {
    // Signing in, the profile form and an argon2 check of the password: slow on a busy machine.
    test.setTimeout(60_000);
    await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
    await page.goto('/profile/edit');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('marie.nouvelle@demo.fr');
    await page.getByLabel(/^Ancien mot de passe/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(snackbar(page, 'Un lien de confirmation a été envoyé à marie.nouvelle@demo.fr')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.locator('dt', { hasText: /^E-mail$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      'membre@demo.fr',
    );
  });

  test('a spent or unknown link says « Lien invalide ou expiré », focused, with a way home, on a phone too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/email-change/lien-inconnu');
    await expect(page.getByRole('heading', { level: 1, name: "Confirmation de l'adresse e-mail" })).toBeVisible();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toHaveText('Lien invalide ou expiré');
    await expect(alert).toBeFocused();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('accepting to be an AJA carer', () => {
  test('a visitor signs in on the link’s page, stays there, and an unknown link is refused', async ({ page }) => {
    await page.goto('/carer-link/lien-inconnu');
    await expect(page.getByRole('heading', { level: 1, name: 'Demande d’aidant' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(
      main.getByText(
        'Un(e) jeune du parcours AJA vous a désigné(e) comme aidant(e). Accepter vous relie à son compte.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await main.getByRole('textbox', { name: /e-mail/i }).fill('aidant@demo.fr');
    await main.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Se connecter' }).click();

    const accept = main.getByRole('button', { name: 'Accepter' });
    await expect(accept).toBeFocused();
    await expect(page).toHaveURL(/\/carer-link\/lien-inconnu$/);
    await page.keyboard.press('Enter');
    const alert = main.getByRole('alert');
    await expect(alert).toHaveText('Lien invalide ou expiré');
    await expect(alert).toBeFocused();
  });
});
