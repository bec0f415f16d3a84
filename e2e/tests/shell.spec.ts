import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

test.describe('the app shell', () => {
  test('P1-LOGIN-02 P1-LOGIN-03 /login shows the form in French and passes axe', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /e-mail/i })).toBeVisible();
    await expect(page.getByLabel(/mot de passe/i).first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /se souvenir de moi/i })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/password/reset');
    await expectNoAxeViolations(page);
  });

  test('P1-LOGIN-06 P1-LOGIN-07 the login form says what is wrong under each field', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Champ requis').first()).toBeVisible();
    await page.getByRole('textbox', { name: /e-mail/i }).fill('abc');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Format invalide')).toBeVisible();
  });

  test('/login fits a 320 px phone screen and passes axe there', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test('a visitor opening a members-only page is sent to /login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the server answers history-mode routes with the app and unknown API paths with JSON', async ({ request }) => {
    const page = await request.get('/workshops');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const api = await request.get('/api/nope');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ code: 'not_found', message: 'Ressource introuvable' });
  });
});
