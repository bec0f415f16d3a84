import { expect, test, type Page } from './fixtures.ts';
import type { WorkshopList } from '../../packages/shared/src/workshops/workshops.schemas.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalOverflow, requestTokens, signInThroughForm } from './helpers/session.ts';
import { tabTo } from './helpers/keyboard.ts';

/** The longest way by Tab to a control on these pages. */
const MAX_TABS = 60;

const statusTexts = ['(pas encore de séances)', "(File d'attente)"];

/**
 * The demo's AJA workshops as Léa must see them, written out: each has a free place in its
 * next three sessions (the cognitive course's first one is full, the next ones are not), so
 * none shows a status.
 */
const demoAjaWorkshops: Record<string, { next: string; status: string | null }> = {
  'Parcours AJA – Remédiation cognitive en visio': { next: 'mercredi 18h00-19h00', status: null },
  "Atelier d'information AJA – Comprendre les troubles cognitifs": { next: 'samedi 10h00-11h30', status: null },
  'Atelier AJA du jeudi soir': { next: 'jeudi 19h00-20h00', status: null },
};

/** The AJA workshops as the API gives them to this person, the reference ones first, as the page orders them. */
async function ajaWorkshopsFor(page: Page, email: string) {
  const tokens = await requestTokens(page.request, email);
  const search = encodeURIComponent(JSON.stringify({ is_aja: 1, active: 1 }));
  const answer = await page.request.get(
    `/api/workshops?search=${search}&with[0]=three_next_meetings&sort=name&per_page=24`,
    {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    },
  );
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as WorkshopList;
  const rank = (ref: string | null | undefined) => {
    const index = ['cog_paid', 'etp_cog_aja'].indexOf(ref ?? '');
    return index === -1 ? 2 : index;
  };
  return [...data].sort((a, b) => rank(a.aja_ref) - rank(b.aja_ref));
}

test.describe('the AJA home', () => {
  test('P1-LOGIN-14 P1-HOME-10 P1-HOME-11 P1-HOME-12 P1-HOME-13 P1-HOME-16 jeune@demo.fr lands on /aja and sees each AJA workshop with its status and next session', async ({
    page,
  }) => {
    await signInThroughForm(page, 'jeune@demo.fr', { expectPath: /\/aja$/ });
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Léa' })).toBeVisible();

    const expected = await ajaWorkshopsFor(page, 'jeune@demo.fr');
    expect(expected.map((workshop) => workshop.aja_ref).slice(0, 2)).toEqual(['cog_paid', 'etp_cog_aja']);
    const section = page.getByRole('region', { name: 'Ateliers AJA' });
    const links = section.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [index, workshop] of expected.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute('href', `/aja/workshops/${workshop.id}`);
      await expect(link).toContainText(workshop.name!);
      const shown = demoAjaWorkshops[workshop.name!];
      expect(shown, workshop.name!).toBeDefined();
      for (const text of statusTexts) {
        if (text === shown!.status) await expect(link).toContainText(text);
        else await expect(link).not.toContainText(text);
      }
      await expect(link).toContainText(`Prochaine séance : ${shown!.next}`);
    }

    await expect(page.getByRole('link', { name: 'Voir tous les ateliers AJA' })).toHaveAttribute(
      'href',
      '/aja-workshops',
    );
    // Léa's profile is complete: no dialog.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('P1-HOME-17 P1-HOME-18 P2-SURV-03 P2-SURV-06 the Questionnaires menu, by keyboard, leads to the cognitive questionnaire', async ({
    page,
  }) => {
    await signInThroughForm(page, 'jeune@demo.fr', { expectPath: /\/aja$/ });
    const main = page.getByRole('main');
    const button = main.getByRole('button', { name: 'Questionnaires' });
    await expect(main.getByRole('region', { name: 'Ateliers AJA' }).getByRole('link').first()).toBeVisible();

    await tabTo(page, button, MAX_TABS);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      /^Questionnaire de profil/,
      /^Questionnaire de satisfaction/,
      /^Questionnaire cognitif/,
    ]);
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: /Questionnaire cognitif/ })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/cog_survey$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Questionnaire cognitif' })).toBeVisible();

    // Escape closes the menu and gives the focus back to its button.
    await page.goBack();
    await expect(page).toHaveURL(/\/aja$/);
    await tabTo(page, main.getByRole('button', { name: 'Questionnaires' }), MAX_TABS);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Questionnaires' })).toBeFocused();
  });

  test('passes axe in the AJA theme, the menu closed and open', async ({ page }) => {
    await signInThroughForm(page, 'jeune@demo.fr', { expectPath: /\/aja$/ });
    await expect(page.getByRole('region', { name: 'Ateliers AJA' }).getByRole('link').first()).toBeVisible();
    // The AJA theme's violet, not the default blue.
    const primary = await page
      .getByRole('link', { name: 'Voir tous les ateliers AJA' })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(primary).toBe('rgb(90, 45, 130)');
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Questionnaires' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('P1-HOME-02 P1-HOME-19 a visitor sees the AJA workshops and a disabled Questionnaires menu', async ({
    page,
  }) => {
    await page.goto('/aja');
    await expect(page.getByRole('heading', { level: 1, name: 'Le parcours AJA' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ateliers AJA' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Questionnaires' })).toBeDisabled();
    await expect(page.getByText('Les questionnaires sont réservés aux adhérents et au parcours AJA.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('P1-HOME-22 a signed-in member without AJA profile going to /aja is sent to /home', async ({ page }) => {
    await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
    await page.goto('/aja');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('the AJA home on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('fits the width and passes axe', async ({ page }) => {
    await signInThroughForm(page, 'jeune@demo.fr', { expectPath: /\/aja$/ });
    await expect(page.getByRole('region', { name: 'Ateliers AJA' }).getByRole('link').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
});
