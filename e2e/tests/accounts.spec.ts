import { expect, test } from './fixtures.ts';
import { waitForMail } from './helpers/mail.ts';
import { expectNoAxeViolations } from './axe.ts';
import {
  AUTH_STORAGE_KEY,
  DEMO_PASSWORD,
  expectNoHorizontalOverflow,
  readStoredSession,
  requestTokens,
  signInThroughForm,
  storeSession,
} from './helpers/session.ts';

const snackbar = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text });

test.describe('signing in', () => {
  test('P1-LOGIN-15 P1-LOGIN-12 a member signs in and lands on /home; the session lasts the tab', async ({ page }) => {
    const profileLoaded = page.waitForResponse(
      (response) => response.url().endsWith('/api/user') && response.status() === 200,
    );
    await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
    await profileLoaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Marie' })).toBeVisible();
    const stored = await readStoredSession(page);
    expect(stored.local).toBeNull();
    expect(stored.session).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) });
  });

  test('P1-LOGIN-11 with "Se souvenir de moi", the tokens and their expiry are kept in localStorage', async ({
    page,
  }) => {
    const before = Date.now();
    await signInThroughForm(page, 'membre@demo.fr', { remember: true, expectPath: /\/home$/ });
    const { local } = await readStoredSession(page);
    const tokens = local as { access_token: string; expires_in: number; refresh_token: string; expires_at: number };
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.expires_at).toBeGreaterThanOrEqual(before + tokens.expires_in * 1000);
    expect(tokens.expires_at).toBeLessThanOrEqual(Date.now() + tokens.expires_in * 1000);
  });

  test('P1-LOGIN-14 an AJA young person signs in and lands on /aja', async ({ page }) => {
    await signInThroughForm(page, 'jeune@demo.fr', { expectPath: /\/aja$/ });
  });

  test('P1-LOGIN-10 a wrong password says "Identifiants incorrects" and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: /e-mail/i }).fill('membre@demo.fr');
    await page.getByLabel(/^Mot de passe/).fill('pas-le-bon');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // Beside the form and focused, so it is read once; no message bar covers « Se connecter » (ADR 061).
    const inForm = page.locator('#contenu').getByTestId('login-failure');
    await expect(inForm).toContainText('Identifiants incorrects');
    await expect(inForm).toBeFocused();
    await expect(page.getByText('Identifiants incorrects')).toHaveCount(1);
    await expect(snackbar(page, 'Identifiants incorrects')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    expect(await readStoredSession(page)).toEqual({ local: null, session: null });
  });

  test('signing in works with the keyboard alone (Tab and Enter)', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: /e-mail/i });
    for (
      let presses = 0;
      presses < 25 && !(await email.evaluate((element) => element === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(email).toBeFocused();
    await page.keyboard.type('membre@demo.fr');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Mot de passe/)).toBeFocused();
    await page.keyboard.type('motdepasse');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Marie' })).toBeVisible();
  });

  test('P1-LOGIN-23 P1-LOGIN-24 P1-LOGIN-25 a refused token ends the session: "Vous êtes déconnecté", /login', async ({
    page,
  }) => {
    await storeSession(page, { access_token: 'jeton-inconnu', expires_in: 3600, refresh_token: 'inconnu' });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(snackbar(page, 'Vous êtes déconnecté')).toBeVisible();
    expect(await readStoredSession(page)).toEqual({ local: null, session: null });
  });

  test('P1-LOGIN-23 a token revoked by signing out elsewhere ends the session on the next page', async ({
    page,
    request,
  }) => {
    const tokens = await requestTokens(request, 'membre@demo.fr');
    await storeSession(page, tokens);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    const revoked = await request.post('/api/logout', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    expect(revoked.status()).toBe(200);
    // The next page load asks the API again, which refuses the revoked token.
    await page.goto('/profile/edit');
    await expect(page).toHaveURL(/\/login$/);
    await expect(snackbar(page, 'Vous êtes déconnecté')).toBeVisible();
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
  });
});

