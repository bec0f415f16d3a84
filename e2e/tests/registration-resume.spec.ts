import { expect, test, waitForAppOnLoad, type Browser, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalOverflow, signInThroughForm } from './helpers/session.ts';

/**
 * Issue 37: a Ligue patient who stopped after step 2 and signs in later is taken back to the
 * stepper (never to a 20 € card payment); her checked code is kept by the server, the
 * committee is asked once, and she ends on the free adhesion.
 */

const PASSWORD = 'mon-secret-1';
const stepHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });

/** Steps 1 and 2 of the Ligue path, then the account exists and she is on step 3. */
async function registerUntilStepThree(page: Page, email: string) {
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Je suis envoyé(e) par la Ligue contre le cancer' }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(stepHeading(page, 'Étape 2 sur 4 : Mes informations')).toBeVisible();
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Moreau');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Sylvie');
  const birthdate = page.getByRole('group', { name: /Date de naissance/ });
  await birthdate.getByRole('combobox', { name: /Jour/ }).selectOption('15');
  await birthdate.getByRole('combobox', { name: /Mois/ }).selectOption({ label: 'mars' });
  await birthdate.getByRole('combobox', { name: /Année/ }).selectOption('1965');
  await page.getByRole('textbox', { name: /^Adresse/ }).fill('4 rue de la Roquette');
  await page.getByRole('textbox', { name: /^Code postal/ }).fill('75011');
  await expect(page.getByRole('combobox', { name: /^Ville/ })).toHaveValue('Paris');
  await page.getByRole('textbox', { name: /^Téléphone/ }).fill('0612345678');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByLabel(/^Confirmation du mot de passe/).fill(PASSWORD);
  // The human check is solved for real in the browser; the widget takes the key as a person gives it.
  await page.getByRole('checkbox', { name: /ne suis pas un robot/i }).focus();
  await page.keyboard.press('Space');
  const submit = page.getByRole('button', { name: 'Créer mon compte' });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();
  await expect(stepHeading(page, 'Étape 3 sur 4 : Code adhérent')).toBeVisible({ timeout: 20_000 });
}

/** Signs in from a fresh browser (another day, another device): nothing of the first visit is kept. */
async function signInElsewhere(browser: Browser, email: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = waitForAppOnLoad(await context.newPage());
  await signInThroughForm(page, email, { password: PASSWORD, expectPath: /\/register$/ });
  return { context, page };
}

/** Step 3: the département chooses the committee; the code in lower case with spaces is accepted. */
async function giveCode(page: Page) {
  await page.getByRole('textbox', { name: /^Département/ }).fill('75');
  await expect(page.getByRole('combobox', { name: /Comité de la Ligue/ }).locator('option:checked')).toHaveText(
    'Ligue contre le cancer – Comité de Paris',
  );
  await page.getByRole('textbox', { name: /^Code adhérent/ }).fill('  ligue75 ');
  await page.getByRole('button', { name: 'Vérifier mon code' }).click();
  await expect(stepHeading(page, 'Étape 4 sur 4 : Questionnaire de profil')).toBeVisible({ timeout: 20_000 });
}

/** Step 4: the committee is not asked again; the required answers, then the free path's payment screen. */
async function answerQuestionnaire(page: Page) {
  await expect(page.getByRole('heading', { level: 3, name: 'Questionnaire de profil' })).toBeVisible();
  await expect(page.getByText(/Votre comité de la Ligue/)).toHaveCount(0);
  const diagnosis = page.getByRole('group', { name: /Date du diagnostic de votre cancer/ });
  await diagnosis.getByRole('combobox', { name: /Jour/ }).selectOption('1');
  await diagnosis.getByRole('combobox', { name: /Mois/ }).selectOption({ label: 'mars' });
  await diagnosis.getByRole('combobox', { name: /Année/ }).selectOption('2022');
  await page.getByRole('combobox', { name: /^Type de cancer/ }).fill('Lymph');
  await page.getByRole('option', { name: 'Lymphome' }).click();
  await page.getByRole('combobox', { name: /^Traitements reçus/ }).fill('Chimio');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page
    .getByRole('group', { name: /en cours de traitement/ })
    .getByRole('radio')
    .first()
    .check();
  await page
    .getByRole('group', { name: /difficultés ressentez-vous/ })
    .getByRole('checkbox')
    .first()
    .check();
  await page.getByRole('combobox', { name: /^Votre situation professionnelle/ }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Enregistrer mes réponses' }).click();
  await expect(page).toHaveURL(/\/payment\/subscription$/, { timeout: 20_000 });
}

/** The free path: no code asked again, no card, the membership recorded. */
async function adhereForFree(page: Page) {
  await expect(page.getByRole('switch', { name: /Adhésion : 0,00\s€/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /Code adhérent/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Payer/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Enregistrer mon adhésion' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await expect(page.getByText('Adhésion enregistrée !')).toBeVisible();
}

for (const viewport of [
  { name: 'desk', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
]) {
  test(`P1-REG-35 P1-REG-38 P1-REG-39 issue 37 at ${viewport.width} px: a Ligue patient who stopped after step 2 resumes at step 3, her code kept, and ends on the free path`, async ({
    page,
    browser,
  }) => {
    // Two proofs of work and a questionnaire on a busy two-core machine.
    test.setTimeout(360_000);
    const size = { width: viewport.width, height: viewport.height };
    await page.setViewportSize(size);
    const email = `reprise.${viewport.name}.${Date.now()}@example.fr`;
    await registerUntilStepThree(page, email);

    // She signs in later: the stepper's step 3, not a card payment.
    const second = await signInElsewhere(browser, email, size);
    await expect(stepHeading(second.page, 'Étape 3 sur 4 : Code adhérent')).toBeVisible();
    await expectNoHorizontalOverflow(second.page);
    await expectNoAxeViolations(second.page);
    await second.page.goto('/payment/subscription');
    await expect(second.page).toHaveURL(/\/register$/);
    await expect(stepHeading(second.page, 'Étape 3 sur 4 : Code adhérent')).toBeVisible();
    await giveCode(second.page);
    await second.context.close();

    // Another device again: the server holds her code, the questionnaire comes next.
    const third = await signInElsewhere(browser, email, size);
    await expect(stepHeading(third.page, 'Étape 4 sur 4 : Questionnaire de profil')).toBeVisible();
    await expectNoHorizontalOverflow(third.page);
    await expectNoAxeViolations(third.page);
    await answerQuestionnaire(third.page);
    await expectNoHorizontalOverflow(third.page);
    await adhereForFree(third.page);
    await third.context.close();
  });
}
