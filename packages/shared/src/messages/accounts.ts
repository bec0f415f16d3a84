/** Sign-in, passwords, the profile and the refused-access page (P1 §2, §5, §8; P2 §2, §5). Wording rules: see common.ts. */

export const authMessages = {
  createAccount: 'Créer un compte',
  forgotPassword: 'Mot de passe oublié ?',
  rememberMe: 'Se souvenir de moi',
  backToLogin: 'Retour à la connexion',
  invalidCredentials: 'Identifiants incorrects',
  resetTitle: 'Réinitialiser mon mot de passe',
  resetRequested: 'Demande de réinitialisation envoyée',
  passwordChanged: 'Mot de passe modifié',
  registrationCompleted: 'Inscription terminée',
  completeRegistrationTitle: 'Finaliser mon inscription',
  // Product texts for the API's answers.
  invalidResetToken: "Ce lien n'est plus valide. Veuillez refaire une demande.",
  invalidInvitationToken: "Ce lien d'invitation n'est plus valide.",
  invitationChecking: 'Vérification du lien d’invitation',
  invitationUsed: 'Ce lien a déjà servi : votre inscription est finalisée. Connectez-vous avec votre mot de passe.',
  invitationDeadHelp: 'Demandez une nouvelle invitation à la personne qui vous a inscrit, ou à l’association.',
  captchaFailed: 'La vérification anti-robot a échoué, veuillez réessayer.',
  acceptTerms: "J'accepte les conditions générales d'utilisation",
  acceptPrivacy: "J'accepte la politique de confidentialité",
  termsTitle: "Conditions générales d'utilisation",
  privacyTitle: 'Politique de confidentialité',
  // Sign-in and session answers of POST /oauth/token.
  invalidRefreshToken: 'Jeton de renouvellement invalide.',
  expiredRefreshToken: 'Jeton de renouvellement expiré.',
  reusedRefreshToken: 'Jeton de renouvellement déjà utilisé : la session est fermée.',
  captchaRequired:
    'Trop d’échecs de connexion pour cette adresse : confirmez que vous n’êtes pas un robot, puis reconnectez-vous.',
  captchaRequiredHere:
    'Trop d’échecs de connexion depuis votre réseau : confirmez que vous n’êtes pas un robot, puis reconnectez-vous.',
  captchaPrompt: 'Vérification anti-robot',
} as const;

export const profileMessages = {
  title: 'Mon profil',
  // Product texts: the user record is loading, or could not be loaded.
  loading: 'Chargement de votre profil',
  loadFailed: "Votre profil n'a pas pu être chargé. Vérifiez votre connexion puis réessayez.",
  save: 'Sauvegarder',
  saved: 'Utilisateur enregistré !',
  subscription: 'Adhésion en cours',
  subscriptionDates: (start: string, end: string) => `du ${start} au ${end}`,
  noSubscription: 'Aucun',
  assistant: 'Aidant PAP',
  noAssistant: 'Aucun aidant PAP',
  addAssistant: 'Ajouter un aidant',
  removeAssistant: "Supprimer l'aidant",
  assistantAdded: 'Aidant ajouté avec succès !',
  assistantRemoved: 'Aidant supprimé avec succès !',
  // Product text for the API's answer.
  wrongOldPassword: 'Ancien mot de passe incorrect',
  assistantOnlyForYoung: 'Seul un jeune du parcours AJA peut désigner un aidant.',
  assistantAlreadySet: 'Un aidant est déjà enregistré : supprimez-le avant d’en ajouter un autre.',
  // Product texts for the e-mail change (the address stays until the link is opened).
  emailChangeSent: (email: string) =>
    `Un lien de confirmation a été envoyé à ${email} ; votre adresse actuelle reste valable jusqu'à la confirmation.`,
  emailChangeConfirming: 'Confirmation en cours…',
  emailChangeConfirmed: 'Votre nouvelle adresse e-mail est enregistrée.',
  emailChangeInvalid: 'Lien invalide ou expiré',
  emailChangeUnavailable:
    'Cette adresse ne peut pas être attribuée à votre compte. Faites une nouvelle demande depuis votre profil.',
  // Product texts for the carer link: nothing says whether the address already has an account.
  carerLinkRequested: "Votre demande a été envoyée : le lien sera fait quand votre aidant l'aura acceptée.",
  carerLinkAccepted: 'Vous êtes maintenant l’aidant de ce jeune.',
  carerLinkInvalid: 'Lien invalide ou expiré',
} as const;

/**
 * The pages the account e-mails' links open (ADR 026): /email-change/{token} and
 * /carer-link/{token}. Product texts; the API's own message is shown where it gives one.
 */
