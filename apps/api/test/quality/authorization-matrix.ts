import type { InjectOptions } from 'fastify';
import { formatEurosInput, SETTINGS_FIELDS } from '@plateforme/shared/admin/admin-settings.schemas';
import { defaultSettings } from '../../src/db/seed/settings.ts';
import type { Actor, Role } from './roles.ts';

/** Who may call: anyone, any signed-in person, or the roles listed. */
export type Allowed = 'public' | 'signed-in' | readonly Role[];

export type Fixtures = {
  /** A member with a place only in a workshop of pro@demo.fr (the pro_premium actor). */
  workshopMemberId: number;
  /** A coming session of that workshop (not AJA), with free places; the member waits there. */
  openMeetingId: number;
  /** That session's workshop and its type (the meeting form's rows). */
  openWorkshop: { id: number; type: 'onsite' | 'remote' };
  /** A member nobody else is related to. */
  strangerId: number;
  /** The AJA young person (jeune@demo.fr). */
  youngId: number;
  /** The satisfaction questionnaire (members with a current membership only). */
  satisfactionSurveyId: number;
  /** A paid payment of membre@demo.fr with a donation (it has a tax receipt). */
  receiptPaymentId: number;
  /** Its reference (PBX_CMD). */
  receiptPaymentRef: string;
  /** The booklet of a demo support shared with licence pros, and the guide of one that is not. */
  sharedBookletId: number;
  unsharedGuideId: number;
  sharedSlidesSupportId: number;
  /** An invited pro for the back office's rows: two statuses (one to remove) and a pending invitation. */
  invitedPro: { id: number; statusId: number; removableStatusId: number; invitationId: number };
  /** Each person's current profile fields, so a permitted edit changes nothing. */
  profileBodies: Map<number, Record<string, unknown>>;
};

export type Check = {
  /** 'METHOD /url' exactly as the route is registered. */
  route: string;
  /** Whose data, when it matters. */
  about: string;
  allowed: Allowed;
  request: (actor: Actor, fixtures: Fixtures) => InjectOptions;
  /** The check ends the session it uses: it gets a fresh one. */
  endsSession?: boolean;
  /** A route that reads no bearer token refuses a visitor like anyone else: 403, not 401. */
  tokenless?: boolean;
};

/** The admin settings form holding the seeded values (amounts in euros). */
function seededSettingsForm(): Record<string, string> {
  const seeded = new Map(defaultSettings.map((setting) => [setting.key, setting.value]));
  const value = (field: string) => seeded.get(field) ?? '';
  return Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, field.endsWith('_amount') ? formatEurosInput(Number(value(field))) : value(field)]));
}

const own = (actor: Actor) => actor.id ?? 0;
/** A multipart upload whose file is not a PDF: refused with 422 once the caller is let in. */
const notAPdfForm = {
  headers: { 'content-type': 'multipart/form-data; boundary=matrix' },
  payload: '--matrix\r\nContent-Disposition: form-data; name="title"\r\n\r\nTitre\r\n--matrix\r\nContent-Disposition: form-data; name="type"\r\n\r\nvarious\r\n--matrix\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\npas un pdf\r\n--matrix--\r\n',
};
const profileOf = (fixtures: Fixtures, id: number) => fixtures.profileBodies.get(id) ?? {};
const carer = { firstname: 'Jeanne', lastname: 'Aidante', email: 'jeanne.aidante@exemple.fr' };
const staffAnd = (...roles: Role[]): Role[] => ['admin', ...roles];
const everyLoggedRole: Role[] = ['user', 'user_premium', 'pro', 'pro_premium', 'pro_licence', 'aja_young', 'aja_assistant', 'admin'];
/** A running membership, or pro premium (licence and staff included): sessions are theirs to join. */
const premiumRoles: Role[] = ['user_premium', 'pro_premium', 'pro_licence', 'aja_young', 'aja_assistant', 'admin'];
/** The same, outside the AJA programme: a session that is not AJA refuses AJA profiles. */
const nonAjaPremiumRoles: Role[] = ['user_premium', 'pro_premium', 'pro_licence', 'admin'];

/**
 * The authorisation matrix: every API route, and for each role whether it may call it (and
 * on whose data). A route the app serves that is missing here fails the suite.
 */
