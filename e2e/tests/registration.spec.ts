import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalOverflow } from './helpers/session.ts';

/** Moves the focus with Tab only until it reaches `target` (keyboard-only journeys). */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  await target.waitFor({ timeout: 15_000 });
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** Tabs to a field and types into it, as a person does with the keyboard. */
async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Day, month and year by typing in each focused select (the browser's own type-to-select). */
async function typeDate(page: Page, group: Locator, date: { day: string; month: string; year: string }): Promise<void> {
  const day = group.getByRole('combobox', { name: /Jour/ });
  const month = group.getByRole('combobox', { name: /Mois/ });
  const year = group.getByRole('combobox', { name: /Année/ });
  await typeInto(page, day, date.day);
  await typeInto(page, month, date.month);
  await typeInto(page, year, date.year);
  await expect(year).toHaveValue(date.year);
}

const stepHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });

/** The account form of step 2, filled by keyboard; the human check is solved for real in the browser. */
async function fillAccountForm(
  page: Page,
  person: { lastname: string; firstname: string; birthYear: string; email: string },
) {
  await typeInto(page, page.getByRole('textbox', { name: /^Nom/ }), person.lastname);
  await typeInto(page, page.getByRole('textbox', { name: /^Prénom/ }), person.firstname);
  await typeDate(page, page.getByRole('group', { name: /Date de naissance/ }), {
    day: '15',
    month: 'mars',
    year: person.birthYear,
  });
  await typeInto(page, page.getByRole('textbox', { name: /^Adresse/ }), '18 rue Oberkampf');
  await typeInto(page, page.getByRole('textbox', { name: /^Code postal/ }), '75011');
  // A postal code with one commune fills the city.
  await expect(page.getByRole('combobox', { name: /^Ville/ })).toHaveValue('Paris');
  const phone = page.getByRole('textbox', { name: /^Téléphone/ });
  await typeInto(page, phone, '0612345678');
  await expect(phone).toHaveValue('06 12 34 56 78');
  await typeInto(page, page.getByRole('textbox', { name: /^E-mail/ }), person.email);
  await typeInto(page, page.getByLabel(/^Mot de passe/), 'mon-secret-1');
  await typeInto(page, page.getByLabel(/^Confirmation du mot de passe/), 'mon-secret-1');
}

async function solveCaptchaAndCreate(page: Page) {
  const submit = page.getByRole('button', { name: 'Créer mon compte' });
  await expect(submit).toBeDisabled();
  await tabTo(page, page.getByRole('checkbox', { name: /ne suis pas un robot/i }));
  await page.keyboard.press('Space');
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
}