export const accountLinkMessages = {
  emailChangeConfirming: 'Confirmation de votre nouvelle adresse…',
  emailChangeConfirmed: 'Votre adresse e-mail est modifiée.',
  emailChangeNextSignIn: 'Utilisez-la désormais pour vous connecter.',
  toProfile: 'Voir mon profil',
  carerLinkExplanation:
    'Un(e) jeune du parcours AJA vous a désigné(e) comme aidant(e). Accepter vous relie à son compte.',
  carerLinkSignIn: 'Pour répondre, connectez-vous avec le compte aidant qui a reçu cet e-mail.',
  accept: 'Accepter',
  refuse: 'Refuser',
  accepting: 'Acceptation en cours',
} as const;

export const unauthorizedMessages = {
  title: 'Accès refusé',
  text: "Vous n'avez pas accès à cette ressource.",
  back: 'Retour',
  refreshProfile: 'Rafraîchir mon profil',
} as const;

/**
 * E-mails about the account. Fixed wording only: nothing typed by another person (a name, a
 * message) goes into a mail sent to an address they chose. The first line is the greeting.
 */
export const accountMailMessages = {
  signature: 'L’équipe de l’association',
  emailChangeConfirm: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    lines: [
      'Bonjour,',
      'Une demande a été faite pour utiliser cette adresse comme adresse de connexion d’un compte de la plateforme de l’association.',
      'Pour la confirmer, ouvrez ce lien (valable 24 heures, une seule fois) :',
    ],
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne change.',
  },
  emailChangeNotice: {
    subject: 'Changement d’adresse e-mail demandé',
    lines: [
      'Bonjour,',
      'Un changement de l’adresse de connexion de votre compte a été demandé.',
      'Votre adresse actuelle reste valable tant que la nouvelle n’est pas confirmée.',
      'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe et contactez l’association.',
    ],
  },
  addressInUse: {
    subject: 'Tentative d’utilisation de votre adresse e-mail',
    lines: [
      'Bonjour,',
      'Quelqu’un a tenté de rattacher votre adresse e-mail à un autre compte de la plateforme de l’association.',
      'Votre compte n’a pas changé et aucune action n’est nécessaire.',
      'Si vous êtes à l’origine de cette demande, connectez-vous avec cette adresse : vous avez déjà un compte.',
    ],
  },
  carerLinkRequest: {
    subject: 'Un jeune du parcours AJA vous désigne comme aidant',
    lines: [
      'Bonjour,',
      'Un jeune du parcours AJA a indiqué votre adresse pour que vous soyez son aidant sur la plateforme de l’association.',
      'Pour accepter, ouvrez ce lien (valable 7 jours) puis connectez-vous :',
    ],
    ignore: 'Si vous ne connaissez pas cette demande, ignorez ce message : aucun lien ne sera fait.',
  },
  carerInvitation: {
    subject: 'Finalisez votre inscription d’aidant',
    lines: [
      'Bonjour,',
      'Un jeune du parcours AJA vous a désigné comme aidant : un compte a été créé pour vous sur la plateforme de l’association.',
      'Pour le finaliser, choisissez votre mot de passe en ouvrant ce lien (valable 7 jours) :',
    ],
    ignore: 'Si vous n’attendiez pas ce message, vous pouvez l’ignorer.',
  },
} as const;

/** « Mes adhérents » (/pro/users), the member's card (/user/{id}) and GET /api/users (P2 §2, ADR 036). */
export const proUsersMessages = {
  title: 'Mes adhérents',
  search: 'Rechercher par nom, prénom ou e-mail',
  workshop: 'Atelier',
  allWorkshops: 'Tous mes ateliers',
  perPage: 'Adhérents par page',
  all: 'Tous',
  loading: 'Chargement des adhérents',
  empty: 'Aucun adhérent trouvé',
  loadFailed: 'Une erreur est survenue lors de la récupération des adhérents. Veuillez réessayer plus tard.',
  total: (count: number) => (count <= 1 ? `${count} adhérent` : `${count} adhérents`),
  none: '–',
  columns: {
    createdAt: 'Inscrit le',
    code: 'Code',
    lastname: 'Nom',
    firstname: 'Prénom',
    email: 'E-mail',
    lastQpr: 'Questionnaire d’information',
    lastQsat: 'Questionnaire de satisfaction',
    subscriptions: 'Inscriptions',
    presences: 'Présences',
    absences: 'Absences',
    unsubscriptions: 'Désinscriptions',
  },
  open: (name: string) => `Ouvrir la fiche de ${name}`,
  // The member's card.
  cardTitle: "Fiche de l'adhérent",
  cardLoading: "Chargement de la fiche de l'adhérent",
  cardLoadFailed: "La fiche de l'adhérent n'a pas pu être chargée. Veuillez réessayer plus tard.",
  name: 'Nom',
  email: 'E-mail',
  birthdate: 'Date de naissance',
  address: 'Adresse',
  phone: 'Téléphone',
  memberCode: 'Code adhérent',
  seeSessions: 'Voir ses séances',
  back: 'Retour à mes adhérents',
  // The API's answers.
  notYourWorkshop: "Vous n'animez pas cet atelier : ses adhérents ne vous sont pas accessibles.",
  otherPro: 'Vous ne pouvez lister que les adhérents de vos propres ateliers.',
} as const;
