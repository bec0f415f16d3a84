/**
 * The keys this app keeps on the device. In a module of its own, with no imports, because
 * the prerendered pages' boot script reads them before any of the app loads (ADR 016).
 */

/** The session's tokens (localStorage with "Se souvenir de moi", else sessionStorage). */
export const TOKENS_KEY = 'plateforme.auth';
/** The light/dark choice. */
export const THEME_MODE_KEY = 'plateforme.theme';
/** The AJA theme chosen by a visitor on the AJA path of registration. */
export const AJA_THEME_KEY = 'plateforme.aja-theme';
/** A visitor's registration process, kept until the account exists. */
export const REGISTRATION_PROCESS_KEY = 'plateforme.registration-process';
/** Set once the workshops map's help dialog has been read on this device (P2-MAP-08). */
export const MAP_HELP_SEEN_KEY = 'plateforme.map-help-seen';
/** Set when the page reloaded itself after its scripts failed to load, so it does so once only. */
export const RELOADED_AFTER_FAILED_START_KEY = 'plateforme.reloaded-after-failed-start';

/** A stored key that makes a prerendered page be set aside: present, or holding `value`. */
export type PrerenderSkipState = { storage: 'localStorage' | 'sessionStorage'; key: string; value?: string };

/**
 * The device states a prerendered page (drawn for a visitor in the default theme) would be
 * wrong for: a session, the dark theme, the AJA theme, a registration under way. The boot
 * script checks these and no others.
 */
export const PRERENDER_SKIP_STATES: readonly PrerenderSkipState[] = [
  { storage: 'localStorage', key: TOKENS_KEY },
  { storage: 'sessionStorage', key: TOKENS_KEY },
  { storage: 'localStorage', key: THEME_MODE_KEY, value: 'dark' },
  { storage: 'localStorage', key: AJA_THEME_KEY, value: 'true' },
  { storage: 'localStorage', key: REGISTRATION_PROCESS_KEY },
];
