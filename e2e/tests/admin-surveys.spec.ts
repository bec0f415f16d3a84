import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalOverflow, requestTokens, signInThroughForm } from './helpers/session.ts';

test.describe('Back office: questionnaires', () => {
  test('admin@demo.fr edits a label, adds a choice and moves a question by keyboard, publishes version 2; members get it, version 1 stays readable; axe clean at 1280 and 320 px', async ({
    page,
    request,
  }) => {
    // Four axe scans and a publication: more than a minute on a busy machine.
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughForm(page, 'admin@demo.fr');
    await page.goto('/admin/surveys');
    await expect(page.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Questionnaire de qualité de vie' }) });
    await expect(row).toContainText('life_quality');
    await expectNoAxeViolations(page);

    await row.getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Questionnaire : Questionnaire de qualité de vie' }),
    ).toBeVisible();
    await expect(page.getByText('Version en cours : 1')).toBeVisible();

    // Question 3 (« Votre sommeil »): a new label and a fifth choice, typed where the focus lands.
    const sleep = page.getByRole('group', { name: 'Question 3' });
    const label = sleep.getByLabel('Intitulé');
    await label.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Votre sommeil cette semaine');
    await sleep.getByRole('button', { name: 'Ajouter une proposition' }).focus();
    await page.keyboard.press('Enter');
    await expect(sleep.getByLabel('Libellé 5')).toBeFocused();
    await page.keyboard.type('Sans objet');

    // Moved up by keyboard: the focus follows the question and the move is announced.
    await sleep.getByRole('button', { name: 'Monter la question 3' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Monter la question 2' })).toBeFocused();
    await expect(page.getByText('Question déplacée en position 2')).toBeAttached();
    await expect(page.getByRole('group', { name: 'Question 2' }).getByLabel('Intitulé')).toHaveValue(
      'Votre sommeil cette semaine',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Publier une nouvelle version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publier une nouvelle version ?' });
    await expect(dialog).toContainText('Les réponses déjà données gardent les questions de leur version');
    await dialog.getByRole('button', { name: 'Publier' }).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Version 2 publiée' }).first()).toBeVisible();
    await expect(page.getByText('Version en cours : 2')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: '2 (en cours)' })).toBeVisible();

    // A member now gets version 2; version 1 is still there, read only, as it was answered.
    const member = await requestTokens(request, 'membre@demo.fr');
    const answer = await request.get('/api/surveys/ref/life_quality', {
      headers: { authorization: `Bearer ${member.access_token}` },
    });
    const survey = (await answer.json()) as {
      data: { version: number; survey_questions: { label: string; choices: { label: string }[] }[] };
    };
    expect(survey.data.version).toBe(2);
    expect(survey.data.survey_questions[1]!.label).toBe('Votre sommeil cette semaine');
    expect(survey.data.survey_questions[1]!.choices.map((choice) => choice.label)).toContain('Sans objet');

    await page.getByRole('button', { name: 'Voir la version 1' }).click();
    const past = page.getByRole('region', { name: 'Version 1 (lecture seule)' });
    await expect(past.getByRole('heading', { name: 'Version 1 (lecture seule)' })).toBeFocused();
    await expect(past).toContainText('Votre sommeil');
    await expect(past).not.toContainText('Votre sommeil cette semaine');
    await expect(past).not.toContainText('Sans objet');
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
});
