import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalOverflow, signInThroughForm } from './helpers/session.ts';
import { tabTo } from './helpers/keyboard.ts';

test.describe('Back office: payments and tax receipts', () => {
  test('the staff record a cheque donation of a member, by keyboard, and find its receipt in the register', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInThroughForm(page, 'admin@demo.fr');
    await page.goto('/admin/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Paiements' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /résultat/ })).toBeVisible();
    await expectNoAxeViolations(page);

    const open = page.getByRole('button', { name: 'Enregistrer un paiement reçu' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Enregistrer un paiement reçu' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    const reference = `CHQ-${Date.now()}`;
    await dialog.getByLabel('E-mail du compte du payeur').fill('membre@demo.fr');
    await dialog.getByLabel('Montant (€)').fill('0');
    await dialog.getByLabel(/^Référence/).fill(reference);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    // Refused on the field, in French, the dialog kept open.
    await expect(dialog.getByText('Le montant doit être compris entre 0,01 € et 100 000 €.')).toBeVisible();

    const amount = dialog.getByLabel('Montant (€)');
    await amount.fill('42,50');
    await dialog.getByLabel(/^Référence/).focus();
    await tabTo(page, dialog.getByRole('button', { name: 'Enregistrer' }), 5);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const done = page.getByText(/Paiement MANUEL-.* enregistré, reçu fiscal n° \d{4}-\d{5} émis\./);
    await expect(done).toBeVisible();
    const number = /n° (\d{4}-\d{5})/.exec((await done.textContent()) ?? '')![1]!;

    const search = page.getByLabel('Payeur, e-mail ou référence');
    await search.fill(reference);
    await search.press('Enter');
    await expect(page.getByRole('cell', { name: number })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Chèque' })).toBeVisible();

    await page.getByRole('link', { name: 'Reçus fiscaux' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Registre des reçus fiscaux' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Bilan annuel/ })).toBeVisible();
    const receiptSearch = page.getByLabel('Donateur ou numéro de reçu');
    await receiptSearch.fill(number);
    await receiptSearch.press('Enter');
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('42,50');
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `PDF du reçu n° ${number}` }).click();
    expect((await download).suggestedFilename()).toBe(`recu-fiscal-${number}.pdf`);

    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoHorizontalOverflow(page);
    await page.goto('/admin/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Paiements' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test('the staff reconcile a partner’s reduced price: summary per partner, its payments, the export, on a phone too', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInThroughForm(page, 'admin@demo.fr');
    await page.goto('/admin/payments');
    // The payments list filters by partner, the choice kept in the address.
    const partnerFilter = page.getByLabel('Partenaire', { exact: true });
    await expect(partnerFilter.locator('option')).not.toHaveCount(1);
    const firstPartner = await partnerFilter.locator('option').nth(1).getAttribute('value');
    await partnerFilter.selectOption(firstPartner!);
    await expect(page).toHaveURL(new RegExp(`partner_id=${firstPartner}`));

    await page.getByRole('link', { name: 'Tarifs partenaires' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tarifs partenaires' })).toBeVisible();
    const from = page.getByLabel('Du', { exact: true });
    const to = page.getByLabel('Au', { exact: true });
    // This year by default.
    await expect(from).toHaveValue(/^\d{4}-01-01$/);
    await to.fill('2000-06-30');
    await expect(page.getByText('La date de fin doit suivre la date de début.')).toBeVisible();
    await from.fill('2000-01-01');
    await to.fill('2099-12-31');
    const summary = page.getByRole('table', { name: 'Par partenaire, du 01/01/2000 au 31/12/2099' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('row', { name: /^Total/ })).toBeVisible();
    await expectNoAxeViolations(page);

    const partnerLink = summary.getByRole('link', { name: /^Paiements au tarif réduit : / }).first();
    const partnerName = ((await partnerLink.getAttribute('aria-label')) ?? '').replace(
      'Paiements au tarif réduit : ',
      '',
    );
    await partnerLink.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: `Paiements au tarif réduit : ${partnerName}` }),
    ).toBeVisible();
    await expect(page).toHaveURL(/from=2000-01-01&to=2099-12-31/);
    await expect(page.getByText('Adhésions gratuites')).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /résultat|Aucun paiement/ })
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter (xlsx)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^tarif-reduit-partenaire-\d+-2000-01-01-2099-12-31\.xlsx$/);

    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoHorizontalOverflow(page);
    await page.getByRole('link', { name: 'Retour aux tarifs partenaires' }).click();
    await expect(summary).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // From the partner's own screen.
    const partnerId = /partners\/(\d+)/.exec((await partnerLink.getAttribute('href')) ?? '')![1]!;
    await page.goto(`/admin/partners/${partnerId}`);
    await page.getByRole('link', { name: 'Paiements au tarif réduit', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Paiements au tarif réduit : ${partnerName}` }),
    ).toBeVisible();
  });
});

/** Every back-office screen without an id in its address. */
const adminScreens = [
  '/admin',
  '/admin/partners',
  '/admin/workshops',
  '/admin/planning',
  '/admin/users',
  '/admin/supports',
  '/admin/documents',
  '/admin/surveys',
  '/admin/settings',
  '/admin/payments',
  '/admin/payments/receipts',
  '/admin/payments/partners',
  '/admin/outbox',
  '/admin/jobs',
  '/admin/audit',
];

/** The widest table box's overflow: what its rows would scroll sideways by. */
const tableOverflow = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll('table')].map((table) => {
        const box = table.parentElement!;
        return box.scrollWidth - box.clientWidth;
      }),
    ),
  );

test.describe('Back office: tables on a desk and on a phone (issue #37)', () => {
  test('the payments table fits 1280 px without scrolling sideways, and reads as blocks at 375 px; axe clean', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughForm(page, 'admin@demo.fr');
    await page.goto('/admin/payments');
    const table = page.getByRole('region', { name: 'Paiements' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(await tableOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    expect(await tableOverflow(page)).toBeLessThanOrEqual(0);
    // Each value after its column's name, the sort buttons still there.
    await expect(table.getByRole('cell').first()).toBeVisible();
    await expect(table.getByRole('button', { name: /^Montant/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('every back-office screen fits 1280 px and 375 px', async ({ page }) => {
    test.setTimeout(240_000);
    await signInThroughForm(page, 'admin@demo.fr');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of adminScreens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        // A table may scroll inside its box on a phone, never at the desk.
        if (width === 1280) expect(await tableOverflow(page), `${path}'s tables at 1280 px`).toBeLessThanOrEqual(0);
      }
    }
  });
});
