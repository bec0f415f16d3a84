/**
 * Texts every screen may show: buttons, field labels and messages, the session, the menu, errors.
 * Every sentence the platform shows or returns is French, grouped by context, one file per
 * context so a screen loads only the texts it uses. Wording comes from the two spec parts
 * (P1 §5, §8; P2 §5, §8), with DESIGN.md's answers: French labels where the spec gives English,
 * user-facing typos fixed ('survenue'). Entries marked "product text" fill a place where the
 * spec names a message but not its words.
 */

export const commonMessages = {
  adhere: 'Adhérer',
  validate: 'Valider',
  send: 'Envoyer',
  cancel: 'Annuler',
  save: 'Enregistrer',
  retry: 'Réessayer',
  back: 'Retour',
  close: 'Fermer',
  edit: 'Modifier',
  delete: 'Supprimer',
  search: 'Rechercher',
  home: "Retour à l'accueil",
  yes: 'Oui',
  no: 'Non',
  none: 'Aucun',
  all: 'Tous',
  loading: 'Chargement…',
  notAvailable: 'Non disponible',
  clearFilters: 'Effacer les filtres',
  pageOf: (page: number, pageCount: number) => `Page ${page} sur ${pageCount}`,
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  // Product text: the not-premium card (P1 §2 Home, P2 §2 Meetings screen).
  membersOnly: 'Cette fonctionnalité est réservée aux adhérents.',
  scrollToTop: 'Remonter en haut de la page',
  toggleTheme: 'Changer de thème',
} as const;

export const validationMessages = {
  required: 'Champ requis',
  invalidFormat: 'Format invalide',
  invalidEmail: 'E-mail invalide',
  /** Registration form (P1 §5). */
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
  /** Password edit, complete registration and profile (P1 §5, P2 §5). */
  passwordMin: '8 caractères min.',
  // Product text (the spec asks for a confirmation without naming the mismatch message).
  passwordsMismatch: 'Les mots de passe ne correspondent pas',
  invalidDate: 'Date invalide',
  noCityFound: 'Aucune ville trouvée',
  atLeastOneChoice: 'Veuillez choisir au moins une réponse',
  // Product text (ADR 023): a name with a control, direction or zero-width character.
  hiddenCharacter: 'Ce nom contient un caractère invisible ou de contrôle non autorisé',
} as const;

export const fieldLabels = {
  lastname: 'Nom',
  firstname: 'Prénom',
  email: 'E-mail',
  birthdate: 'Date de naissance',
  street: 'Adresse',
  zip: 'Code postal',
  city: 'Ville',
  phone: 'Téléphone',
  password: 'Mot de passe',
  passwordConfirmation: 'Confirmation du mot de passe',
  oldPassword: 'Ancien mot de passe',
  newPassword: 'Nouveau mot de passe',
  day: 'Jour',
  month: 'Mois',
  year: 'Année',
} as const;

export const sessionMessages = {
  /** Any 401 while signed in (P1 §4 Session, P2 §8). */
  loggedOut: 'Vous êtes déconnecté',
  /** After the person logs out themself (P1 §8). */
  logoutSuccess: 'Vous avez été déconnecté',
  /** The spec spells it 'surevenue'; DESIGN.md fixes user-facing typos. */
  refreshFailed: 'Une erreur est survenue',
  signIn: 'Se connecter',
  logout: 'Se déconnecter',
} as const;

export const errorMessages = {
  generic: 'Une erreur est survenue',
  forbidden: 'Action non autorisée',
  notFound: 'Ressource introuvable',
  validationFailed: 'Données invalides',
  rateLimited: 'Trop de tentatives, veuillez réessayer plus tard.',
  badRequest: 'Requête invalide',
  conflict: 'Cette action entre en conflit avec des données existantes',
  /** The database is slow or out of reach (a timeout): worth retrying (ADR 023). */
  unavailable: 'Le service est momentanément indisponible, veuillez réessayer.',
} as const;

export const navigationMessages = {
  home: 'Accueil',
  workshops: 'Les Ateliers',
  oncogitiel: 'onCogitiel',
  myWorkshops: 'Mes ateliers',
  myMembers: 'Mes adhérents',
  library: 'Bibliothèque',
  licence: 'Espace licence',
  meetings: 'Mes séances',
  map: 'Carte des ateliers',
  profile: 'Mon profil',
  payments: 'Mes paiements',
  donation: 'Faire un don',
  renewal: 'Renouveler mon adhésion',
  surveys: 'Questionnaires',
  // Pages opened from an account e-mail's link (ADR 026).
  emailChangeConfirm: "Confirmation de l'adresse e-mail",
  carerLink: 'Demande d’aidant',
  profileSurveyAlert: 'Merci de remplir votre questionnaire de profil',
  renewalAlert: 'Votre adhésion arrive à échéance',
  // Product text: the home of someone signed in without a membership, new or not (ADR 025).
  homeNotMemberIntro: "L'adhésion à l'association donne accès aux ateliers et aux séances.",
} as const;
