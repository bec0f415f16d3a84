import { expect, test, type Page } from './fixtures.ts';
import { findAxeViolations } from './axe.ts';
import { expectNoHorizontalOverflow, requestTokens, signInThroughForm } from './helpers/session.ts';
import { tabTo } from './helpers/keyboard.ts';

/** The longest way by Tab to a control on these pages. */
const MAX_TABS = 250;

async function expectAccessibleAtBothWidths(page: Page, label: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await findAxeViolations(page), `axe, ${label}, 1280 px`).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoHorizontalOverflow(page);
  expect(await findAxeViolations(page), `axe, ${label}, 320 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('Back office: planning and settings', () => {
  // Tab by Tab through the sections menu and the table: slower than the usual journey.
  test.setTimeout(180_000);

  test('admin@demo.fr changes one week of the planning and the payment contact e-mail, by keyboard', async ({
    page,
  }) => {
    await signInThroughForm(page, 'admin@demo.fr', { expectPath: /\/(home|admin|aja)$/ });
    const tokens = await requestTokens(page.request, 'admin@demo.fr');
    const headers = { authorization: `Bearer ${tokens.access_token}` };

    await page.goto('/admin/planning?programme=aja');
    await expect(page.getByRole('heading', { level: 1, name: 'Planning des séquences' })).toBeVisible();
    const year = Number(await page.getByLabel('Année', { exact: true }).inputValue());
    const week = page.getByRole('textbox', { name: 'Séquence de la semaine 3', exact: true });
    await tabTo(page, week, MAX_TABS);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('14');
    await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Enregistrer le planning' }), MAX_TABS);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Modifications enregistrées')).toBeVisible();
    const planning = await page.request.get(`/api/admin/planning?year=${year}&programme=aja`, { headers });
    expect((await planning.json()).data.weeks[2]).toMatchObject({ week: 3, sequence: 14 });
    await expectAccessibleAtBothWidths(page, 'planning');

    // Escape closes the message, as a person would rather than wait for it to go.
    await page.keyboard.press('Escape');
    await expect(page.getByText('Modifications enregistrées')).toBeHidden();
    await tabTo(page, page.getByRole('link', { name: 'Paramètres', exact: true }), MAX_TABS);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    const contact = page.getByRole('textbox', { name: 'E-mail de contact pour les paiements' });
    const formerContact = await contact.inputValue();
    await tabTo(page, contact, MAX_TABS);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('pas-un-mail');
    await tabTo(page, page.getByRole('button', { name: 'Enregistrer', exact: true }), MAX_TABS);
    await page.keyboard.press('Enter');
    await expect(page.getByText('E-mail invalide')).toBeVisible();
    await expect(contact).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('tresorerie@demo.fr');
    await tabTo(page, page.getByRole('button', { name: 'Enregistrer', exact: true }), MAX_TABS);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Modifications enregistrées')).toBeVisible();
    const served = await page.request.get('/api/settings/payment_contact_mail');
    expect((await served.json()).data.value).toBe('tresorerie@demo.fr');
    await expectAccessibleAtBothWidths(page, 'settings');

    // The demo keeps its contact for the journeys after this one.
    const current = (await (await page.request.get('/api/admin/settings', { headers })).json()).data;
    await page.request.put('/api/admin/settings', {
      headers,
      data: { ...current, payment_contact_mail: formerContact },
    });
  });
});
