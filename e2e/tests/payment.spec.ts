import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { waitForMail } from './helpers/mail.ts';
import { expectNoHorizontalOverflow, signInThroughForm } from './helpers/session.ts';

// The server's PUBLIC_URL is the journeys' origin (playwright.config.ts), so the sandbox
// sends the browser back to the origin that holds the session.
test.describe('payment', () => {
  test('P1-PAY-01 P1-PAY-12 P1-PAY-25 P1-PAY-27 P1-PAY-28 P1-PAY-30 P1-HIST-07 a non-member pays the membership and a donation, sees « Paiement en cours de confirmation… » turn into "Bravo", and receives the mail with the receipt', async ({
    page,
  }) => {
    // Three axe sweeps, a provider round trip with a late notification and the history.
    test.setTimeout(90_000);
    await signInThroughForm(page, 'nonmembre@demo.fr');

    await page.goto('/payment/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Adhésion' })).toBeVisible();
    await expect(page.getByRole('switch', { name: /Adhésion : 20,00\s€/ })).toBeChecked();
    await expect(page.getByText('Paiement de test : aucune carte ne sera débitée.')).toBeVisible();
    const pay = page.getByRole('button', { name: /^Payer 20,00\s€$/ });
    await expect(pay).toBeDisabled();
    await expect(
      page.getByText('Vous devez accepter les conditions ci-dessus avant de pouvoir continuer.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('switch', { name: 'Don' }).check();
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    const payBoth = page.getByRole('button', { name: /^Payer 50,00\s€$/ });
    await expect(payBoth).toBeEnabled();
    await payBoth.click();

    // The sandbox page of the provider protocol (ADR 009), its notification held back (ADR 019).
    await expect(page).toHaveURL(/\/api\/etransactions\/sandbox/);
    await page.getByRole('button', { name: 'Payer, confirmation retardée' }).click();

    await expect(page).toHaveURL(/\/payment\/subscription\?.*code=00000/);
    await expect(page.getByText('Paiement en cours de confirmation…')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Bravo' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Paiement effectué !')).toBeVisible();
    await expect(page.getByText(/Votre adhésion court du \d{2}\/\d{2}\/\d{4} au \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Découvrir les ateliers' })).toBeVisible();
    await expectNoAxeViolations(page);

    const mail = await waitForMail('nonmembre@demo.fr', /Votre adhésion est enregistrée/);
    expect(mail.subject).toBe('[TEST] Votre adhésion est enregistrée');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toMatch(/^recu-fiscal-SPECIMEN-\d{4}-\d{5}\.pdf$/);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes paiements' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Adhésion et don' }).first();
    await expect(row).toContainText('Payé');
    await expect(row).toContainText(/50,00\s€/);
    await expectNoAxeViolations(page);
  });

  test('P1-PAY-32 P1-PAY-34 P1-PAY-31 P1-HIST-08 P1-HIST-09 P1-HIST-10 a refused card shows the error card; "Réessayer" lets the person pay again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInThroughForm(page, 'membre@demo.fr');
    await page.goto('/payment/donation?donation=25');
    await expect(page.getByRole('spinbutton', { name: 'Montant du don (€)' })).toHaveValue('25');
    await page.getByRole('button', { name: /^Payer 25,00\s€$/ }).click();

    await expect(page).toHaveURL(/\/api\/etransactions\/sandbox/);
    await page.getByRole('button', { name: 'Refuser' }).click();

    // Back from PBX_REFUSE: the provider's fields, Erreur 001xx, no code.
    await expect(page).toHaveURL(/\/payment\/donation\?.*Erreur=00105/);
    await expect(page.getByText('Erreur lors du paiement veuillez recharger la page')).toBeVisible();
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page).toHaveURL(/\/payment\/donation\?donation=25$/);
    await expect(page.getByRole('spinbutton', { name: 'Montant du don (€)' })).toHaveValue('25');
    await page.getByRole('button', { name: /^Payer 25,00\s€$/ }).click();
    await expect(page).toHaveURL(/\/api\/etransactions\/sandbox/);
    await page.getByRole('button', { name: 'Payer', exact: true }).click();
    await expect(page).toHaveURL(/\/payment\/donation\?.*code=00000/);
    await expect(page.getByRole('heading', { level: 1, name: 'Merci !' })).toBeVisible();

    // The history: the refused attempt is 'Échec' without receipt, the paid one 'Payé' with it.
    await page.goto('/payments');
    const rows = page.getByRole('row').filter({ hasText: /25,00\s€/ });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Payé');
    await expect(rows.nth(1)).toContainText('Échec');
    await expect(rows.nth(1).getByRole('button')).toHaveCount(0);
    const download = page.waitForEvent('download');
    await rows
      .nth(0)
      .getByRole('button', { name: /^Reçu fiscal / })
      .click();
    expect((await download).suggestedFilename()).toMatch(/^recu-fiscal-CB-\d+-\d+-[0-9A-F]{6}\.pdf$/);
  });

  test('P1-PAY-19 P1-PAY-23 P1-PAY-37 P1-PAY-38 P1-PAY-42 a ligue member adheres for free, without the card, on a 320 px phone', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 640 });
    // Registration was finished on another device: the server holds the code checked at step 3 (issue 37).
    await signInThroughForm(page, 'ligue@demo.fr');
    await page.goto('/payment/subscription');
    await expect(page.getByRole('switch', { name: /Adhésion : 0,00\s€/ })).toBeChecked();
    await expect(
      page.getByText('Votre adhésion est prise en charge par Ligue contre le cancer – Comité de Paris.'),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /pathologie cancéreuse/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: /Code adhérent/ })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    const validate = page.getByRole('button', { name: 'Enregistrer mon adhésion' });
    await expect(validate).toBeDisabled();
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await validate.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Adhésion enregistrée !')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Les Ateliers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Adhérer' })).toHaveCount(0);

    // No card payment: the history shows the adhesion as a 0 € line with its partner (ADR 019).
    await page.goto('/payments');
    await expect(page.getByText('Adhésion prise en charge par Ligue contre le cancer – Comité de Paris')).toBeVisible();
    await expect(page.getByText('Enregistrée')).toBeVisible();
  });

  test('the payment screen and the history fit a 320 px phone and pass axe there', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signInThroughForm(page, 'membre@demo.fr');
    await page.goto('/payment/donation');
    await expect(page.getByRole('button', { name: /^Payer 30,00\s€$/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes paiements' })).toBeVisible();
    // P1-HIST-06: on a phone the history is a list of cards, not a table.
    const cards = page.getByRole('list', { name: 'Mes paiements' }).getByRole('listitem');
    await expect(cards.filter({ hasText: 'Payé' }).first()).toBeVisible();
    await expect(cards.filter({ hasText: 'Échec' }).first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(
      cards
        .filter({ hasText: 'Payé' })
        .first()
        .getByRole('button', { name: /^Reçu fiscal / }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
});
