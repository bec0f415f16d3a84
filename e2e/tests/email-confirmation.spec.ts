import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { waitForMail } from './helpers/mail.ts';
import { expectNoHorizontalOverflow } from './helpers/session.ts';

/**
 * The welcome e-mail and the link that confirms an address (issue #38): a new member gets it
 * from the background job, the profile shows a banner until the address is confirmed.
 */

/** The confirmation link of a mail (quoted-printable: soft line breaks removed). */
const linkIn = (raw: string) => /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(raw.replace(/=\n/g, ''))?.[1];

/** Registers through the « Autre » path, as a person does, and waits for the welcome page. */
async function register(page: Page, email: string) {
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Autre' }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Durand');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Claire');
  const birthdate = page.getByRole('group', { name: /Date de naissance/ });
  await birthdate.getByRole('combobox', { name: /Jour/ }).selectOption('15');
  await birthdate.getByRole('combobox', { name: /Mois/ }).selectOption({ label: 'mars' });
  await birthdate.getByRole('combobox', { name: /Année/ }).selectOption('1970');
  await page.getByRole('textbox', { name: /^Adresse/ }).fill('18 rue Oberkampf');
  await page.getByRole('textbox', { name: /^Code postal/ }).fill('75011');
  await expect(page.getByRole('combobox', { name: /^Ville/ })).toHaveValue('Paris');
  await page.getByRole('textbox', { name: /^Téléphone/ }).fill('0612345678');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByLabel(/^Mot de passe/).fill('mon-secret-1');
  await page.getByLabel(/^Confirmation du mot de passe/).fill('mon-secret-1');
  const submit = page.getByRole('button', { name: 'Créer mon compte' });
  // The widget draws its tick over the box: a person ticks it with the keyboard as well as with a click.
  await page.getByRole('checkbox', { name: /ne suis pas un robot/i }).focus();
  await page.keyboard.press('Space');
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 30_000 });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Adresse e-mail à confirmer' });

test.describe('the welcome e-mail and the confirmation of the address', () => {
  test('a new member receives the welcome e-mail, asks for a new link on her profile, opens it on a phone, and the banner goes', async ({
    page,
  }) => {
    // A real proof of work, the job's poll and several axe sweeps.
    test.setTimeout(180_000);
    const email = `bienvenue.${Date.now()}@example.fr`;
    await register(page, email);

    const welcome = await waitForMail(email, /Bienvenue dans l’association/, 30_000);
    expect(welcome.raw).toContain('48 heures');
    const welcomeToken = linkIn(welcome.raw);
    expect(welcomeToken).toBeTruthy();

    // Desktop: the profile says the address is not confirmed yet.
    await page.goto('/profile');
    await expect(banner(page)).toContainText(`Votre adresse ${email} n’est pas encore confirmée`);
    await expectNoAxeViolations(page);
    await banner(page).getByRole('button', { name: 'Renvoyer le lien' }).click();
    await expect(banner(page).getByRole('status')).toHaveText(
      `Un nouveau lien de confirmation a été envoyé à ${email}. Il est valable 48 heures.`,
    );
    const resent = await waitForMail(email, /Confirmez votre adresse e-mail/);
    const token = linkIn(resent.raw);
    expect(token).toBeTruthy();

    // A 375 px phone: the replaced link is refused with the way to ask a new one; the new one confirms.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/profile');
    await expect(banner(page)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    await page.goto(`/confirm-email/${welcomeToken}`);
    const refused = page.getByRole('main').getByRole('alert');
    await expect(refused).toContainText('Ce lien de confirmation n’est pas valide.');
    await expect(refused).toContainText('Renvoyer le lien');
    await expect(refused).toBeFocused();

    await page.goto(`/confirm-email/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmation de votre adresse e-mail' })).toBeVisible();
    const done = page.getByRole('main').getByRole('status').filter({ hasText: 'Votre adresse e-mail est confirmée' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Aller à mon profil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('an unknown link, for a visitor, says so and how to get a new one, on a desktop', async ({ page }) => {
    await page.goto('/confirm-email/lien-inconnu');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Ce lien de confirmation n’est pas valide.');
    await expect(alert).toBeFocused();
    await expect(page.getByRole('link', { name: 'Me connecter' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
