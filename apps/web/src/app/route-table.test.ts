import { describe, expect, it } from 'vitest';
import { appRoutes, notFoundRoute } from './route-table.ts';

/** Every route of P1 §2 and P2 §2 and the legal pages of P1 §1, with the rule the spec (and DESIGN.md's answers) gives it. */
const specRoutes: Record<string, string> = {
  '/': 'all',
  '/login': 'isNotAuth',
  '/register': 'all',
  '/password/reset': 'isNotAuth',
  '/password/reset/:token': 'isNotAuth',
  '/complete-registration/:token': 'all',
  // The links of the account e-mails (ADR 021, 026): the carer signs in on the page itself.
  '/email-change/:token': 'all',
  '/carer-link/:token': 'all',
  // A member card's QR code (issue #38): anyone may check it.
  '/carte/:token': 'all',
  // The welcome e-mail's link that confirms the address (issue #38).
  '/confirm-email/:token': 'all',
  '/home': 'all',
  '/aja': 'all',
  '/welcome': 'isAuth',
  '/profile': 'isAuth',
  '/profile/edit': 'isAuth',
  '/payment': 'isAuth',
  '/payment/subscription': 'isAuth',
  '/payment/donation': 'isAuth',
  '/payment/resubscription': 'isPro',
  '/payments': 'isAuth',
  '/unauthorized': 'all',
  '/oncogitiel': 'all',
  '/map': 'all',
  '/workshops': 'all',
  '/aja-workshops': 'all',
  '/workshops/:id': 'all',
  '/aja/workshops/:id': 'all',
  '/oncommence': 'all',
  '/meetings': 'isAuth',
  '/meetings/:user_id': 'isProPremium',
  // The offer e-mail's link (ADR 073): a signed-in member; a visitor signs in and comes back.
  '/offre/:meetingId': 'isAuth',
  '/pro/workshops': 'isProPremium',
  '/pro/workshops/new': 'isProPremium',
  '/pro/workshops/:id': 'isProPremium',
  '/pro/workshops/:id/edit': 'isProPremium',
  // The meeting form (issue #13): the spec's « add a session » and « edit sessions » (P2 §6).
  '/pro/workshops/:id/meetings/new': 'isProPremium',
  '/pro/workshops/:id/meetings/:meetingId/edit': 'isProPremium',
  // A cycle of sessions at once (issue #37).
  '/pro/workshops/:id/meetings/cycle': 'isProPremium',
  '/pro/users': 'isProPremium',
  '/pro/library': 'isProPremium',
  '/pro/licence': 'isProLicence',
  '/user/:id': 'isProPremium',
  '/satisfaction_survey': 'isUserPremium',
  '/profile_survey': 'isAuth',
  '/cog_survey': 'isUserPremium',
  '/life_quality_survey': 'isUserPremium',
  '/admin': 'isAuth',
  // P1 §1 legal pages, reached from the footer.
  '/charte-de-confidentialite': 'all',
  '/mentions-legales': 'all',
  '/cookies': 'all',
  '/conditions-de-vente': 'all',
  '/conditions-d-utilisation': 'all',
};

describe('route table', () => {
  it('declares every route of both spec parts, and no other but the back office (ADR 040)', () => {
    const outsideBackOffice = appRoutes.filter((route) => !route.path.startsWith('/admin/'));
    expect(outsideBackOffice.map((route) => route.path).sort()).toEqual(Object.keys(specRoutes).sort());
  });

  it('keeps every back-office screen for the staff', () => {
    const backOffice = appRoutes.filter((route) => route.path.startsWith('/admin/'));
    expect(backOffice.length).toBeGreaterThan(10);
    for (const route of backOffice) expect(route, route.path).toMatchObject({ access: 'isAuth', staffOnly: true });
  });

  it.each(Object.entries(specRoutes))('%s has the access rule %s', (path, rule) => {
    expect(appRoutes.find((route) => route.path === path)?.access).toBe(rule);
  });

  it('gives every route a French title and a unique name', () => {
    for (const route of [...appRoutes, notFoundRoute]) expect(route.title.trim()).not.toBe('');
    const names = appRoutes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses the spec route names CreateWorkshop, EditWorkshop, WorkshopsMap, Meetings, CogSurvey', () => {
    const byPath = Object.fromEntries(appRoutes.map((route) => [route.path, route.name]));
    expect(byPath['/pro/workshops/new']).toBe('CreateWorkshop');
    expect(byPath['/pro/workshops/:id/edit']).toBe('EditWorkshop');
    expect(byPath['/map']).toBe('WorkshopsMap');
    expect(byPath['/meetings']).toBe('Meetings');
    expect(byPath['/cog_survey']).toBe('CogSurvey');
  });

  it('P2-SURV-03 keeps the cognitive questionnaire for AJA members, the admin area for staff', () => {
    expect(appRoutes.find((route) => route.path === '/cog_survey')?.ajaOnly).toBe(true);
    expect(appRoutes.find((route) => route.path === '/admin')?.staffOnly).toBe(true);
  });

  it('never prerenders a page whose path carries a token (ADR 016, 026)', () => {
    const withToken = appRoutes.filter((route) => route.path.includes(':token'));
    expect(withToken.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/email-change/:token', '/carer-link/:token']),
    );
    for (const route of withToken) expect(route.prerender ?? false).toBe(false);
  });

  it('shows the members-only card, not a refusal, to a pro without membership on the pro screens (DESIGN.md)', () => {
    const proScreens = appRoutes.filter((route) => route.access === 'isProPremium');
    expect(proScreens.length).toBe(11);
    for (const route of proScreens) expect(route.membersOnlyFor).toBe('isPro');
  });
});