test.describe('the forgotten password', () => {
  test('P1-PWD-03 P1-PWD-07 a request says "Demande de réinitialisation envoyée" and returns to /login', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/password\/reset$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Annuler' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: /e-mail/i }).fill('membre@demo.fr');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(snackbar(page, 'Demande de réinitialisation envoyée')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('P1-PWD-08 P1-PWD-11 the new-password screen checks its fields and passes axe', async ({ page }) => {
    await page.goto('/password/reset/jeton-de-test?email=membre%40demo.fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /e-mail/i })).toHaveValue('membre@demo.fr');
    await page.getByLabel(/^Mot de passe/).fill('1234567');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('8 caractères min.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(page);
  });

  test('P1-PWD-12 an unknown link is refused, with a way to ask for a new one', async ({ page }) => {
    await page.goto('/password/reset/jeton-inconnu?email=membre%40demo.fr');
    await page.getByLabel(/^Mot de passe/).fill('nouveau-secret');
    await page.getByLabel(/^Confirmation du mot de passe/).fill('nouveau-secret');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
    await expect(page).toHaveURL(/\/password\/reset\/jeton-inconnu/);
  });
});

test.describe('completing an invitation', () => {
  test('a dead invitation link is said on arrival, before any form is filled (ADR 068)', async ({ page }) => {
    await page.goto('/complete-registration/jeton-inconnu?email=invite%40demo.fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Finaliser mon inscription' })).toBeVisible();
    const dead = page.getByRole('alert').filter({ hasText: "n'est plus valide" });
    await expect(dead).toBeVisible();
    await expect(dead).toBeFocused();
    await expect(page.getByLabel(/^Mot de passe/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Retour à la connexion' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('the profile', () => {
  test('P2-PROF-03 P2-PROF-04 P2-PROF-07 a member sees their details, membership dates and the edit button', async ({
    page,
  }) => {
    await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    const item = (label: string) =>
      page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(item('Nom')).toHaveText('Dupont');
    await expect(item('Prénom')).toHaveText('Marie');
    await expect(item('E-mail')).toHaveText('membre@demo.fr');
    await expect(item('Date de naissance')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(item('Adresse')).toContainText('18 rue Oberkampf');
    await expect(item('Adresse')).toContainText('75011 Paris');
    await expect(item('Téléphone')).toHaveText(/^(\d{2} ){4}\d{2}$/);
    await expect(item('Adhésion en cours')).toHaveText(/^du \d{2}\/\d{2}\/\d{4} au \d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Modifier mon profil' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
    await expectNoAxeViolations(page);
  });

  test('P2-PROF-05 an AJA young person sees their carer', async ({ page }) => {
    await signInThroughForm(page, 'jeune@demo.fr', { expectPath: /\/aja$/ });
    await page.goto('/profile');
    const carer = page.locator('dt', { hasText: /^Aidant PAP$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(carer).toContainText('Nathalie Rousseau');
    await expect(carer).toContainText('aidant@demo.fr');
    await expectNoAxeViolations(page);
  });

  test('P2-PROF-14 P2-PROF-16 saving a new phone number says "Utilisateur enregistré !" and shows it', async ({
    page,
  }) => {
    await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
    await page.goto('/profile/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier mon profil' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Dupont');
    await expectNoAxeViolations(page);
    const phone = page.getByRole('textbox', { name: /^Téléphone/ });
    await phone.fill('');
    await phone.pressSequentially('0611223344');
    await expect(phone).toHaveValue('06 11 22 33 44');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(snackbar(page, 'Utilisateur enregistré !')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.locator('dt', { hasText: /^Téléphone$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      '06 11 22 33 44',
    );
  });

  test('P2-PROF-10 an emptied required field says "Champ requis" and keeps the focus there', async ({ page }) => {
    await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
    await page.goto('/profile/edit');
    const street = page.getByRole('textbox', { name: /^Adresse/ });
    await street.fill('');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page.getByText('Champ requis')).toBeVisible();
    await expect(street).toBeFocused();
  });

  test('P2-PROF-17 an AJA young person gets the carer block on the edit screen, axe clean', async ({ page }) => {
    await signInThroughForm(page, 'jeune@demo.fr', { expectPath: /\/aja$/ });
    await page.goto('/profile/edit');
    await expect(page.getByRole('heading', { level: 2, name: 'Aidant PAP' })).toBeVisible();
    await expect(page.getByRole('button', { name: "Supprimer l'aidant" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the AJA carer', () => {
  test('P2-PROF-21 P2-PROF-23 an AJA young person removes their carer, names them again, and the carer accepts from the mail', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInThroughForm(page, 'jeune@demo.fr', { expectPath: /\/aja$/ });
    await page.goto('/profile/edit');
    await page.getByRole('button', { name: "Supprimer l'aidant" }).click();
    await page.getByRole('dialog', { name: "Supprimer l'aidant" }).getByRole('button', { name: 'Supprimer' }).click();
    await expect(snackbar(page, 'Aidant supprimé avec succès !')).toBeVisible();
    await expect(page.getByText('Aucun aidant PAP')).toBeVisible();

    const carer = page.getByRole('form', { name: 'Ajouter un aidant' });
    await carer.getByRole('textbox', { name: /^Prénom/ }).fill('Nathalie');
    await carer.getByRole('button', { name: 'Ajouter un aidant' }).click();
    await expect(carer.getByText('Champ requis').first()).toBeVisible();
    await carer.getByRole('textbox', { name: /^Nom/ }).fill('Rousseau');
    await carer.getByRole('textbox', { name: /^E-mail/ }).fill('aidant@demo.fr');
    await carer.getByRole('button', { name: 'Ajouter un aidant' }).click();
    // An existing carer account is linked only once it accepts (ADR 021).
    await expect(
      snackbar(page, "Votre demande a été envoyée : le lien sera fait quand votre aidant l'aura acceptée."),
    ).toBeVisible();

    const mail = await waitForMail('aidant@demo.fr', /vous désigne comme aidant/);
    const link = /\/carer-link\/[A-Za-z0-9_-]+/.exec(mail.raw.replace(/=\n/g, ''))?.[0];
    expect(link).toBeTruthy();
    const carerContext = await browser.newContext();
    const carerPage = await carerContext.newPage();
    await carerPage.goto(link!);
    await carerPage.getByRole('textbox', { name: /e-mail/i }).fill('aidant@demo.fr');
    await carerPage.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
    await carerPage.getByRole('button', { name: 'Se connecter' }).click();
    await carerPage.getByRole('button', { name: 'Accepter' }).click();
    await expect(carerPage.getByText('Vous êtes maintenant l’aidant de ce jeune.')).toBeVisible();
    await carerContext.close();

    await page.reload();
    await expect(page.getByRole('button', { name: "Supprimer l'aidant" })).toBeVisible();
  });
});

test.describe('the account screens on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the visitor screens fit and pass axe', async ({ page }) => {
    for (const path of ['/password/reset', '/password/reset/jeton-de-test', '/complete-registration/jeton-de-test']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    }
  });

  test('the profile screens fit and pass axe', async ({ page }) => {
    await signInThroughForm(page, 'jeune@demo.fr', { expectPath: /\/aja$/ });
    for (const path of ['/profile', '/profile/edit']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    }
  });
});
