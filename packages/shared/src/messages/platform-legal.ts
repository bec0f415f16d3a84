/**
 * The legal pages and the links to them (P1 §1): titles, the footer, the page states, and
 * the API's answer for an unknown text. The texts themselves live in the settings (seeded in
 * apps/api/src/seed/legal-texts.ts) so the association can edit them. Wording rules: see
 * common.ts.
 */

export const legalMessages = {
  titles: {
    'charte-de-confidentialite': 'Charte de confidentialité',
    'mentions-legales': 'Mentions légales',
    cookies: 'Cookies et stockage local',
    'conditions-de-vente': 'Conditions des dons et adhésions en ligne',
    'conditions-d-utilisation': "Conditions générales d'utilisation",
  },
  footerLabel: 'Informations légales',
  loading: 'Chargement du texte',
  loadFailed: "Le texte n'a pas pu être chargé. Vérifiez votre connexion puis réessayez.",
  updatedAt: (date: string) => `Dernière mise à jour : ${date}`,
  notFound: "Ce texte légal n'existe pas.",
  opensInNewTab: '(ouvre un nouvel onglet)',
  registrationLinks: 'Les textes complets :',
  paymentNotice:
    'En validant, vous acceptez les conditions des dons et adhésions en ligne et la charte de confidentialité.',
} as const;
