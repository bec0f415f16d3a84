import type { AccessRule } from '@plateforme/shared/accounts/access.rules';
import { navigationMessages } from '@plateforme/shared/messages/common';
import { legalMessages } from '@plateforme/shared/messages/platform-legal';
import { waitingListMessages } from '@plateforme/shared/messages/workshops-waiting-list';
import type { ComponentType } from 'react';

/**
 * Every route of both spec parts (P1 §2, P2 §2) with its French title and access rule, as
 * data: the router is built from it and tests (and the accessibility sweep) iterate it.
 * Open points follow DESIGN.md: pro screens need pro premium, the profile questionnaire is
 * open to any signed-in user, the other questionnaires need a premium member, /meetings
 * sends a visitor to /login.
 */

export type ScreenModule = { default: ComponentType };

export type AppRoute = {
  path: string;
  /** The spec's route name where it gives one. */
  name: string;
  /** French, shown as the page title (document title and placeholder heading). */
  title: string;
  access: AccessRule;
  /** Signed-in states that fail `access` but see the members-only card instead of /unauthorized. */
  membersOnlyFor?: AccessRule;
  /** Only AJA profiles (the cognitive questionnaire). */
  ajaOnly?: boolean;
  /** Only the association's staff (role admin). */
  staffOnly?: boolean;
  /** Where the staff are sent instead: the back office's screen for the same thing. */
  staffRedirect?: string;
  /** An e-mail's link: a visitor sent to /login comes back here once signed in. */
  returnAfterLogin?: boolean;
  /** Payment and donation screens: refused to AJA young people, who never pay (canPay). */
  payersOnly?: boolean;
  /** The screen, loaded on first visit; routes without one show the placeholder page. */
  screen?: () => Promise<ScreenModule>;
  /**
   * Rendered at build time as a visitor sees it, so the page shows before its scripts run
   * (ADR 016). Only for pages whose first view depends on nothing but the address.
   */
  prerender?: boolean;
};

