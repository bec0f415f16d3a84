import { expect, test } from './fixtures.ts';
import type { UserList } from '../../packages/shared/src/workshops/members.schemas.ts';
import { requestTokens, signInThroughForm } from './helpers/session.ts';
import { tabTo } from './helpers/keyboard.ts';

/** The longest way by Tab to a control on these pages. */
const MAX_TABS = 150;

test.describe('« Mes adhérents »', () => {
  test('P2-PRO-03 P2-PRO-12 P2-PRO-18 P2-PRO-22 P2-PRO-23 P2-MEET-04 pro@demo.fr finds a member, opens the card and their sessions, by keyboard', async ({
    page,
  }) => {
    await signInThroughForm(page, 'pro@demo.fr', { expectPath: /\/home$/ });
    // Who to look for: one of the pro's members, as the API lists them.
    const tokens = await requestTokens(page.request, 'pro@demo.fr');
    const answer = await page.request.get('/api/users?per_page=20', {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(answer.ok()).toBe(true);
    const members = ((await answer.json()) as UserList).data;
    expect(members.length).toBeGreaterThan(0);
    const member = members[members.length - 1]!;

    await tabTo(page, page.getByRole('link', { name: 'Mes adhérents' }).first(), MAX_TABS);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pro\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes adhérents' })).toBeVisible();

    const search = page.getByLabel('Rechercher par nom, prénom ou e-mail');
    await tabTo(page, search, MAX_TABS);
    await page.keyboard.type(member.email);
    await expect(page).toHaveURL(/name=/);
    const link = page.getByRole('link', { name: `Ouvrir la fiche de ${member.firstname} ${member.lastname}` });
    await expect(link).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mes adhérents' }).getByRole('row')).toHaveCount(2);

    await tabTo(page, link, MAX_TABS);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/user/${member.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${member.firstname} ${member.lastname}` })).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();
    await expect(page.getByRole('link', { name: /Modifier/ })).toHaveCount(0);

    await tabTo(page, page.getByRole('link', { name: 'Voir ses séances' }), MAX_TABS);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/meetings/${member.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Liste des séances de ${member.firstname} ${member.lastname}` }),
    ).toBeVisible();
  });

  test('P2-PRO-03 P2-PRO-04 a member is refused « Mes adhérents » and the member card', async ({ page }) => {
    await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
    await page.goto('/pro/users');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await page.goto('/user/1');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});