test.describe('registration', () => {
  test('P1-REG-04 P1-REG-05 P1-REG-16 P1-REG-17 P1-REG-18 P1-REG-19 P1-REG-25 P1-REG-31 P1-REG-39 P1-REGR-20 P1-REGR-21 P1-REGR-24 P1-REGR-29 a new member registers by keyboard through the Ligue path with a valid code and lands on the payment page', async ({
    page,
  }) => {
    // A real proof of work, a questionnaire and four axe sweeps: far more than 30 s on a busy machine.
    test.setTimeout(240_000);
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Créer mon compte' })).toBeVisible();
    await expect(stepHeading(page, 'Étape 1 sur 2 : Orientation')).toBeVisible();
    await expectNoAxeViolations(page);

    // Step 1: the first orientation is the Ligue.
    const ligue = page.getByRole('radio', { name: 'Je suis envoyé(e) par la Ligue contre le cancer' });
    await tabTo(page, ligue);
    await page.keyboard.press('Space');
    await expect(ligue).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
    await page.keyboard.press('Enter');

    // Step 2: the account.
    await expect(stepHeading(page, 'Étape 2 sur 4 : Mes informations')).toBeVisible();
    await expect(stepHeading(page, /Mes informations/)).toBeFocused();
    const email = `ligue.${Date.now()}@example.fr`;
    await fillAccountForm(page, { lastname: 'Lefèvre', firstname: 'Hélène', birthYear: '1968', email });
    await expectNoAxeViolations(page);
    await solveCaptchaAndCreate(page);

    // Step 3: signed in with the new account, the Ligue code and département.
    await expect(stepHeading(page, 'Étape 3 sur 4 : Code adhérent')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Je finalise mon adhésion' })).toBeVisible();
    await expectNoAxeViolations(page);
    await typeInto(page, page.getByRole('textbox', { name: /^Département/ }), '75');
    await expect(page.getByRole('combobox', { name: /Comité de la Ligue/ })).toHaveValue(/\d+/);
    await expect(page.getByRole('combobox', { name: /Comité de la Ligue/ }).locator('option:checked')).toHaveText(
      'Ligue contre le cancer – Comité de Paris',
    );
    await typeInto(page, page.getByRole('textbox', { name: /^Code adhérent/ }), 'LIGUE75');
    await page.keyboard.press('Enter');

    // Step 4: the profile questionnaire.
    await expect(stepHeading(page, 'Étape 4 sur 4 : Questionnaire de profil')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 3, name: 'Questionnaire de profil' })).toBeVisible();
    await expectNoAxeViolations(page);
    await typeDate(page, page.getByRole('group', { name: /Date du diagnostic de votre cancer/ }), {
      day: '1',
      month: 'mars',
      year: '2022',
    });
    await typeInto(page, page.getByRole('combobox', { name: /^Type de cancer/ }), 'Lymph');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: /^Type de cancer/ })).toHaveValue('Lymphome');
    await typeInto(page, page.getByRole('combobox', { name: /^Traitements reçus/ }), 'Chimio');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    const inTreatment = page
      .getByRole('group', { name: /en cours de traitement/ })
      .getByRole('radio')
      .first();
    await tabTo(page, inTreatment);
    await page.keyboard.press('Space');
    await expect(inTreatment).toBeChecked();
    const complaint = page
      .getByRole('group', { name: /difficultés ressentez-vous/ })
      .getByRole('checkbox')
      .first();
    await tabTo(page, complaint);
    await page.keyboard.press('Space');
    await expect(complaint).toBeChecked();
    await typeInto(page, page.getByRole('combobox', { name: /^Votre situation professionnelle/ }), 'En a');
    await tabTo(page, page.getByRole('button', { name: 'Enregistrer mes réponses' }));
    await page.keyboard.press('Enter');

    // The Ligue path ends on the subscription payment.
    await expect(page).toHaveURL(/\/payment\/subscription$/, { timeout: 20_000 });
  });

  test('P1-REG-06 P1-REG-07 P1-REG-20 P1-REG-27 P1-REG-32 P1-REG-36 an AJA young person of 20 registers with a carer, by keyboard, on a 320 px phone', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/register');
    await expect(stepHeading(page, /Orientation/)).toBeVisible();

    const aja = page.getByRole('radio', { name: 'AJA (Adolescents et Jeunes Adultes)' });
    await tabTo(page, aja);
    await page.keyboard.press('Space');
    // Choosing AJA opens its description, with 'Fermer' focused.
    const description = page.getByRole('alertdialog', { name: 'Le parcours AJA' });
    await expect(description).toBeVisible();
    await expect(description).toContainText('15 à 30 ans');
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await page.keyboard.press('Enter');
    await expect(description).toBeHidden();
    await expect(aja).toBeChecked();
    await expect(aja).toBeFocused();

    const young = page.getByRole('radio', { name: 'Je suis un jeune adulte de 18 à 30 ans' });
    await tabTo(page, young);
    await page.keyboard.press('Space');
    await expect(young).toBeChecked();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'Étape 2 sur 4 : Mes informations')).toBeVisible();
    const birthYear = String(new Date().getFullYear() - 20);
    await fillAccountForm(page, {
      lastname: 'Martin',
      firstname: 'Inès',
      birthYear,
      email: `jeune.${Date.now()}@example.fr`,
    });
    // 20 on the AJA path: no dialog.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await solveCaptchaAndCreate(page);

    await expect(stepHeading(page, "Étape 3 sur 4 : Informations du parent ou de l'aidant")).toBeVisible({
      timeout: 20_000,
    });
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await typeInto(page, page.getByRole('textbox', { name: /^Nom/ }), 'Martin');
    await typeInto(page, page.getByRole('textbox', { name: /^Prénom/ }), 'Sophie');
    await typeInto(page, page.getByRole('textbox', { name: /^E-mail/ }), `aidante.${Date.now()}@example.fr`);
    await page.keyboard.press('Enter');

    // The carer is registered: on to the AJA young person's questionnaire.
    await expect(stepHeading(page, 'Étape 4 sur 4 : Questionnaire de profil')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 3, name: 'Questionnaire de profil – Jeune adulte' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
  });

  test('P1-REGR-11 a 16-year-old gets the minor dialog and the focus goes back to the birthdate, by keyboard, on a 320 px phone', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/register');
    const other = page.getByRole('radio', { name: 'Autre' });
    await tabTo(page, page.getByRole('radio').first());
    // The last choice of the group, with the arrow keys.
    await page.keyboard.press('ArrowUp');
    await expect(other).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'Étape 2 sur 2 : Mes informations')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await typeInto(page, page.getByRole('textbox', { name: /^Nom/ }), 'Petit');
    await typeInto(page, page.getByRole('textbox', { name: /^Prénom/ }), 'Jules');
    const birthdate = page.getByRole('group', { name: /Date de naissance/ });
    await typeDate(page, birthdate, { day: '1', month: 'janvier', year: String(new Date().getFullYear() - 16) });
    // Leaving the birthdate checks it.
    await page.keyboard.press('Tab');
    const dialog = page.getByRole('alertdialog', { name: 'Inscription des mineurs' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("un parent ou représentant légal doit d'abord créer son compte");
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(birthdate.getByRole('combobox', { name: /Jour/ })).toBeFocused();
  });
});
