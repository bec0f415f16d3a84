/** Questionnaires (P2 §2 Surveys and profile, §8). Wording rules: see common.ts. */

export const surveysMessages = {
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
} as const;
