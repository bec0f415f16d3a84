import { expect, test, type Page } from './fixtures.ts';
import type { WorkshopList } from '../../packages/shared/src/workshops/workshops.schemas.ts';
import { requestTokens, signInThroughForm } from './helpers/session.ts';
import { tabTo } from './helpers/keyboard.ts';

/** The longest way by Tab to a control on these pages. */
const MAX_TABS = 150;

const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Mes ateliers' }).getByRole('heading', { level: 2 }).allTextContents();

test.describe('« Mes ateliers » by keyboard (pro@demo.fr)', () => {
  test('P2-PRO-05 P2-PRO-06 P2-PRO-08 lists the cards, sorts by postal code, filters by département, edits a description', async ({
    page,
    request,
  }) => {
    // What the pro runs, from the API: the journey checks the screen against it.
    const token = (await requestTokens(request, 'pro@demo.fr')).access_token;
    const headers = { authorization: `Bearer ${token}` };
    const me = ((await (await request.get('/api/user', { headers })).json()) as { data: { id: number } }).data.id;
    const search = (extra: object) => encodeURIComponent(JSON.stringify({ user_id: me, ...extra }));
    const all = (await (
      await request.get(`/api/workshops?per_page=0&sort=name&search=${search({})}`, { headers })
    ).json()) as WorkshopList;
    expect(all.data.length).toBeGreaterThan(1);

    await signInThroughForm(page, 'pro@demo.fr');
    await page.goto('/pro/workshops');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes ateliers' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Mes ateliers' }).getByRole('listitem')).toHaveCount(
      Math.min(20, all.data.length),
    );
    expect(await cardNames(page)).toEqual(all.data.slice(0, 20).map((workshop) => workshop.name));

    // Sort by postal code: type-ahead on the focused native select.
    const sort = page.getByRole('combobox', { name: 'Trier par' });
    await tabTo(page, sort, MAX_TABS);
    await page.keyboard.type('Code');
    await expect(page).toHaveURL(/sort=zip/);
    const byZip = (await (
      await request.get(`/api/workshops?per_page=20&sort=zip&search=${search({})}`, { headers })
    ).json()) as WorkshopList;
    await expect.poll(() => cardNames(page)).toEqual(byZip.data.map((workshop) => workshop.name));

    // Filter on the département of the first workshop, shown as « code - nom ».
    const department = all.data.find((workshop) => workshop.zip)!.zip!.slice(0, 2);
    const departmentSelect = page.getByRole('combobox', { name: 'Département' });
    await expect(departmentSelect.getByRole('option', { name: new RegExp(`^${department} - `) })).toHaveCount(1);
    await tabTo(page, departmentSelect, MAX_TABS);
    await page.keyboard.type(`${department} - `);
    await expect(page).toHaveURL(new RegExp(`department=${department}`));
    const inDepartment = (await (
      await request.get(`/api/workshops?per_page=20&sort=zip&search=${search({ department })}`, { headers })
    ).json()) as WorkshopList;
    await expect.poll(() => cardNames(page)).toEqual(inDepartment.data.map((workshop) => workshop.name));

    // The edit screen of the first card's workshop: a new description, saved.
    const workshop = inDepartment.data[0]!;
    await page.goto(`/pro/workshops/${workshop.id}/edit`);
    const description = page.getByRole('textbox', { name: 'Description' });
    await tabTo(page, description, MAX_TABS);
    const text = `Atelier relu le ${new Date().toISOString()}`;
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(text);
    await tabTo(page, page.getByRole('button', { name: 'Enregistrer' }), MAX_TABS);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Atelier enregistré !' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/pro/workshops/${workshop.id}$`));
    await page.goto(`/pro/workshops/${workshop.id}/edit`);
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(text);
  });
});
