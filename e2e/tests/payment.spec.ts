import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalOverflow, signInThroughForm } from './helpers/session.ts';

// The server's PUBLIC_URL is the journeys' origin (playwright.config.ts), so the sandbox
// sends the browser back to the origin that holds the session.
test.describe('payment', () => {
  test('P1-PAY-01 P1-PAY-12 P1-PAY-25 P1-PAY-27 P1-PAY-28 P1-PAY-30 P1-HIST-07 a non-member pays the membership through the sandbox and sees "Bravo"', async ({ page }) => {
    // Three axe sweeps, a provider round trip and the history: more than 30 s on a busy machine.
    test.setTimeout(90_000);
    await signInThroughForm(page, 'nonmembre@demo.fr');

    await page.goto('/payment/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Adhésion' })).toBeVisible();
    await expect(page.getByRole('switch', { name: /Adhésion : 20,00\s€/ })).toBeChecked();
    const validate = page.getByRole('button', { name: 'Valider' });
    await expect(validate).toBeDisabled();
    await expect(page.getByText('Vous devez accepter les conditions ci-dessus avant de pouvoir continuer.')).toBeVisible();
    await expectNoAxeViolations(page);

    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await expect(validate).toBeEnabled();
    await validate.click();

    // The sandbox page of the provider protocol (ADR 009).
    await expect(page).toHaveURL(/\/api\/etransactions\/sandbox/);
    await page.getByRole('button', { name: 'Payer' }).click();

    await expect(page).toHaveURL(/\/payment\/subscription\?.*code=00000/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bravo' })).toBeVisible();
    await expect(page.getByText('Paiement effectué !')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes paiements' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Adhésion' }).first();
    await expect(row).toContainText('Payé');
    await expect(row).toContainText(/20,00\s€/);
    await expectNoAxeViolations(page);
  });

  test('the payment screen and the history fit a 320 px phone and pass axe there', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signInThroughForm(page, 'membre@demo.fr');
    await page.goto('/payment/donation');
    await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes paiements' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Payé' }).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
});
