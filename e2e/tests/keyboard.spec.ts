import { expect, test, type Locator, type Page } from './fixtures.ts';
import { readStoredSession, requestTokens, storeSession } from './helpers/session.ts';

/**
 * Keyboard-only journeys (ADR 015): after opening the page, every action is a key press
 * (Tab, Shift+Tab, Enter, Space, typing). Each control must be reached in the tab order, show
 * where the focus is, and work from the keyboard.
 */

const MAX_TABS = 40;

/** Presses Tab until `target` has the focus, as a person would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key}`).toBeFocused();
}

/**
 * The focused control shows a focus ring: an outline of at least 2 px (themes.ts, sandbox
 * page), on the control or, for MUI's switches and boxes whose native input is invisible, on
 * the control drawn around it.
 */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const outline = await target.evaluate((element) => {
    const style = window.getComputedStyle(element.closest('.Mui-focusVisible') ?? element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test.describe('keyboard only', () => {
  test('P1-LOGIN-02 P1-LOGIN-03 P1-LOGIN-06 P1-LOGIN-08 P1-LOGIN-11 P1-LOGIN-15 signing in: skip link, field errors, remember-me and the button, all from the keyboard', async ({
    page,
  }) => {
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: /e-mail/i });
    const password = page.getByLabel(/^Mot de passe/);

    // The first Tab reaches the skip link; Enter takes the focus to the page's content.
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skipLink).toBeFocused();
    await expectVisibleFocus(skipLink);
    await page.keyboard.press('Enter');
    await expect(page.locator('main#contenu')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(email).toBeFocused();

    // Enter in an empty form: both messages, and the focus goes to the first field at fault.
    await page.keyboard.press('Enter');
    await expect(page.getByText('Champ requis')).toHaveCount(2);
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await page.keyboard.type('membre@demo.fr');
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await page.keyboard.type('motdepasse');

    // The show-password button, then the remember-me box, each by Tab and Space.
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Afficher le mot de passe' });
    await expect(toggle).toBeFocused();
    await expectVisibleFocus(toggle);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    const remember = page.getByRole('checkbox', { name: 'Se souvenir de moi' });
    await tabTo(page, remember);
    await expectVisibleFocus(remember);
    await page.keyboard.press('Space');
    await expect(remember).toBeChecked();

    const submit = page.getByRole('button', { name: 'Se connecter' });
    await tabTo(page, submit);
    await expectVisibleFocus(submit);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Marie' })).toBeVisible();
    // A new page: a screen reader starts reading at its content.
    await expect(page.locator('main#contenu')).toBeFocused();
    expect((await readStoredSession(page)).local).not.toBeNull();
  });

  test('P1-LOGIN-04 P1-LOGIN-05 the links under the form are reached and followed with the keyboard', async ({
    page,
  }) => {
    await page.goto('/login');
    await tabTo(page, page.getByRole('link', { name: 'Mot de passe oublié ?' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/password\/reset$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('P1-PAY-07 P1-PAY-08 P1-PAY-11 P1-PAY-15 P1-PAY-29 P1-PAY-31 a member makes a donation from the keyboard alone, through the payment page and back', async ({
    page,
    request,
  }) => {
    // The session is set up directly: signing in by keyboard is the journey above.
    await storeSession(page, await requestTokens(request, 'membre@demo.fr'));
    await page.goto('/payment/donation');
    await expect(page.getByRole('heading', { level: 1, name: 'Faire un don' })).toBeVisible();

    // The donation switch: Space turns it off (nothing to pay) and on again.
    const donation = page.getByRole('switch', { name: 'Don', exact: true });
    // Named « Payer 30,00 € », then « Payer » once nothing is to pay (ADR 025).
    const submit = page.getByRole('button', { name: /^Payer/ });
    await tabTo(page, donation);
    await expectVisibleFocus(donation);
    await page.keyboard.press('Space');
    await expect(donation).not.toBeChecked();
    await expect(submit).toBeDisabled();
    await page.keyboard.press('Space');
    await expect(donation).toBeChecked();

    // The amount: 30 € by default, replaced by typing.
    const amount = page.getByRole('spinbutton', { name: 'Montant du don (€)' });
    await page.keyboard.press('Tab');
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue('30');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('45');
    await expect(page.getByText(/Total : 45,00\s€/)).toBeVisible();

    await tabTo(page, submit);
    await expectVisibleFocus(submit);
    await page.keyboard.press('Enter');

    // The payment page (the sandbox of the provider's protocol): « Payer » by Tab and Enter.
    await expect(page).toHaveURL(/\/api\/etransactions\/sandbox/);
    const pay = page.getByRole('button', { name: 'Payer', exact: true });
    await tabTo(page, pay);
    await expectVisibleFocus(pay);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/payment\/donation\?.*code=00000/);
    await expect(page.getByRole('heading', { level: 1, name: 'Merci !' })).toBeVisible();
    await expect(page.getByText('Paiement effectué !')).toBeVisible();

    const home = page.getByRole('link', { name: "Retour à l'accueil" });
    await tabTo(page, home);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
  });
});
