import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { tabTo } from './helpers/keyboard.ts';

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.getByLabel(/^mot de passe/i).fill('motdepasse');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test.describe('questionnaires', () => {
  test('P2-SURV-01 P2-SURV-09 P2-SURV-10 P2-SURV-12 P2-SURV-15 a member answers the satisfaction questionnaire by keyboard, then finds the answers pre-filled', async ({
    page,
  }) => {
    // Three axe sweeps and a save: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await signIn(page, 'membre@demo.fr');

    // The menu's Questionnaires entry leads there (P2-SURV-05).
    await page.getByRole('button', { name: 'Questionnaires' }).click();
    await page.getByRole('menuitem', { name: 'Questionnaire de satisfaction' }).click();
    await expect(page).toHaveURL(/\/satisfaction_survey$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Questionnaire de satisfaction' })).toBeVisible();
    await expectNoAxeViolations(page);

    const submit = page.getByRole('button', { name: 'Enregistrer mes réponses' });
    // Nothing answered: the required questions say so, and the page stays accessible.
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Certaines réponses sont à compléter ou à corriger.' }),
    ).toBeVisible();
    await expect(page.getByText('Champ requis').first()).toBeVisible();
    await expectNoAxeViolations(page);

    const satisfied = page.getByRole('group', { name: 'Êtes-vous satisfait(e) des ateliers suivis ?' });
    const helped = page.getByRole('combobox', { name: 'Les exercices vous ont-ils aidé(e) au quotidien ?' });
    const liked = page.getByRole('group', { name: 'Ce que vous avez le plus apprécié' });
    const format = page.getByRole('combobox', { name: 'Le format vous convenait-il ?' });
    const recommend = page.getByRole('group', { name: 'Recommanderiez-vous les ateliers à une personne concernée ?' });
    const suggestions = page.getByRole('textbox', { name: 'Vos suggestions' });

    // The first question has the focus after the refused submit; arrows choose within the group.
    await tabTo(page, satisfied.getByRole('radio').first());
    await page.keyboard.press('ArrowDown');
    await expect(satisfied.getByRole('radio', { name: 'Satisfait(e)', exact: true })).toBeChecked();

    await tabTo(page, helped);
    await page.keyboard.press('u');
    await expect(helped).toHaveValue('un_peu');

    await tabTo(page, liked.getByRole('checkbox', { name: 'Les échanges avec le groupe' }));
    await page.keyboard.press('Space');
    await tabTo(page, liked.getByRole('checkbox', { name: 'Les livrets' }));
    await page.keyboard.press('Space');

    await tabTo(page, format);
    await page.keyboard.press('p');
    await expect(format).toHaveValue('plutot_oui');

    await tabTo(page, recommend.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(recommend.getByRole('radio', { name: 'Oui', exact: true })).toBeChecked();

    await tabTo(page, suggestions);
    await page.keyboard.type('Des séances en fin de journée.');

    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Questionnaire enregistré !')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);

    // Reopened, the questionnaire starts from these answers.
    await page.getByRole('button', { name: 'Questionnaires' }).click();
    await page.getByRole('menuitem', { name: 'Questionnaire de satisfaction' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Questionnaire de satisfaction' })).toBeVisible();
    await expect(satisfied.getByRole('radio', { name: 'Satisfait(e)', exact: true })).toBeChecked();
    await expect(helped).toHaveValue('un_peu');
    await expect(liked.getByRole('checkbox', { name: 'Les échanges avec le groupe' })).toBeChecked();
    await expect(liked.getByRole('checkbox', { name: 'Les livrets' })).toBeChecked();
    await expect(liked.getByRole('checkbox', { name: 'Les exercices' })).not.toBeChecked();
    await expect(format).toHaveValue('plutot_oui');
    await expect(recommend.getByRole('radio', { name: 'Oui', exact: true })).toBeChecked();
    await expect(suggestions).toHaveValue('Des séances en fin de journée.');
    await expectNoAxeViolations(page);
  });

  test('P2-SURV-13 the profile questionnaire renders every question type and passes axe', async ({ page }) => {
    await signIn(page, 'membre@demo.fr');
    await page.goto('/profile_survey');
    await expect(page.getByRole('heading', { level: 1, name: 'Questionnaire de profil' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Date du diagnostic de votre cancer' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Type de cancer' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Traitements reçus' })).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: 'Votre comité de la Ligue contre le cancer, le cas échéant' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Souhaitez-vous nous dire autre chose ?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
