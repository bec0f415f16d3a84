/**
 * Loads the ALTCHA web component (`<altcha-widget>`) with its French strings, on the screens
 * that ask for a human check only: the widget and its proof-of-work workers stay out of the
 * other pages' code.
 */
export async function loadAltcha(): Promise<void> {
  await import('altcha/i18n/fr-fr');
  await import('altcha');
}
