/**
 * Every sentence the platform shows or returns, in French, grouped by context.
 * Wording comes from the two spec parts (P1 §5, §8; P2 §5, §8), with DESIGN.md's answers:
 * French labels where the spec gives English, user-facing typos fixed ('survenue').
 * Entries marked "product text" fill a place where the spec names a message but not its words.
 */
export const messages = {
  common: {
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
  },

  validation: {
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
  },

  fields: {
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
  },

  session: {
    /** Any 401 while signed in (P1 §4 Session, P2 §8). */
    loggedOut: 'Vous êtes déconnecté',
    /** After the person logs out themself (P1 §8). */
    logoutSuccess: 'Vous avez été déconnecté',
    /** The spec spells it 'surevenue'; DESIGN.md fixes user-facing typos. */
    refreshFailed: 'Une erreur est survenue',
    logout: 'Se déconnecter',
  },

  auth: {
    signIn: 'Se connecter',
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
    captchaFailed: 'La vérification anti-robot a échoué, veuillez réessayer.',
    acceptTerms: "J'accepte les conditions générales d'utilisation",
    acceptPrivacy: "J'accepte la politique de confidentialité",
    termsTitle: "Conditions générales d'utilisation",
    privacyTitle: 'Politique de confidentialité',
  },

  registration: {
    title: 'Créer mon compte',
    titleSignedIn: 'Je finalise mon adhésion',
    submit: 'Créer mon compte',
    changeOrientation: 'Modifier mon orientation',
    noAssistant: "Pas d'aidant",
    next: 'Continuer',
    steps: {
      orientation: 'Orientation',
      form: 'Mes informations',
      partnerCode: 'Code adhérent',
      assistantForm: "Informations du parent ou de l'aidant",
      youngForm: 'Informations du jeune',
      profileSurvey: 'Questionnaire de profil',
    },
    // Product texts: the spec describes the orientation options without their French words.
    orientations: {
      ligue: 'Je suis envoyé(e) par la Ligue contre le cancer',
      aja: 'AJA (Adolescents et Jeunes Adultes)',
      healthinsurance: 'Ma mutuelle est',
      employer: 'Mon employeur est',
      patientsreseau: 'Je suis envoyé(e) par Patients en réseau',
      retreat: 'Ma caisse de retraite',
      other: 'Autre',
    },
    ajaRoles: {
      aja_young: 'Je suis un jeune adulte de 18 à 30 ans',
      aja_assistant: "Je suis le représentant légal d'un mineur",
    },
    partner: 'Partenaire',
    partnerCode: 'Code adhérent',
    department: 'Département',
    /** Server error text, then where to ask (P1 §8). */
    partnerCodeHint: (error: string, partnerName: string) => `${error}, renseignez-vous auprès de ${partnerName}`,
    defaultPartnerName: 'Patients en réseau',
    // Product texts for the API's answers.
    wrongPartnerCode: 'Code adhérent invalide',
    emailTaken: 'Cette adresse e-mail est déjà utilisée',
    partnersFetchFailed: 'Une erreur est survenue lors de la récupération des partenaires',
    assistantCreationFailed: 'Une erreur est survenue lors de la création du compte aidant',
    youngCreationFailed: 'Une erreur est survenue lors de la création du compte jeune',
    accountDeletionFailed: 'Une erreur est survenue lors de la suppression de votre compte',
    accountDeletionRefused: 'Impossible de supprimer ce compte',
    // Product texts: the spec names each dialog (P1 §2) without its words.
    ageDialogs: {
      minor: {
        title: 'Inscription des mineurs',
        text: "Vous avez moins de 18 ans : un parent ou représentant légal doit d'abord créer son compte et vous inscrire.",
      },
      carerMinor: {
        title: 'Aidant mineur',
        text: 'Un aidant doit être majeur.',
      },
      tooOldForAja: {
        title: 'Parcours AJA',
        text: "Le parcours AJA s'adresse aux jeunes de 15 à 30 ans. Vous pouvez vous inscrire par un autre parcours.",
      },
      ajaEligible: {
        title: 'Le parcours AJA est fait pour vous',
        text: 'Vous avez entre 18 et 30 ans : vous pouvez rejoindre le parcours AJA, gratuit pour les jeunes et leurs aidants.',
        keep: 'Garder mon parcours',
        switch: 'Passer au parcours AJA',
      },
      childAdult: {
        title: 'Jeune majeur',
        text: 'Ce jeune a 18 ans ou plus : il doit créer lui-même son compte.',
        cancelRegistration: "Annuler l'inscription",
        editBirthdate: 'Modifier la date de naissance',
      },
      childTooYoung: {
        title: 'Parcours AJA',
        text: "Le parcours AJA s'adresse aux jeunes à partir de 15 ans.",
      },
    },
  },

  aja: {
    // Product text with the spec's facts (P1 §1): ages 15 to 30, 15+ weekly one-hour
    // online workshops, an information workshop of 1 h 30, free membership.
    infoDialog: {
      title: 'Le parcours AJA',
      text:
        "Le parcours AJA (Adolescents et Jeunes Adultes) s'adresse aux jeunes de 15 à 30 ans et à leurs parents ou aidants. " +
        "Il propose au moins 15 ateliers en ligne d'une heure, chaque semaine, et un atelier d'information d'1 h 30. " +
        "L'adhésion est gratuite.",
      young: 'Jeune adulte de 18 à 30 ans : vous vous inscrivez vous-même.',
      assistant: 'Parent ou représentant légal : vous inscrivez votre enfant de 15 à 17 ans.',
    },
    workshops: 'Ateliers AJA',
    incompleteProfile: {
      title: 'Profil incomplet',
      text: 'Merci de compléter votre profil :',
    },
  },

  navigation: {
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
    profileSurveyAlert: 'Merci de remplir votre questionnaire de profil',
    renewalAlert: 'Votre adhésion arrive à échéance',
  },

  unauthorized: {
    title: 'Accès refusé',
    text: "Vous n'avez pas accès à cette ressource.",
    back: 'Retour',
    refreshProfile: 'Rafraîchir mon profil',
  },

  payment: {
    subscription: 'Adhésion',
    donation: 'Don',
    resubscription: 'Renouvellement',
    amount: 'Montant',
    total: 'Total',
    submit: 'Valider',
    acceptTermsTooltip: 'Vous devez accepter les conditions ci-dessus avant de pouvoir continuer.',
    // Product texts: the certification and the four platform terms (P1 §5).
    certifyPathology: 'Je certifie être ou avoir été suivi(e) pour une pathologie cancéreuse.',
    platformTerms: {
      access: "Je m'engage à ne pas partager mon accès à la plateforme.",
      secret: "Je m'engage à garder confidentiel le contenu des ateliers.",
      discreet: "Je m'engage à rester discret(e) sur ce que les participants partagent.",
      screenshots: "Je m'engage à ne faire aucune capture d'écran pendant les ateliers.",
    },
    /** P1 §9: 100 euros cost the donor 34. */
    taxNote: "Un don de 100 € ne vous coûte que 34 € après réduction d'impôt.",
    taxCost: (donation: string, cost: string) => `Votre don de ${donation} ne vous coûte que ${cost} après réduction d'impôt.`,
    bravo: 'Bravo',
    bravoText: 'Votre adhésion est enregistrée.',
    thanks: 'Merci !',
    thanksText: 'Merci pour votre don.',
    paymentDone: 'Paiement effectué !',
    membershipSaved: 'Adhésion enregistrée !',
    failed: 'Une erreur est survenue lors de votre paiement.',
    reloadPage: 'Erreur lors du paiement veuillez recharger la page',
    retry: 'Réessayer',
    home: "Retour à l'accueil",
    // Product texts for the API's answers.
    belowMinimum: 'Le montant minimum est de 1 €.',
    renewalNotOpen: "Le renouvellement est possible à partir de 15 jours avant la fin de l'adhésion.",
    alreadyMember: 'Votre adhésion est déjà en cours.',
    resubscriptionForPros: 'Le renouvellement par cette page est réservé aux professionnels.',
    resubscriptionNeedsSubscription: "Le renouvellement comprend l'adhésion.",
    ajaMembershipFree: "L'adhésion AJA est gratuite : aucun paiement n'est nécessaire.",
    ajaYoungNoPayment: "Les jeunes du parcours AJA n'ont aucun paiement à faire : leur adhésion est gratuite.",
    foreignRedirectUrl: "L'adresse de retour doit être une page de la plateforme.",
    donationNotANumber: 'Le don doit être un nombre.',
    donationNegative: 'Le don ne peut pas être négatif.',
    donationTooHigh: 'Pour un don de plus de 100 000 €, contactez l’association.',
    donationCents: 'Le don se donne en euros, avec deux décimales au plus.',
    partnerNotFound: 'Partenaire introuvable.',
    partnerReasonMismatch: 'Ce partenaire ne correspond pas à cette orientation.',
    partnerNotFree: "Ce partenaire ne prend pas en charge l'adhésion : elle se règle par carte.",
    prosPayMembership: "Les professionnels adhèrent par le paiement de l'adhésion professionnelle.",
    notAja: "L'adhésion AJA est réservée aux participants du parcours AJA.",
    ajaRoleMismatch: 'Ce rôle ne correspond pas à votre profil AJA.',
    noTaxReceipt: "Ce paiement n'a pas de reçu fiscal : seuls les dons payés en ont un.",
    partnerPaysMembership:
      "Votre partenaire prend en charge votre adhésion : elle s'enregistre avec votre code adhérent, sans paiement.",
    // Product texts of the free adhesion and the partner price (P1 §4 Payment).
    partnerCovers: (partnerName: string) => `Votre adhésion est prise en charge par ${partnerName}.`,
    partnerDiscount: (partnerName: string, standard: string) => `Tarif réduit grâce à ${partnerName} (au lieu de ${standard}).`,
    adhesionCodeMissing:
      "Votre code adhérent n'a pas été retrouvé sur cet appareil, par exemple parce que l'inscription a été faite dans un autre onglet. Saisissez-le à nouveau pour enregistrer votre adhésion, ou revenez à l'étape du code adhérent.",
    adhesionCodeAsked: "Pour enregistrer votre adhésion, saisissez le code adhérent que votre partenaire vous a remis.",
    backToCodeStep: "Revenir à l'étape du code adhérent",
    noPartner:
      "Votre partenaire n'a pas été retrouvé. Revenez à l'étape du code adhérent de votre inscription pour le choisir à nouveau.",
    adhesionFailed: "Une erreur est survenue lors de l'enregistrement de votre adhésion.",
    partnerLoadFailed: "Les informations de votre partenaire n'ont pas pu être chargées. Vérifiez votre connexion puis réessayez.",
  },

  /** The built-in card payment sandbox, used when no real merchant is configured (ADR 009). */
  paymentSandbox: {
    title: 'Paiement de test',
    intro: 'Aucune banque n’est contactée et aucune carte n’est débitée : choisissez l’issue du paiement.',
    amount: 'Montant',
    reference: 'Référence',
    email: 'E-mail',
    pay: 'Payer',
    refuse: 'Refuser',
    cancel: 'Annuler',
    invalidTitle: 'Formulaire de paiement invalide',
    invalidForm: 'Ce formulaire de paiement n’est pas valide ou a déjà été traité. Retournez sur la plateforme pour recommencer.',
    backToPlatform: 'Retour à la plateforme',
  },

  payments: {
    title: 'Mes paiements',
    columns: {
      ref: 'Réf',
      date: 'Date',
      type: 'Type',
      amount: 'Montant',
      status: 'Statut',
      download: 'Télécharger',
    },
    paid: 'Payé',
    failed: 'Échec',
    empty: 'Aucun paiement',
    taxReceipt: 'Reçu fiscal',
    taxReceiptOf: (ref: string) => `Reçu fiscal ${ref}`,
    loadFailed: "Vos paiements n'ont pas pu être chargés. Vérifiez votre connexion puis réessayez.",
    loading: 'Chargement de vos paiements',
    refLabel: 'Réf.',
    receiptFailed: "Le reçu fiscal n'a pas pu être téléchargé. Réessayez dans un instant.",
    types: {
      subscription: 'Adhésion',
      donation: 'Don',
      subscriptionAndDonation: 'Adhésion et don',
    },
  },

  profile: {
    title: 'Mon profil',
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
  },

  workshops: {
    empty: 'Aucun atelier trouvé',
    allLoaded: 'Tous les ateliers ont été chargés',
    count: (count: number) => (count > 1 ? `${count} ateliers` : `${count} atelier`),
    noMeetingsYet: '(pas encore de séances)',
    waitingList: "(File d'attente)",
    forbidden: "Vous n'êtes pas autorisé à accéder à cet atelier.",
    deleted: 'Atelier supprimé !',
    active: 'visible',
    inactive: 'désactivé',
    remote: 'Visio',
    onsite: 'Présentiel',
    addMeeting: 'Ajouter une séance',
    exportParticipants: 'Exporter les participants',
    participate: 'Participer',
    // Product texts: the dialogs of the workshop detail (P2 §2).
    signInToParticipate: 'Créez un compte ou connectez-vous pour participer à cet atelier.',
    adhereToParticipate: "Adhérez à l'association pour participer aux ateliers.",
    mapHelp: 'Les ateliers en visio sont accessibles partout en France.',
    register: "S'inscrire",
    sequencesFetchFailed: 'Une erreur est survenue lors de la récupération des séquences',
    professionalsFetchFailed: 'Une erreur est survenue lors de la récupération des professionnels',
    availablePlaces: 'Places disponibles',
    timeSlots: {
      morning: 'MATIN',
      midday: 'MIDI',
      afternoon: 'APRES-MIDI',
      lateAfternoon: "FIN D'APRES-MIDI",
    },
    weekdays: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'],
  },

  meetings: {
    title: 'Liste de mes séances',
    titleFor: (name: string) => `Liste des séances de ${name}`,
    empty: 'Aucune séance trouvée',
    fetchFailed: 'Une erreur est survenue lors de la récupération des séances. Veuillez réessayer plus tard.',
    sequenceNote: "Le numéro de séquence n'a pas d'importance : vous pouvez commencer à tout moment.",
    columns: {
      workshop: 'Atelier',
      date: 'Date',
      type: 'Type',
      time: 'Horaire',
      places: 'Places',
      sequence: 'Séquence',
      download: 'Infos',
      status: 'Statut',
    },
    remoteBadge: 'VISIO',
    onsiteBadge: 'PRESENTIEL',
    dateRanges: {
      thisWeek: 'Cette semaine',
      nextWeek: 'La semaine prochaine',
      thisMonth: 'Ce mois-ci',
      nextMonth: 'Le mois prochain',
    },
    sortBy: { date: 'Date', sequence: 'Séquence', asc: 'Croissant', desc: 'Décroissant' },
    places: (remaining: number, total: number) => `${remaining}/${total}`,
    subscribed: 'Inscrit',
    waiting: 'En attente',
    subscribe: "S'inscrire",
    cancelConfirm: "Vous êtes sur le point d'annuler votre participation à cette séance",
    takePlace: 'Prendre la place',
    leaveWaitingList: "Quitter la liste d'attente",
    booklet: "Livret d'activité",
    address: 'Adresse',
    link: 'Lien de la visio',
    subscribedSuccess: 'Vous êtes bien inscrit à cette séance !',
    waitingListJoined: "Vous êtes bien inscrit sur liste d'attente de cette séance !",
    waitingListLeft: "Vous n'êtes plus sur la liste d'attente de cette séance",
    cancellationDone: 'Votre annulation de participation à la séance est prise en compte !',
    tooLate: "Trop tard, la séance est déjà pleine ! Vous êtes de nouveau sur liste d'attente.",
    saved: 'Séance enregistrée !',
    attendance: { present: 'Présent', absent: 'Absent', unset: '-' },
    // Product texts for the API's answers (P2 §4 rules without words).
    cancelAfterStart: 'La séance a commencé : la participation ne peut plus être annulée.',
    attendanceBeforeStart: 'La présence se saisit une fois la séance commencée.',
    ajaOnly: 'Cette séance est réservée aux participants AJA.',
  },

  meetingForm: {
    placesMin: 'supérieur ou égale à 1',
    linkRequired: 'Merci de renseigner le lien zoom',
    addressRequired: "Merci de renseigner l'adresse",
    tooManyParticipants: 'Le nombre de participants dépasse le nombre de place limite',
    // Product texts (P2 §5 states the rules without messages).
    dateFromTomorrow: 'La date doit être au plus tôt demain',
    endAfterStart: "L'heure de fin doit être après l'heure de début",
    onsiteForRemoteWorkshop: 'Un atelier en visio ne peut pas avoir de séance en présentiel',
    lockedWithParticipants: 'Cette séance a des participants : son type, sa date et ses horaires ne peuvent plus être modifiés',
  },

  proWorkshops: {
    title: 'Mes ateliers',
    empty: "Vous n'avez pas encore d'atelier. Contactez l'administrateur, qui créera votre premier atelier.",
  },

  proUsers: {
    title: 'Mes adhérents',
    viewMeetings: 'Voir ses séances',
  },

  library: {
    title: 'Bibliothèque',
    empty: 'Aucun document trouvé',
    preview: 'Aperçu',
    download: 'Télécharger',
    fullScreen: 'Plein écran',
    pdfOpenFailed: "Erreur lors de l'ouverture du PDF",
    loadFailed: 'Impossible de charger le document',
    sortBy: { recent: 'Plus récents', title: 'Titre (A-Z)', type: 'Type' },
    types: {
      scientific_article: 'Article scientifique',
      vulgarization_article: 'Article de vulgarisation',
      neuropsychological_test: 'Test neuropsychologique',
      various: 'Divers',
    },
    productSheet: (product: string) => `Fiche ${product}`,
  },

  supports: {
    title: 'Espace licence',
    empty: 'Aucun support trouvé',
    noneAvailable: 'Aucun support disponible',
    notAvailable: 'Non disponible',
    columns: { sequence: 'Séquence', slides: 'Diaporama', booklet: 'Livret', guide: 'Guide du professionnel' },
    fetchFailed: 'Une erreur est survenue lors de la récupération des supports. Veuillez réessayer plus tard.',
    downloadForbidden: "Action non autorisée. Vos droits d'accès aux supports ont peut-être changé.",
    downloadFailed: 'Erreur lors du téléchargement du support.',
    pdfOpenFailed: "Erreur lors de l'ouverture du PDF",
    slideshowOpenFailed: "Erreur lors de l'ouverture du diaporama",
  },

  surveys: {
    title: 'Questionnaires',
    names: {
      profile: 'Questionnaire de profil',
      satisfaction: 'Questionnaire de satisfaction',
      cognitive: 'Questionnaire cognitif',
      lifeQuality: 'Questionnaire de qualité de vie',
    },
    saved: 'Questionnaire enregistré !',
    // Product texts: the answer rules and access choices of ADR 010.
    notAChoice: 'Cette réponse ne fait pas partie des propositions',
    tooLong: (max: number) => `${max} caractères maximum`,
    unknownQuestion: 'Cette question ne fait pas partie de ce questionnaire',
    duplicateQuestion: 'Cette question a déjà une réponse',
    unknownSurvey: 'Questionnaire introuvable',
    namedError: (question: string, message: string) => `« ${question} » : ${message}`,
    ajaMembersOnly: 'Ce questionnaire est réservé aux adhérents du parcours AJA.',
    answerForYourself: 'Vous ne pouvez répondre qu’en votre nom.',
    fixErrors: 'Certaines réponses sont à compléter ou à corriger.',
    empty: 'Ce questionnaire ne contient pas encore de question.',
    loadFailed: "Le questionnaire n'a pas pu être chargé. Vérifiez votre connexion puis réessayez.",
    submit: 'Enregistrer mes réponses',
    requiredHint: 'Les questions marquées d’un astérisque (*) sont obligatoires.',
    noOption: 'Aucune proposition',
  },

  errors: {
    generic: 'Une erreur est survenue',
    forbidden: 'Action non autorisée',
    notFound: 'Ressource introuvable',
    validationFailed: 'Données invalides',
    rateLimited: 'Trop de tentatives, veuillez réessayer plus tard.',
    badRequest: 'Requête invalide',
    conflict: 'Cette action entre en conflit avec des données existantes',
  },
} as const;

export type Messages = typeof messages;