export const checks: Check[] = [
  { route: 'GET /api/health', about: '', allowed: 'public', request: () => ({ method: 'GET', url: '/api/health' }) },
  { route: 'GET /api/docs', about: '', allowed: 'public', request: () => ({ method: 'GET', url: '/api/docs' }) },
  { route: 'GET /api/docs/json', about: '', allowed: 'public', request: () => ({ method: 'GET', url: '/api/docs/json' }) },
  { route: 'GET /api/docs/yaml', about: '', allowed: 'public', request: () => ({ method: 'GET', url: '/api/docs/yaml' }) },
  { route: 'GET /api/docs/static/index.html', about: '', allowed: 'public', request: () => ({ method: 'GET', url: '/api/docs/static/index.html' }) },
  { route: 'GET /api/docs/static/swagger-initializer.js', about: '', allowed: 'public', request: () => ({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }) },
  { route: 'GET /api/docs/static/*', about: '', allowed: 'public', request: () => ({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }) },
  {
    route: 'POST /oauth/token',
    about: '',
    allowed: 'public',
    request: () => ({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'x@exemple.fr', password: 'x', client_id: 'web' } }),
  },
  { route: 'POST /api/logout', about: 'own session', allowed: 'signed-in', endsSession: true, request: () => ({ method: 'POST', url: '/api/logout' }) },
  { route: 'GET /api/user', about: 'own profile', allowed: 'signed-in', request: () => ({ method: 'GET', url: '/api/user' }) },
  { route: 'POST /api/password/email', about: '', allowed: 'public', request: () => ({ method: 'POST', url: '/api/password/email', payload: { email: 'inconnu@exemple.fr' } }) },
  { route: 'POST /api/password/reset', about: '', allowed: 'public', request: () => ({ method: 'POST', url: '/api/password/reset', payload: {} }) },
  {
    route: 'POST /api/users/email-change/confirm',
    about: 'a link from a mail',
    allowed: 'public',
    request: () => ({ method: 'POST', url: '/api/users/email-change/confirm', payload: { token: 'lien-inconnu' } }),
  },
  {
    route: 'POST /api/users/carer-link/accept',
    about: 'a link from a mail',
    allowed: 'signed-in',
    request: () => ({ method: 'POST', url: '/api/users/carer-link/accept', payload: { token: 'lien-inconnu' } }),
  },
  { route: 'POST /password/reset', about: '', allowed: 'public', request: () => ({ method: 'POST', url: '/password/reset', payload: {} }) },
  { route: 'POST /api/registration/complete', about: '', allowed: 'public', request: () => ({ method: 'POST', url: '/api/registration/complete', payload: {} }) },
  { route: 'GET /api/captcha/challenge', about: '', allowed: 'public', request: () => ({ method: 'GET', url: '/api/captcha/challenge' }) },
  { route: 'GET /api/settings/:key', about: 'public setting', allowed: 'public', request: () => ({ method: 'GET', url: '/api/settings/subscription_amount' }) },
  { route: 'GET /api/legal/:slug', about: 'legal text', allowed: 'public', request: () => ({ method: 'GET', url: '/api/legal/charte-de-confidentialite' }) },
  { route: 'GET /api/map/config', about: 'map tiles', allowed: 'public', request: () => ({ method: 'GET', url: '/api/map/config' }) },

  { route: 'GET /api/users', about: "the members of the caller's workshops", allowed: staffAnd('pro_premium', 'pro_licence'), request: () => ({ method: 'GET', url: '/api/users?per_page=20' }) },
  {
    route: 'GET /api/users',
    about: "another pro's members",
    allowed: staffAnd(),
    request: (_a, f) => ({ method: 'GET', url: `/api/users?search=${encodeURIComponent(JSON.stringify({ pro_id: f.strangerId }))}` }),
  },
  { route: 'GET /api/users/:id', about: 'own record', allowed: 'signed-in', request: (a) => ({ method: 'GET', url: `/api/users/${own(a)}?with[0]=payments` }) },
  { route: 'GET /api/users/:id', about: "a member of pro@demo.fr's workshop", allowed: staffAnd('pro_premium'), request: (_a, f) => ({ method: 'GET', url: `/api/users/${f.workshopMemberId}` }) },
  { route: 'GET /api/users/:id', about: 'an unrelated member', allowed: staffAnd(), request: (_a, f) => ({ method: 'GET', url: `/api/users/${f.strangerId}` }) },
  { route: 'PUT /api/users/:id', about: 'own record', allowed: 'signed-in', request: (a, f) => ({ method: 'PUT', url: `/api/users/${own(a)}`, payload: profileOf(f, own(a)) }) },
  { route: 'PUT /api/users/:id', about: "a member of pro@demo.fr's workshop", allowed: staffAnd(), request: (_a, f) => ({ method: 'PUT', url: `/api/users/${f.workshopMemberId}`, payload: profileOf(f, f.workshopMemberId) }) },
  {
    route: 'POST /api/users/:id/aja-assistant',
    about: 'own record',
    allowed: ['aja_young'],
    request: (a) => ({ method: 'POST', url: `/api/users/${own(a)}/aja-assistant`, payload: carer }),
  },
  {
    route: 'POST /api/users/:id/aja-assistant',
    about: 'the AJA young person',
    allowed: staffAnd('aja_young'),
    request: (_a, f) => ({ method: 'POST', url: `/api/users/${f.youngId}/aja-assistant`, payload: carer }),
  },
  { route: 'DELETE /api/users/:id/aja-assistant', about: 'own record', allowed: ['aja_young'], request: (a) => ({ method: 'DELETE', url: `/api/users/${own(a)}/aja-assistant` }) },
  { route: 'DELETE /api/users/:id/aja-assistant', about: 'the AJA young person', allowed: staffAnd('aja_young'), request: (_a, f) => ({ method: 'DELETE', url: `/api/users/${f.youngId}/aja-assistant` }) },

  {
    route: 'POST /api/etransactions',
    about: 'own payment',
    allowed: everyLoggedRole.filter((role) => role !== 'aja_young'),
    request: (a) => ({
      method: 'POST',
      url: '/api/etransactions',
      payload: { user_id: own(a), redirect_url: '/payment/donation', subscription: false, donation: 10, discounted: false },
    }),
  },
  {
    route: 'POST /api/etransactions',
    about: "someone else's payment",
    allowed: [],
    request: (_a, f) => ({
      method: 'POST',
      url: '/api/etransactions',
      payload: { user_id: f.strangerId, redirect_url: '/payment/donation', subscription: false, donation: 10, discounted: false },
    }),
  },
  // The provider's notification and the sandbox pages are public: their signatures protect them.
  { route: 'GET /api/etransactions/ipn', about: '', allowed: 'public', request: () => ({ method: 'GET', url: '/api/etransactions/ipn?Mt=100&Ref=x&Erreur=00000&Sign=x' }) },
  { route: 'POST /api/etransactions/sandbox', about: '', allowed: 'public', request: () => ({ method: 'POST', url: '/api/etransactions/sandbox', payload: {} }) },
  { route: 'POST /api/etransactions/sandbox/decision', about: '', allowed: 'public', request: () => ({ method: 'POST', url: '/api/etransactions/sandbox/decision', payload: {} }) },
  {
    route: 'POST /api/users/free-adhesion',
    about: 'own membership',
    allowed: ['user', 'user_premium', 'aja_assistant', 'admin'],
    request: (a) => ({
      method: 'POST',
      url: '/api/users/free-adhesion',
      payload: { user_id: own(a), partner_id: 1, adh_secret_code: 'MAUVAIS-CODE', reason: 'ligue' },
    }),
  },
  {
    route: 'POST /api/users/free-adhesion',
    about: "someone else's membership",
    allowed: [],
    request: (_a, f) => ({
      method: 'POST',
      url: '/api/users/free-adhesion',
      payload: { user_id: f.strangerId, partner_id: 1, adh_secret_code: 'MAUVAIS-CODE', reason: 'ligue' },
    }),
  },
  {
    route: 'POST /api/users/aja-adhesion',
    about: 'own membership',
    allowed: ['aja_young', 'aja_assistant'],
    request: (a) => ({ method: 'POST', url: '/api/users/aja-adhesion', payload: { user_id: own(a), reason: 'aja', aja_role: 'aja_young' } }),
  },
  {
    route: 'GET /api/payments/:id/print/donation',
    about: "membre@demo.fr's receipt",
    allowed: staffAnd('user_premium'),
    request: (_a, f) => ({ method: 'GET', url: `/api/payments/${f.receiptPaymentId}/print/donation` }),
  },
  {
    route: 'GET /api/payments/by-ref/:ref',
    about: "membre@demo.fr's payment",
    allowed: staffAnd('user_premium'),
    request: (_a, f) => ({ method: 'GET', url: `/api/payments/by-ref/${encodeURIComponent(f.receiptPaymentRef)}` }),
  },
  { route: 'GET /api/etransactions/mode', about: '', allowed: 'public', request: () => ({ method: 'GET', url: '/api/etransactions/mode' }) },
  { route: 'GET /api/admin/partners/:id/discounted-payments', about: 'partner reconciliation', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/partners/1/discounted-payments?from=2025-01-01&to=2025-12-31' }) },
  { route: 'GET /api/admin/partners/:id/discounted-payments/export', about: 'partner reconciliation', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/partners/1/discounted-payments/export?from=2025-01-01&to=2025-12-31' }) },
  { route: 'GET /api/admin/discounted-payments/summary', about: 'partner reconciliation', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/discounted-payments/summary?from=2025-01-01&to=2025-12-31' }) },
  { route: 'GET /api/admin/payments', about: 'every payment', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/payments?state=paid&type=donation&sort=amount&direction=desc' }) },
  { route: 'GET /api/admin/payments/export', about: 'every payment', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/payments/export?refund=due' }) },
  {
    route: 'POST /api/admin/payments/manual',
    about: 'a cheque received',
    allowed: staffAnd(),
    request: () => ({
      method: 'POST',
      url: '/api/admin/payments/manual',
      payload: { payer_email: 'membre@demo.fr', type: 'donation', amount_cents: 1500, received_on: '2025-03-10', method: 'cheque', reference: 'CHQ-MATRICE', idempotency_key: '6f1c2a4e-8b7d-4c3e-9a10-2b3c4d5e6f70' },
    }),
  },
  { route: 'POST /api/admin/payments/:id/refund-done', about: 'any payment', allowed: staffAnd(), request: (_, f) => ({ method: 'POST', url: `/api/admin/payments/${f.receiptPaymentId}/refund-done`, payload: { refunded_on: '2025-03-10', note: 'virement' } }) },
  { route: 'GET /api/admin/tax-receipts', about: 'the register', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/tax-receipts?year=2025' }) },
  { route: 'GET /api/admin/tax-receipts/export', about: 'the register', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/tax-receipts/export' }) },
  { route: 'GET /api/admin/tax-receipts/summary', about: 'CGI 222 bis figures', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/tax-receipts/summary?year=2025' }) },
  // Partners of the back office; changes aim at a partner that does not exist, so the demo partners stay as they are.
  { route: 'GET /api/admin/partners', about: 'back office', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/partners?q=ligue&support_type=ligue&active=true&sort=city&direction=desc&per_page=50' }) },
  { route: 'GET /api/admin/partners/export', about: 'back office', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/partners/export?department=75' }) },
  { route: 'GET /api/admin/partners/:id', about: 'back office', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/partners/1' }) },
  { route: 'POST /api/admin/partners', about: 'back office', allowed: staffAnd(), request: () => ({ method: 'POST', url: '/api/admin/partners', payload: { name: 'Partenaire de la matrice', support_type: 'employer', zip: '75011', department: '75', price: 0, active: false } }) },
  { route: 'PUT /api/admin/partners/:id', about: 'back office', allowed: staffAnd(), request: () => ({ method: 'PUT', url: '/api/admin/partners/999999', payload: { name: 'Partenaire', support_type: 'ligue', price: null, active: true } }) },
  { route: 'PUT /api/admin/partners/:id/active', about: 'back office', allowed: staffAnd(), request: () => ({ method: 'PUT', url: '/api/admin/partners/999999/active', payload: { active: false } }) },
  { route: 'POST /api/admin/partners/:id/code', about: 'back office', allowed: staffAnd(), request: () => ({ method: 'POST', url: '/api/admin/partners/999999/code' }) },
  {
    route: 'POST /api/admin/partners/:id/logo',
    about: 'back office',
    allowed: staffAnd(),
    request: () => ({
      method: 'POST',
      url: '/api/admin/partners/999999/logo',
      headers: { 'content-type': 'multipart/form-data; boundary=matrice' },
      payload: '--matrice\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000\r\n--matrice--\r\n',
    }),
  },
  { route: 'DELETE /api/admin/partners/:id/logo', about: 'back office', allowed: staffAnd(), request: () => ({ method: 'DELETE', url: '/api/admin/partners/999999/logo' }) },
  { route: 'GET /api/admin/surveys', about: 'back office', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/surveys?q=satisf&sort=ref&direction=desc' }) },
  { route: 'GET /api/admin/surveys/:id', about: 'back office', allowed: staffAnd(), request: (_a, f) => ({ method: 'GET', url: `/api/admin/surveys/${f.satisfactionSurveyId}` }) },
  { route: 'GET /api/admin/surveys/:id/versions/:version', about: 'back office', allowed: staffAnd(), request: (_a, f) => ({ method: 'GET', url: `/api/admin/surveys/${f.satisfactionSurveyId}/versions/1` }) },
  // An unknown survey: the admin gets a 404 and the questionnaires stay as they are for the other rows.
  { route: 'PUT /api/admin/surveys/:id', about: 'back office', allowed: staffAnd(), request: () => ({ method: 'PUT', url: '/api/admin/surveys/999999', payload: { questions: [{ label: 'Remarques', type: 'textarea' }] } }) },
  // Back office, supports and documents (ADR 046): writes aim at a missing row or carry bad input, so the demo stays as it is.
  { route: 'GET /api/admin/documents', about: 'library', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/documents?q=memoire&type=various' }) },
  { route: 'GET /api/admin/documents/export', about: 'library', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/documents/export?type=various' }) },
  { route: 'GET /api/admin/documents/:id', about: 'library', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/documents/1' }) },
  { route: 'POST /api/admin/documents', about: 'library', allowed: staffAnd(), request: () => ({ method: 'POST', url: '/api/admin/documents', ...notAPdfForm }) },
  { route: 'PUT /api/admin/documents/:id', about: 'library', allowed: staffAnd(), request: () => ({ method: 'PUT', url: '/api/admin/documents/999999', payload: { title: 'Titre', description: '', type: 'various' } }) },
  { route: 'PUT /api/admin/documents/:id/file', about: 'library', allowed: staffAnd(), request: () => ({ method: 'PUT', url: '/api/admin/documents/999999/file', ...notAPdfForm }) },
  { route: 'DELETE /api/admin/documents/:id', about: 'library', allowed: staffAnd(), request: () => ({ method: 'DELETE', url: '/api/admin/documents/999999' }) },
  { route: 'GET /api/admin/supports', about: 'supports', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/supports?support_type=classique&shared_with_licence_pros=true' }) },
  { route: 'GET /api/admin/supports/export', about: 'supports', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/supports/export?sequence=1' }) },
  { route: 'GET /api/admin/supports/:id', about: 'supports', allowed: staffAnd(), request: (_a, f) => ({ method: 'GET', url: `/api/admin/supports/${f.sharedSlidesSupportId}` }) },
  { route: 'POST /api/admin/supports', about: 'supports', allowed: staffAnd(), request: () => ({ method: 'POST', url: '/api/admin/supports', payload: { sequence: 1, support_type: 'classique' } }) },
  { route: 'PUT /api/admin/supports/:id', about: 'supports', allowed: staffAnd(), request: () => ({ method: 'PUT', url: '/api/admin/supports/999999', payload: { sequence: 1, support_type: 'classique', shared_with_licence_pros: false } }) },
  { route: 'DELETE /api/admin/supports/:id', about: 'supports', allowed: staffAnd(), request: () => ({ method: 'DELETE', url: '/api/admin/supports/999999' }) },
  { route: 'POST /api/admin/supports/:id/attachments/:role', about: 'supports', allowed: staffAnd(), request: (_a, f) => ({ method: 'POST', url: `/api/admin/supports/${f.sharedSlidesSupportId}/attachments/user_attachment`, ...notAPdfForm }) },
  { route: 'DELETE /api/admin/supports/:id/attachments/:role', about: 'supports', allowed: staffAnd(), request: () => ({ method: 'DELETE', url: '/api/admin/supports/999999/attachments/guide_attachment' }) },
  { route: 'GET /api/admin/dashboard', about: 'back-office figures', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/dashboard' }) },
  { route: 'GET /api/admin/audit-log', about: 'audit log', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/audit-log?entity=partner&from=2025-01-01&to=2025-12-31' }) },
  { route: 'GET /api/admin/audit-log/export', about: 'audit log', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/audit-log/export?q=Lyon' }) },
  { route: 'GET /api/admin/outbox', about: 'every e-mail', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/outbox?status=failed' }) },
  { route: 'POST /api/admin/outbox/:id/resend', about: 'any e-mail', allowed: staffAnd(), request: () => ({ method: 'POST', url: '/api/admin/outbox/1/resend' }) },
  { route: 'GET /api/admin/planning', about: 'planning of sequences', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/planning?year=2027&programme=cognitive' }) },
  // No week sent: a permitted call changes nothing.
  { route: 'PUT /api/admin/planning', about: 'planning of sequences', allowed: staffAnd(), request: () => ({ method: 'PUT', url: '/api/admin/planning', payload: { year: 2027, programme: 'aja', weeks: [] } }) },
  { route: 'GET /api/admin/settings', about: 'settings', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/settings' }) },
  // The seeded values: a permitted call changes nothing.
  { route: 'PUT /api/admin/settings', about: 'settings', allowed: staffAnd(), request: () => ({ method: 'PUT', url: '/api/admin/settings', payload: seededSettingsForm() }) },

  { route: 'GET /api/surveys/ref/:ref', about: '', allowed: 'signed-in', request: () => ({ method: 'GET', url: '/api/surveys/ref/satisfaction' }) },
  { route: 'GET /api/users/:user_id/survey-sessions', about: 'own answers', allowed: 'signed-in', request: (a) => ({ method: 'GET', url: `/api/users/${own(a)}/survey-sessions` }) },
  {
    route: 'GET /api/users/:user_id/survey-sessions',
    about: "a member of pro@demo.fr's workshop",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => ({ method: 'GET', url: `/api/users/${f.workshopMemberId}/survey-sessions` }),
  },
  { route: 'GET /api/users/:user_id/survey-sessions', about: 'an unrelated member', allowed: staffAnd(), request: (_a, f) => ({ method: 'GET', url: `/api/users/${f.strangerId}/survey-sessions` }) },
  {
    route: 'POST /api/survey_sessions',
    about: 'own satisfaction answers',
    allowed: ['user_premium', 'aja_young', 'aja_assistant'],
    request: (a, f) => ({
      method: 'POST',
      url: '/api/survey_sessions',
      payload: { user_id: own(a), survey_id: f.satisfactionSurveyId, from_registration: false, survey_responses: [] },
    }),
  },
  {
    route: 'POST /api/survey_sessions',
    about: "someone else's answers",
    allowed: [],
    request: (_a, f) => ({
      method: 'POST',
      url: '/api/survey_sessions',
      payload: { user_id: f.workshopMemberId, survey_id: f.satisfactionSurveyId, from_registration: false, survey_responses: [] },
    }),
  },
  // Registration
  { route: 'POST /api/register', about: '', allowed: 'public', request: () => ({ method: 'POST', url: '/api/register', payload: {} }) },
  {
    route: 'POST /api/register-young',
    about: 'as the carer (the demo carer is past step 3: 409)',
    allowed: ['aja_assistant'],
    request: (a) => ({ method: 'POST', url: '/api/register-young', payload: { firstname: 'Lou', lastname: 'Jeune', birthdate: `${new Date().getFullYear() - 16}-01-01`, email: `lou.${a.role}@exemple.fr`, assistant_id: own(a) } }),
  },
  {
    route: 'POST /api/register-young',
    about: 'for another carer',
    allowed: [],
    request: (a, f) => ({ method: 'POST', url: '/api/register-young', payload: { firstname: 'Lou', lastname: 'Jeune', birthdate: `${new Date().getFullYear() - 16}-01-01`, email: `lou.${a.role}@exemple.fr`, assistant_id: f.strangerId } }),
  },
  {
    route: 'POST /api/register-assistant',
    about: 'as the young person (the demo one has a carer: 409)',
    allowed: ['aja_young'],
    request: (a) => ({ method: 'POST', url: '/api/register-assistant', payload: { ...carer, young_id: own(a) } }),
  },
  {
    route: 'POST /api/register-assistant',
    about: 'for another young person',
    allowed: [],
    request: (_a, f) => ({ method: 'POST', url: '/api/register-assistant', payload: { ...carer, young_id: f.strangerId } }),
  },
  {
    route: 'PUT /api/users/:id/update-registration-process',
    about: 'own process (finished: 409, pros stay other: 200)',
    allowed: 'signed-in',
    request: (a) => ({ method: 'PUT', url: `/api/users/${own(a)}/update-registration-process`, payload: { registration_process: '{"reason":"other"}' } }),
  },
  {
    route: 'PUT /api/users/:id/update-registration-process',
    about: 'an unrelated member',
    allowed: [],
    request: (_a, f) => ({ method: 'PUT', url: `/api/users/${f.strangerId}/update-registration-process`, payload: { registration_process: '{"reason":"other"}' } }),
  },
  {
    route: 'POST /api/users/delete-incomplete-user',
    about: 'own account, registration finished',
    allowed: [],
    request: () => ({ method: 'POST', url: '/api/users/delete-incomplete-user' }),
  },
  {
    route: 'POST /api/users/delete-incomplete-user',
    about: 'an unrelated member',
    allowed: [],
    request: (_a, f) => ({ method: 'POST', url: '/api/users/delete-incomplete-user', payload: { user_id: f.strangerId } }),
  },
  { route: 'GET /api/partners', about: '', allowed: 'public', request: () => ({ method: 'GET', url: '/api/partners?search={"support_type":"ligue","active":1}&with[0]=logo' }) },
  { route: 'GET /api/partners/:id', about: '', allowed: 'public', request: () => ({ method: 'GET', url: '/api/partners/1' }) },
  { route: 'GET /api/partners/:id/logo', about: '', allowed: 'public', request: () => ({ method: 'GET', url: '/api/partners/1/logo' }) },
  {
    route: 'POST /api/partners/check-adh-code',
    about: 'own process',
    allowed: 'signed-in',
    request: () => ({ method: 'POST', url: '/api/partners/check-adh-code', payload: { partner: { id: 1, adh_secret_code: 'FAUX' } } }),
  },
  {
    route: 'POST /api/partners/check-adh-code',
    about: 'for an unrelated member',
    allowed: [],
    request: (_a, f) => ({ method: 'POST', url: '/api/partners/check-adh-code', payload: { partner: { id: 1, adh_secret_code: 'FAUX' }, user_id: f.strangerId } }),
  },
  { route: 'GET /api/geo/communes', about: '', allowed: 'public', request: () => ({ method: 'GET', url: '/api/geo/communes?codePostal=75011' }) },
  { route: 'GET /api/geo/departements', about: '', allowed: 'public', request: () => ({ method: 'GET', url: '/api/geo/departements' }) },
  // Workshops
  { route: 'GET /api/workshops', about: 'the workshops the caller may see', allowed: 'public', request: () => ({ method: 'GET', url: '/api/workshops' }) },
  {
    route: 'GET /api/workshops',
    about: 'AJA workshops',
    allowed: ['visitor', 'pro', 'pro_premium', 'pro_licence', 'aja_young', 'aja_assistant', 'admin'],
    request: () => ({ method: 'GET', url: `/api/workshops?search=${encodeURIComponent('{"is_aja":1}')}` }),
  },
  {
    route: 'GET /api/workshops',
    about: 'the other workshops',
    allowed: ['visitor', 'user', 'user_premium', 'pro', 'pro_premium', 'pro_licence', 'admin'],
    request: () => ({ method: 'GET', url: `/api/workshops?search=${encodeURIComponent('{"is_aja":0}')}` }),
  },
  {
    route: 'GET /api/workshops',
    about: 'the workshops the caller runs (« Mes ateliers », search.user_id)',
    allowed: staffAnd('pro_premium', 'pro_licence'),
    request: (a, f) => ({ method: 'GET', url: `/api/workshops?per_page=0&sort=name&search=${encodeURIComponent(JSON.stringify({ user_id: a.id ?? f.strangerId }))}` }),
  },
  {
    route: 'GET /api/workshops',
    about: 'the workshops someone else runs',
    allowed: staffAnd(),
    request: (_a, f) => ({ method: 'GET', url: `/api/workshops?search=${encodeURIComponent(JSON.stringify({ user_id: f.strangerId }))}` }),
  },
  // Demo workshop 1 is Paris (not AJA), 13 the AJA cognitive path (seed/workshop-drafts.ts).
  {
    route: 'GET /api/workshops/:id',
    about: 'a workshop that is not AJA',
    allowed: ['visitor', 'user', 'user_premium', 'pro', 'pro_premium', 'pro_licence', 'admin'],
    request: () => ({ method: 'GET', url: '/api/workshops/1?with[0]=user&with[1]=meetings&with[2]=partner.logo' }),
  },
  {
    route: 'GET /api/workshops/:id',
    about: 'an AJA workshop',
    allowed: ['visitor', 'pro', 'pro_premium', 'pro_licence', 'aja_young', 'aja_assistant', 'admin'],
    request: () => ({ method: 'GET', url: '/api/workshops/13' }),
  },
  {
    // Workshop 1 is run by pro@demo.fr with licence@demo.fr; the body is its stored access text.
    route: 'PUT /api/workshops/:id',
    about: 'a workshop of pro@demo.fr and licence@demo.fr',
    allowed: staffAnd('pro_premium', 'pro_licence'),
    request: () => ({ method: 'PUT', url: '/api/workshops/1', payload: { info_address: 'Bâtiment B, 2e étage, salle Marie Curie' } }),
  },
  // The back office's workshops (ADR 043): bodies that change nothing, so later rows see the demo as seeded.
  { route: 'POST /api/workshops', about: 'a new workshop', allowed: staffAnd(), request: () => ({ method: 'POST', url: '/api/workshops', payload: { name: 'Atelier de la matrice', type: 'remote', user_id: 2_000_000_000 } }) },
  { route: 'DELETE /api/workshops/:id', about: 'a workshop that does not exist', allowed: staffAnd(), request: () => ({ method: 'DELETE', url: '/api/workshops/999999' }) },
  { route: 'GET /api/admin/workshops', about: 'every workshop', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/workshops?q=a&active=1&sort=city&per_page=50' }) },
  { route: 'GET /api/admin/workshops/export', about: 'every workshop', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/workshops/export?is_aja=0' }) },
  { route: 'GET /api/admin/workshops/pros', about: 'the pros', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/workshops/pros?q=demo' }) },
  { route: 'GET /api/admin/workshops/:id', about: 'a workshop of pro@demo.fr', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/workshops/1' }) },
  { route: 'GET /api/admin/workshops/:id/substitutions', about: 'a workshop of pro@demo.fr', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/workshops/1/substitutions' }) },
  {
    route: 'POST /api/admin/workshops/:id/substitutions',
    about: 'a workshop of pro@demo.fr',
    allowed: staffAnd(),
    request: () => ({ method: 'POST', url: '/api/admin/workshops/1/substitutions', payload: { user_id: 2_000_000_000, start: '2030-01-01T09:00:00Z', end: '2030-01-08T09:00:00Z' } }),
  },
  {
    route: 'DELETE /api/admin/workshops/:id/substitutions/:substitutionId',
    about: 'a substitution that does not exist',
    allowed: staffAnd(),
    request: () => ({ method: 'DELETE', url: '/api/admin/workshops/1/substitutions/999999' }),
  },
  { route: 'GET /api/workshops/sequences', about: 'the caller’s programme', allowed: 'public', request: () => ({ method: 'GET', url: '/api/workshops/sequences' }) },
  {
    route: 'GET /api/workshops/sequences',
    about: 'AJA sessions',
    allowed: ['visitor', 'pro', 'pro_premium', 'pro_licence', 'aja_young', 'aja_assistant', 'admin'],
    request: () => ({ method: 'GET', url: '/api/workshops/sequences?is_aja=1' }),
  },
  {
    route: 'GET /api/workshops/sequences',
    about: 'the other sessions',
    allowed: ['visitor', 'user', 'user_premium', 'pro', 'pro_premium', 'pro_licence', 'admin'],
    request: () => ({ method: 'GET', url: '/api/workshops/sequences?is_aja=0' }),
  },
  { route: 'GET /api/professionals-names', about: 'the caller’s programme', allowed: 'public', request: () => ({ method: 'GET', url: '/api/professionals-names' }) },
  {
    route: 'GET /api/professionals-names',
    about: 'AJA workshops’ pros',
    allowed: ['visitor', 'pro', 'pro_premium', 'pro_licence', 'aja_young', 'aja_assistant', 'admin'],
    request: () => ({ method: 'GET', url: '/api/professionals-names?is_aja=1' }),
  },
  // Sessions and subscriptions
  { route: 'GET /api/meetings', about: 'the sessions the caller may see', allowed: 'public', request: () => ({ method: 'GET', url: '/api/meetings?with[0]=workshop' }) },
  {
    route: 'GET /api/meetings',
    about: 'own sessions (search.user_id)',
    allowed: premiumRoles,
    request: (a, f) => ({ method: 'GET', url: `/api/meetings?search=${encodeURIComponent(JSON.stringify({ user_id: a.id ?? f.strangerId }))}` }),
  },
  {
    route: 'GET /api/meetings',
    about: "sessions of a member of pro@demo.fr's workshop",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => ({ method: 'GET', url: `/api/meetings?with[0]=subscribers&search=${encodeURIComponent(JSON.stringify({ user_id: f.workshopMemberId }))}` }),
  },
  {
    route: 'GET /api/meetings',
    about: 'sessions of an unrelated member',
    allowed: staffAnd(),
    request: (_a, f) => ({ method: 'GET', url: `/api/meetings?search=${encodeURIComponent(JSON.stringify({ user_id: f.strangerId }))}` }),
  },
  { route: 'GET /api/users/:id/subscribitions', about: 'own sessions', allowed: premiumRoles, request: (a) => ({ method: 'GET', url: `/api/users/${own(a)}/subscribitions` }) },
  {
    route: 'GET /api/users/:id/subscribitions',
    about: "a member of pro@demo.fr's workshop",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => ({ method: 'GET', url: `/api/users/${f.workshopMemberId}/subscribitions` }),
  },
  { route: 'GET /api/users/:id/subscribitions', about: 'an unrelated member', allowed: staffAnd(), request: (_a, f) => ({ method: 'GET', url: `/api/users/${f.strangerId}/subscribitions` }) },
  ...(['subscribe', 'take-place', 'unsubscribe'] as const).flatMap((verb): Check[] => [
    {
      route: `PUT /api/meetings/:id/${verb}/:user_id`,
      about: 'oneself, in a session not AJA',
      // Leaving is open to anyone signed in (an ended membership still gives a place back).
      allowed: verb === 'unsubscribe' ? 'signed-in' : nonAjaPremiumRoles,
      request: (a, f) => ({ method: 'PUT', url: `/api/meetings/${f.openMeetingId}/${verb}/${own(a)}` }),
    },
    {
      route: `PUT /api/meetings/:id/${verb}/:user_id`,
      about: "a member of pro@demo.fr's workshop",
      allowed: staffAnd('pro_premium'),
      request: (_a, f) => ({ method: 'PUT', url: `/api/meetings/${f.openMeetingId}/${verb}/${f.workshopMemberId}` }),
    },
  ]),
  // Session materials: listing is for members and pros with a membership; files follow the windows.
  { route: 'GET /api/supports', about: 'the licence page', allowed: premiumRoles, request: () => ({ method: 'GET', url: `/api/supports?per_page=1000&search=${encodeURIComponent('{"shared_with_licence_pros":true}')}&with[0]=attachments` }) },
  { route: 'GET /api/supports/:id', about: '', allowed: premiumRoles, request: () => ({ method: 'GET', url: '/api/supports/1?with[0]=attachments' }) },
  {
    route: 'GET /api/attachments/:id/download',
    about: 'a booklet shared with licence pros, without a session',
    allowed: staffAnd('pro_licence'),
    request: (_a, f) => ({ method: 'GET', url: `/api/attachments/${f.sharedBookletId}/download` }),
  },
  {
    route: 'GET /api/attachments/:id/download',
    about: 'a guide not shared with licence pros, without a session',
    allowed: staffAnd(),
    request: (_a, f) => ({ method: 'GET', url: `/api/attachments/${f.unsharedGuideId}/download` }),
  },
  {
    route: 'POST /api/supports/:attachable_id/:role/slideshow-link',
    about: 'slides shared with licence pros, without a session',
    allowed: staffAnd('pro_licence'),
    request: (_a, f) => ({ method: 'POST', url: `/api/supports/${f.sharedSlidesSupportId}/pro_attachment/slideshow-link` }),
  },
  {
    // The slides' window carries no token: only a signed link opens them, whoever asks.
    route: 'GET /api/supports/:attachable_id/:role/proxy/:access/*',
    about: 'an unsigned link',
    allowed: [],
    tokenless: true,
    request: (_a, f) => ({ method: 'GET', url: `/api/supports/${f.sharedSlidesSupportId}/pro_attachment/proxy/0.0.0.x/index.html` }),
  },
  // Library (pro premium, licence included, and the staff)
  {
    route: 'GET /api/documents',
    about: '',
    allowed: staffAnd('pro_premium', 'pro_licence'),
    request: () => ({ method: 'GET', url: `/api/documents?search=${encodeURIComponent(JSON.stringify({ title: 'mémoire', type: 'scientific_article' }))}&sort=title&direction=asc&page=1` }),
  },
  { route: 'GET /api/documents/types', about: '', allowed: staffAnd('pro_premium', 'pro_licence'), request: () => ({ method: 'GET', url: '/api/documents/types' }) },
  { route: 'GET /api/documents/:id/download', about: '', allowed: staffAnd('pro_premium', 'pro_licence'), request: () => ({ method: 'GET', url: '/api/documents/1/download?inline=1' }) },
  // The meeting form (P2 §5, §7)
  {
    route: 'POST /api/meetings',
    about: "a session of pro@demo.fr's workshop",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => {
      const start = new Date(Date.now() + 20 * 86_400_000);
      return {
        method: 'POST',
        url: '/api/meetings',
        payload: {
          workshop_id: f.openWorkshop.id,
          start: start.toISOString(),
          end: new Date(start.getTime() + 3_600_000).toISOString(),
          type: f.openWorkshop.type,
          address: '1 rue du Test',
          link: 'https://visio.exemple.fr/test',
          sequence: 1,
          places: 10,
          subscribers: [],
          queued: [],
        },
      };
    },
  },
  {
    route: 'PUT /api/meetings/:id',
    about: "a session of pro@demo.fr's workshop",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => ({ method: 'PUT', url: `/api/meetings/${f.openMeetingId}`, payload: { places: 100 } }),
  },
  { route: 'GET /api/meetings/:id', about: 'a session of an active workshop', allowed: 'public', request: (_a, f) => ({ method: 'GET', url: `/api/meetings/${f.openMeetingId}` }) },
  {
    route: 'GET /api/planning/sequence/:workshop_id/:weekNumber/:year',
    about: '',
    allowed: staffAnd('pro_premium', 'pro_licence'),
    request: (_a, f) => ({ method: 'GET', url: `/api/planning/sequence/${f.openWorkshop.id}/10/${new Date().getUTCFullYear()}` }),
  },
  {
    route: 'PUT /api/meetings/:id/attendance/:user_id',
    about: "a member of pro@demo.fr's workshop (the session has not started: 409 for those allowed)",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => ({ method: 'PUT', url: `/api/meetings/${f.openMeetingId}/attendance/${f.workshopMemberId}`, payload: { attendance: 1 } }),
  },
  {
    route: 'GET /api/meetings/:id/export-subscribers',
    about: "a session of pro@demo.fr's workshop",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => ({ method: 'GET', url: `/api/meetings/${f.openMeetingId}/export-subscribers` }),
  },
  { route: 'GET /api/admin/users', about: 'back office', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/users?role=pro&premium=no&archived=no&sort=email' }) },
  { route: 'GET /api/admin/users/export', about: 'back office', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/users/export?q=demo' }) },
  { route: 'GET /api/admin/users/:id', about: 'back office', allowed: staffAnd(), request: (_a, f) => ({ method: 'GET', url: `/api/admin/users/${f.strangerId}` }) },
  {
    route: 'PUT /api/admin/users/:id',
    about: 'back office',
    allowed: staffAnd(),
    request: (_a, f) => ({ method: 'PUT', url: `/api/admin/users/${f.invitedPro.id}`, payload: { firstname: 'Paul', lastname: 'Invité', email: 'pro.invite.matrice@exemple.fr', phone: null, role: 'pro' } }),
  },
  { route: 'POST /api/admin/users/:id/archive', about: 'back office', allowed: staffAnd(), request: (_a, f) => ({ method: 'POST', url: `/api/admin/users/${f.invitedPro.id}/archive` }) },
  { route: 'POST /api/admin/users/:id/unarchive', about: 'back office', allowed: staffAnd(), request: (_a, f) => ({ method: 'POST', url: `/api/admin/users/${f.invitedPro.id}/unarchive` }) },
  {
    route: 'POST /api/admin/users/:id/pro-statuses',
    about: 'back office',
    allowed: staffAnd(),
    request: (_a, f) => ({ method: 'POST', url: `/api/admin/users/${f.invitedPro.id}/pro-statuses`, payload: { type: 'basic', start: '2001-01-01', end: '2001-06-30', is_blocked: false } }),
  },
  {
    route: 'PUT /api/admin/users/:id/pro-statuses/:statusId',
    about: 'back office',
    allowed: staffAnd(),
    request: (_a, f) => ({ method: 'PUT', url: `/api/admin/users/${f.invitedPro.id}/pro-statuses/${f.invitedPro.statusId}`, payload: { type: 'licence', start: '2020-01-01', end: null, is_blocked: false } }),
  },
  {
    route: 'DELETE /api/admin/users/:id/pro-statuses/:statusId',
    about: 'back office',
    allowed: staffAnd(),
    request: (_a, f) => ({ method: 'DELETE', url: `/api/admin/users/${f.invitedPro.id}/pro-statuses/${f.invitedPro.removableStatusId}` }),
  },
  { route: 'GET /api/admin/invitations', about: 'back office', allowed: staffAnd(), request: () => ({ method: 'GET', url: '/api/admin/invitations' }) },
  {
    route: 'POST /api/admin/invitations',
    about: 'back office',
    allowed: staffAnd(),
    request: () => ({ method: 'POST', url: '/api/admin/invitations', payload: { email: 'nouvelle.invitation@exemple.fr', firstname: 'Nina', lastname: 'Nouvelle', role: 'user' } }),
  },
  { route: 'POST /api/admin/invitations/:id/resend', about: 'back office', allowed: staffAnd(), request: (_a, f) => ({ method: 'POST', url: `/api/admin/invitations/${f.invitedPro.invitationId}/resend` }) },
];

export function isAllowed(allowed: Allowed, role: Role): boolean {
  if (allowed === 'public') return true;
  if (allowed === 'signed-in') return everyLoggedRole.includes(role);
  return allowed.includes(role);
}
