/** The AJA programme and its home (P1 §2 AJA home). Wording rules: see common.ts. */

export const ajaMessages = {
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
} as const;

// Product texts of the AJA home (P1 §2 AJA home); its statuses are workshopsMessages'.
export const ajaHomeMessages = {
  visitorTitle: 'Le parcours AJA',
  greeting: (firstname: string) => `Bonjour ${firstname}`,
  intro: 'Les ateliers en visio du parcours AJA, leurs prochaines séances et vos questionnaires.',
  visitorIntro:
    "Des ateliers en visio pour les jeunes de 15 à 30 ans après un cancer, et pour leurs parents ou aidants. L'adhésion est gratuite.",
  workshopsTitle: 'Ateliers AJA',
  allWorkshops: 'Voir tous les ateliers AJA',
  nextMeeting: (slot: string) => `Prochaine séance : ${slot}`,
  loading: 'Chargement des ateliers AJA',
  loadFailed: "Les ateliers AJA n'ont pas pu être chargés. Vérifiez votre connexion puis réessayez.",
  questionnaires: 'Questionnaires',
  questionnairesMembersOnly: 'Les questionnaires sont réservés aux adhérents et au parcours AJA.',
  due: 'à remplir',
  satisfactionAlert: 'Merci de remplir le questionnaire de satisfaction',
  cognitiveAlert: 'Merci de remplir le questionnaire cognitif',
  completeProfile: 'Compléter mon profil',
  later: 'Plus tard',
} as const;
