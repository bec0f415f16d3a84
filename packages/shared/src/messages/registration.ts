/** The registration stepper (P1 §2 Registration, §5, §8). Wording rules: see common.ts. */

export const registrationMessages = {
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
  plainNameOnly: 'Saisissez seulement un nom : lettres, espaces, apostrophes et traits d’union (60 caractères au plus)',
  partnersFetchFailed: 'Une erreur est survenue lors de la récupération des partenaires',
  assistantCreationFailed: 'Une erreur est survenue lors de la création du compte aidant',
  youngCreationFailed: 'Une erreur est survenue lors de la création du compte jeune',
  accountDeletionFailed: 'Une erreur est survenue lors de la suppression de votre compte',
  accountDeletionRefused: 'Impossible de supprimer ce compte',
  // Product texts for the registration API's answers (ADR 011).
  accountDeleted: 'Votre compte a été supprimé',
  termsNotice:
    "En créant mon compte, j'accepte les conditions générales d'utilisation et la politique de confidentialité.",
  partnerNotForReason: 'Ce partenaire ne correspond pas à votre orientation.',
  partnerInactive: "Ce partenaire n'est plus proposé.",
  departmentMismatch: 'Ce comité de la Ligue ne correspond pas à ce département.',
  noCodeForReason: 'Votre orientation ne demande pas de code adhérent.',
  stepNotReached: "Cette étape de l'inscription n'est pas encore accessible.",
  stepPassed: "Cette étape de l'inscription est déjà faite.",
  partnerCodeAccepted: 'Code adhérent validé',
  // Product text: the code checked at registration opened the first adhesion; a later one asks for it.
  partnerCodeAskedAgain: 'Saisissez le code adhérent en cours de votre partenaire',
  registrationFinished: 'Votre inscription est déjà terminée.',
  proOrientationFixed: "L'orientation d'un professionnel est « Autre » et ne peut pas changer.",
  ajaLinksExist: 'Votre compte est déjà lié à un compte AJA : votre orientation ne peut plus changer.',
  codeNotChecked: "Le code adhérent n'a pas encore été vérifié.",
  surveyNotAnswered: "Le questionnaire de profil n'a pas encore été rempli.",
  youngFormRequired: 'Les informations du jeune sont à renseigner.',
  onlyAjaAssistant: "Seul le parent ou l'aidant du parcours AJA peut inscrire un jeune.",
  onlyAjaYoung: 'Seul un jeune du parcours AJA peut inscrire son aidant.',
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
  // Product texts of the registration screens (ADR 012).
  stepOf: (current: number, total: number) => `Étape ${current} sur ${total}`,
  ajaStep: "Informations de l'aidant ou du jeune",
  orientationLegend: "Qui vous oriente vers l'association ?",
  ajaRoleLegend: 'Vous êtes',
  ajaInfoButton: 'En savoir plus sur le parcours AJA',
  proOrientation: 'En tant que professionnel, votre orientation est « Autre ».',
  choosePartner: 'Choisissez dans la liste',
  noPartner: "Aucun partenaire n'est proposé pour le moment.",
  loadingPartners: 'Chargement des partenaires…',
  formIntro: 'Tous les champs sont obligatoires.',
  captchaHint: 'Le bouton s’active une fois la vérification anti-robot réussie.',
  creatingAccount: 'Création du compte en cours',
  readTerms: "Lire les conditions générales d'utilisation",
  readPrivacy: 'Lire la politique de confidentialité',
  ligueCommittee: 'Comité de la Ligue',
  retreatPartner: 'Caisse de retraite',
  codeIntro: {
    ligue: 'Saisissez le code adhérent que vous a remis votre comité de la Ligue, et votre département.',
    retreat: 'Saisissez le code adhérent que vous a remis votre caisse de retraite.',
    patientsreseau: 'Saisissez le code adhérent que vous a remis Patients en réseau.',
  },
  departmentHint: '2 caractères, par exemple 75 ou 2A',
  checkCode: 'Vérifier mon code',
  assistantIntro: "Indiquez le parent ou l'aidant qui vous accompagne dans le parcours AJA.",
  noAssistantHint: 'Vous pourrez ajouter un aidant plus tard depuis votre profil.',
  youngIntro: 'Indiquez le jeune de 15 à 17 ans que vous inscrivez au parcours AJA.',
  welcome: {
    title: 'Bienvenue !',
    greeting: (firstname: string) => `Bienvenue ${firstname}, votre compte est créé.`,
    intro: "Merci de votre confiance. Voici les prochaines étapes pour profiter des ateliers de l'association.",
    nextSteps: [
      "Adhérez à l'association : l'adhésion vaut pour un an et ouvre l'accès aux ateliers.",
      'Choisissez un atelier, en visio ou près de chez vous, puis inscrivez-vous à ses séances.',
      'Retrouvez vos informations, vos séances et vos paiements depuis le menu de votre compte.',
    ],
    nextStepsTitle: 'Les prochaines étapes',
    // Product texts: someone whose account or membership is older than a day (ADR 025).
    returningTitle: 'Bon retour parmi nous !',
    returningGreeting: (firstname: string) => `Bonjour ${firstname}, nous sommes heureux de vous retrouver.`,
    returningIntro: "Merci de votre fidélité. Voici les prochaines étapes pour profiter des ateliers de l'association.",
    // Product texts: a current member is not asked to join (ADR 068).
    memberIntro: "Merci de votre adhésion. Voici comment profiter des ateliers de l'association.",
    memberFirstStep: (end: string | null) =>
      end
        ? `Votre adhésion est en cours jusqu'au ${end} : elle vous ouvre l'accès aux ateliers.`
        : "Votre adhésion est en cours : elle vous ouvre l'accès aux ateliers.",
  },
} as const;