// One line a route: the table reads as a table, and the build reads it line by line.
// prettier-ignore
export const appRoutes: readonly AppRoute[] = [
  { path: '/', name: 'Root', title: 'Accueil', access: 'all', screen: () => import('./routes/root-redirect.tsx') },
  { path: '/login', name: 'Login', title: 'Connexion', access: 'isNotAuth', screen: () => import('../features/accounts/routes/login.tsx'), prerender: true },
  { path: '/register', name: 'Register', title: 'Créer mon compte', access: 'all', screen: () => import('./routes/register.tsx'), prerender: true },
  { path: '/password/reset', name: 'PasswordReset', title: 'Mot de passe oublié', access: 'isNotAuth', screen: () => import('../features/accounts/routes/password-reset-request.tsx') },
  { path: '/password/reset/:token', name: 'PasswordEdit', title: 'Nouveau mot de passe', access: 'isNotAuth', screen: () => import('../features/accounts/routes/password-reset.tsx') },
  { path: '/complete-registration/:token', name: 'CompleteRegistration', title: 'Finaliser mon inscription', access: 'all', screen: () => import('../features/accounts/routes/complete-registration.tsx') },
  // The account e-mails' links (ADR 026): one-use tokens in the path, so never prerendered.
  { path: '/confirm-email/:token', name: 'ConfirmEmail', title: 'Confirmation de votre adresse e-mail', access: 'all', screen: () => import('../features/accounts/routes/confirm-email.tsx') },
  { path: '/email-change/:token', name: 'EmailChange', title: navigationMessages.emailChangeConfirm, access: 'all', screen: () => import('../features/accounts/routes/email-change.tsx') },
  { path: '/carer-link/:token', name: 'CarerLink', title: navigationMessages.carerLink, access: 'all', screen: () => import('../features/accounts/routes/carer-link.tsx') },
  { path: '/home', name: 'Home', title: 'Accueil', access: 'all', screen: () => import('./routes/home.tsx'), prerender: true },
  { path: '/aja', name: 'AJAHome', title: 'Accueil AJA', access: 'all', screen: () => import('./routes/aja-home.tsx') },
  { path: '/welcome', name: 'Welcome', title: 'Bienvenue', access: 'isAuth', screen: () => import('../features/registration/routes/welcome.tsx') },
  { path: '/profile', name: 'Profile', title: 'Mon profil', access: 'isAuth', screen: () => import('./routes/profile.tsx') },
  { path: '/profile/edit', name: 'ProfileEdit', title: 'Modifier mon profil', access: 'isAuth', screen: () => import('../features/accounts/routes/profile-edit.tsx') },
  // Without a type the payment screen is a donation (P1 §2).
  { path: '/payment', name: 'Payment', title: 'Faire un don', access: 'isAuth', payersOnly: true, screen: () => import('../features/membership/routes/payment-donation.tsx') },
  { path: '/payment/subscription', name: 'PaymentSubscription', title: 'Adhésion', access: 'isAuth', screen: () => import('../features/membership/routes/payment-subscription.tsx') },
  { path: '/payment/donation', name: 'PaymentDonation', title: 'Faire un don', access: 'isAuth', payersOnly: true, screen: () => import('../features/membership/routes/payment-donation.tsx') },
  { path: '/payment/resubscription', name: 'PaymentResubscription', title: 'Renouveler mon adhésion', access: 'isPro', screen: () => import('../features/membership/routes/payment-resubscription.tsx') },
  { path: '/payments', name: 'Payments', title: 'Mes paiements', access: 'isAuth', payersOnly: true, screen: () => import('../features/membership/routes/payments.tsx') },
  // A member card's QR code (issue #38): valid or expired, never whose.
  { path: '/carte/:token', name: 'MemberCardCheck', title: "Vérification d'une carte d'adhérent", access: 'all', screen: () => import('../features/membership/routes/card-check.tsx') },
  { path: '/unauthorized', name: 'Unauthorized', title: 'Accès refusé', access: 'all', screen: () => import('../features/accounts/routes/unauthorized.tsx') },
  { path: '/oncogitiel', name: 'Oncogitiel', title: 'onCogitiel', access: 'all', screen: () => import('./routes/oncogitiel.tsx') },
  { path: '/map', name: 'WorkshopsMap', title: 'Carte des ateliers', access: 'all', screen: () => import('../features/workshops/routes/workshops-map.tsx'), prerender: true },
  { path: '/workshops', name: 'ListWorkshops', title: 'Les ateliers', access: 'all', screen: () => import('../features/workshops/routes/list-workshops.tsx'), prerender: true },
  { path: '/aja-workshops', name: 'AJAWorkshops', title: 'Les ateliers AJA', access: 'all', screen: () => import('../features/workshops/routes/aja-workshops.tsx'), prerender: true },
  { path: '/workshops/:id', name: 'Workshop', title: 'Atelier', access: 'all', screen: () => import('../features/workshops/routes/workshop-detail.tsx') },
  { path: '/aja/workshops/:id', name: 'AJAWorkshop', title: 'Atelier AJA', access: 'all', screen: () => import('../features/workshops/routes/workshop-detail.tsx') },
  { path: '/oncommence', name: 'Oncommence', title: 'Ateliers onCommence', access: 'all', screen: () => import('../features/workshops/routes/oncommence.tsx'), prerender: true },
  { path: '/meetings', name: 'Meetings', title: 'Mes séances', access: 'isAuth', screen: () => import('../features/workshops/routes/meetings.tsx') },
  // The offer e-mail's link (ADR 073): a place held for a waiting member, accepted or refused here.
  { path: '/offre/:meetingId', name: 'MeetingOffer', title: waitingListMessages.offer.pageTitle, access: 'isAuth', returnAfterLogin: true, screen: () => import('../features/workshops/routes/meeting-offer.tsx') },
  { path: '/meetings/:user_id', name: 'UserMeetings', title: "Séances d'un adhérent", access: 'isProPremium', membersOnlyFor: 'isPro', screen: () => import('../features/workshops/routes/meetings.tsx') },
  { path: '/pro/workshops', name: 'ProWorkshops', title: 'Mes ateliers', access: 'isProPremium', membersOnlyFor: 'isPro', screen: () => import('../features/workshops/pro/routes/pro-workshops.tsx') },
  // The spec does not show this screen (P2 §2): a pro sees the placeholder, the staff create workshops in the back office.
  { path: '/pro/workshops/new', name: 'CreateWorkshop', title: 'Créer un atelier', access: 'isProPremium', membersOnlyFor: 'isPro', staffRedirect: '/admin/workshops/new' },
  { path: '/pro/workshops/:id', name: 'ProWorkshop', title: "Détail de l'atelier", access: 'isProPremium', membersOnlyFor: 'isPro', screen: () => import('../features/workshops/pro/routes/pro-workshop.tsx') },
  { path: '/pro/workshops/:id/edit', name: 'EditWorkshop', title: "Modifier l'atelier", access: 'isProPremium', membersOnlyFor: 'isPro', screen: () => import('../features/workshops/pro/routes/edit-workshop.tsx') },
  { path: '/pro/users', name: 'ProUsers', title: 'Mes adhérents', access: 'isProPremium', membersOnlyFor: 'isPro', screen: () => import('../features/workshops/pro/routes/pro-users.tsx') },
  { path: '/pro/library', name: 'ProLibrary', title: 'Bibliothèque', access: 'isProPremium', membersOnlyFor: 'isPro', screen: () => import('../features/library/routes/pro-library.tsx') },
  { path: '/pro/licence', name: 'ProLicence', title: 'Espace licence', access: 'isProLicence', screen: () => import('../features/supports/routes/pro-licence.tsx') },
  { path: '/user/:id', name: 'User', title: "Fiche de l'adhérent", access: 'isProPremium', membersOnlyFor: 'isPro', screen: () => import('../features/accounts/routes/member-card.tsx') },
  { path: '/pro/workshops/:id/meetings/new', name: 'CreateMeeting', title: 'Ajouter une séance', access: 'isProPremium', membersOnlyFor: 'isPro', screen: () => import('../features/workshops/pro/routes/create-meeting.tsx') },
  { path: '/pro/workshops/:id/meetings/:meetingId/edit', name: 'EditMeeting', title: 'Modifier la séance', access: 'isProPremium', membersOnlyFor: 'isPro', screen: () => import('../features/workshops/pro/routes/edit-meeting.tsx') },
  { path: '/pro/workshops/:id/meetings/cycle', name: 'CreateMeetingCycle', title: 'Créer une série de séances', access: 'isProPremium', membersOnlyFor: 'isPro', screen: () => import('../features/workshops/admin/routes/meeting-cycle.tsx') },
  { path: '/satisfaction_survey', name: 'SatisfactionSurvey', title: 'Questionnaire de satisfaction', access: 'isUserPremium', membersOnlyFor: 'isUser', screen: () => import('../features/surveys/routes/satisfaction-survey.tsx') },
  { path: '/profile_survey', name: 'ProfileSurvey', title: 'Questionnaire de profil', access: 'isAuth', screen: () => import('../features/surveys/routes/profile-survey.tsx') },
  { path: '/cog_survey', name: 'CogSurvey', title: 'Questionnaire cognitif', access: 'isUserPremium', ajaOnly: true, screen: () => import('../features/surveys/routes/cog-survey.tsx') },
  { path: '/life_quality_survey', name: 'LifeQualitySurvey', title: 'Questionnaire de qualité de vie', access: 'isUserPremium', membersOnlyFor: 'isUser', screen: () => import('../features/surveys/routes/life-quality-survey.tsx') },
  // The back office (ADR 040): staff only, one route per section of its menu.
  { path: '/admin', name: 'Admin', title: 'Administration', access: 'isAuth', staffOnly: true, screen: () => import('../features/platform/admin/routes/dashboard.tsx') },
  { path: '/admin/partners', name: 'AdminPartners', title: 'Partenaires', access: 'isAuth', staffOnly: true, screen: () => import('../features/registration/admin/routes/partners-list.tsx') },
  { path: '/admin/partners/new', name: 'AdminPartnerNew', title: 'Nouveau partenaire', access: 'isAuth', staffOnly: true, screen: () => import('../features/registration/admin/routes/partner-edit.tsx') },
  { path: '/admin/partners/:id', name: 'AdminPartnerEdit', title: 'Partenaire', access: 'isAuth', staffOnly: true, screen: () => import('../features/registration/admin/routes/partner-edit.tsx') },
  { path: '/admin/workshops', name: 'AdminWorkshops', title: 'Ateliers', access: 'isAuth', staffOnly: true, screen: () => import('../features/workshops/admin/routes/workshops.tsx') },
  { path: '/admin/workshops/new', name: 'AdminWorkshopNew', title: 'Nouvel atelier', access: 'isAuth', staffOnly: true, screen: () => import('../features/workshops/admin/routes/workshop-edit.tsx') },
  { path: '/admin/workshops/:id', name: 'AdminWorkshopEdit', title: 'Atelier', access: 'isAuth', staffOnly: true, screen: () => import('../features/workshops/admin/routes/workshop-edit.tsx') },
  // The staff's sessions stay in the back office (issue #37): the session form's screens under /admin.
  { path: '/admin/workshops/:id/meetings/new', name: 'AdminCreateMeeting', title: 'Ajouter une séance', access: 'isAuth', staffOnly: true, screen: () => import('../features/workshops/pro/routes/create-meeting.tsx') },
  { path: '/admin/workshops/:id/meetings/cycle', name: 'AdminCreateMeetingCycle', title: 'Créer une série de séances', access: 'isAuth', staffOnly: true, screen: () => import('../features/workshops/admin/routes/meeting-cycle.tsx') },
  { path: '/admin/workshops/:id/meetings/:meetingId/edit', name: 'AdminEditMeeting', title: 'Modifier la séance', access: 'isAuth', staffOnly: true, screen: () => import('../features/workshops/pro/routes/edit-meeting.tsx') },
  { path: '/admin/planning', name: 'AdminPlanning', title: 'Planning des séquences', access: 'isAuth', staffOnly: true, screen: () => import('../features/workshops/admin/routes/planning-screen.tsx') },
  { path: '/admin/users', name: 'AdminUsers', title: 'Utilisateurs', access: 'isAuth', staffOnly: true, screen: () => import('../features/accounts/admin/routes/users.tsx') },
  { path: '/admin/users/:id', name: 'AdminUser', title: 'Utilisateur', access: 'isAuth', staffOnly: true, screen: () => import('../features/accounts/admin/routes/user.tsx') },
  { path: '/admin/supports', name: 'AdminSupports', title: 'Supports de séance', access: 'isAuth', staffOnly: true, screen: () => import('../features/supports/admin/routes/supports.tsx') },
  { path: '/admin/supports/:id', name: 'AdminSupport', title: 'Support de séance', access: 'isAuth', staffOnly: true, screen: () => import('../features/supports/admin/routes/support.tsx') },
  { path: '/admin/documents', name: 'AdminDocuments', title: 'Documents', access: 'isAuth', staffOnly: true, screen: () => import('../features/library/admin/routes/documents.tsx') },
  { path: '/admin/documents/:id', name: 'AdminDocument', title: 'Document', access: 'isAuth', staffOnly: true, screen: () => import('../features/library/admin/routes/document.tsx') },
  { path: '/admin/surveys', name: 'AdminSurveys', title: 'Questionnaires', access: 'isAuth', staffOnly: true, screen: () => import('../features/surveys/admin/routes/surveys-list.tsx') },
  { path: '/admin/surveys/:id', name: 'AdminSurvey', title: 'Questionnaire', access: 'isAuth', staffOnly: true, screen: () => import('../features/surveys/admin/routes/survey-edit.tsx') },
  { path: '/admin/settings', name: 'AdminSettings', title: 'Paramètres', access: 'isAuth', staffOnly: true, screen: () => import('../features/platform/admin/routes/settings-screen.tsx') },
  { path: '/admin/payments', name: 'AdminPayments', title: 'Paiements', access: 'isAuth', staffOnly: true, screen: () => import('../features/membership/admin/routes/payments.tsx') },
  { path: '/admin/payments/receipts', name: 'AdminTaxReceipts', title: 'Reçus fiscaux', access: 'isAuth', staffOnly: true, screen: () => import('../features/membership/admin/routes/tax-receipts.tsx') },
  { path: '/admin/payments/partners', name: 'AdminPartnerPayments', title: 'Tarifs partenaires', access: 'isAuth', staffOnly: true, screen: () => import('../features/membership/admin/routes/partner-payments.tsx') },
  { path: '/admin/payments/partners/:id', name: 'AdminPartnerDiscountedPayments', title: 'Paiements au tarif réduit', access: 'isAuth', staffOnly: true, screen: () => import('../features/membership/admin/routes/partner-discounted-payments.tsx') },
  { path: '/admin/outbox', name: 'AdminOutbox', title: 'E-mails envoyés', access: 'isAuth', staffOnly: true, screen: () => import('../features/platform/admin/routes/outbox.tsx') },
  { path: '/admin/jobs', name: 'AdminJobs', title: 'Tâches de fond', access: 'isAuth', staffOnly: true, screen: () => import('../features/platform/admin/routes/jobs.tsx') },
  { path: '/admin/retention', name: 'AdminRetention', title: 'Conservation des données', access: 'isAuth', staffOnly: true, screen: () => import('../features/accounts/admin/routes/retention.tsx') },
  { path: '/admin/audit', name: 'AdminAudit', title: 'Journal des actions', access: 'isAuth', staffOnly: true, screen: () => import('../features/platform/admin/routes/audit.tsx') },
  // The legal pages (P1 §1): their texts come from the settings, the first view is the heading.
  { path: '/charte-de-confidentialite', name: 'PrivacyCharter', title: legalMessages.titles['charte-de-confidentialite'], access: 'all', screen: () => import('../features/platform/routes/legal-page.tsx'), prerender: true },
  { path: '/mentions-legales', name: 'LegalNotice', title: legalMessages.titles['mentions-legales'], access: 'all', screen: () => import('../features/platform/routes/legal-page.tsx'), prerender: true },
  { path: '/cookies', name: 'Cookies', title: legalMessages.titles['cookies'], access: 'all', screen: () => import('../features/platform/routes/legal-page.tsx'), prerender: true },
  { path: '/conditions-de-vente', name: 'SalesTerms', title: legalMessages.titles['conditions-de-vente'], access: 'all', screen: () => import('../features/platform/routes/legal-page.tsx'), prerender: true },
  { path: '/conditions-d-utilisation', name: 'TermsOfUse', title: legalMessages.titles['conditions-d-utilisation'], access: 'all', screen: () => import('../features/platform/routes/legal-page.tsx'), prerender: true },
];

/** Shown for any path not in the table. */
export const notFoundRoute: AppRoute = {
  path: '*',
  name: 'NotFound',
  title: 'Page introuvable',
  access: 'all',
  screen: () => import('./routes/not-found.tsx'),
};
