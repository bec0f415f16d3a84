import type { Survey, SurveyQuestion } from '../api/get-survey.ts';

/** One question of each type (P2 §5), as GET /api/surveys/ref/{ref} gives them. */
const frequency = [
  { value: 'jamais', label: 'Jamais' },
  { value: 'souvent', label: 'Souvent' },
  { value: 'tres_souvent', label: 'Très souvent' },
];

type QuestionFields = Pick<SurveyQuestion, 'id' | 'label' | 'type' | 'choices' | 'is_required'>;

/** The fields the screens read; the others as the API gives them for a first version's question. */
const asGiven = (surveyId: number, questions: QuestionFields[]): SurveyQuestion[] =>
  questions.map((question, index) => ({
    survey_id: surveyId,
    position: index + 1,
    partner_support_type: null,
    previous_question_ids: [],
    ...question,
  }));

export const questionsOfEveryType: SurveyQuestion[] = asGiven(1, [
  {
    id: 1,
    label: 'Votre situation professionnelle',
    type: 'select',
    choices: [
      { value: 'en_activite', label: 'En activité' },
      { value: 'a_la_retraite', label: 'À la retraite' },
    ],
    is_required: true,
  },
  {
    id: 2,
    label: 'Traitements reçus',
    type: 'multiple_select',
    choices: [
      { value: 'chirurgie', label: 'Chirurgie' },
      { value: 'radiotherapie', label: 'Radiothérapie' },
    ],
    is_required: true,
  },
  {
    id: 3,
    label: 'Type de cancer',
    type: 'autocomplete',
    choices: [
      { value: 'cancer_du_sein', label: 'Cancer du sein' },
      { value: 'lymphome', label: 'Lymphome' },
    ],
    is_required: false,
  },
  {
    id: 4,
    label: 'Votre comité de la Ligue contre le cancer',
    type: 'partner',
    choices: [
      { value: 12, label: 'Comité de Paris', id: 12, name: 'Comité de Paris' },
      { value: 15, label: 'Comité du Rhône', id: 15, name: 'Comité du Rhône' },
    ],
    is_required: false,
  },
  { id: 5, label: 'Êtes-vous satisfait(e) des ateliers ?', type: 'radio', choices: frequency, is_required: true },
  { id: 6, label: 'Quelles difficultés ressentez-vous ?', type: 'checkbox', choices: frequency, is_required: true },
  { id: 7, label: 'Date du diagnostic', type: 'date', choices: [], is_required: true },
  { id: 8, label: 'Nom de votre oncologue', type: 'string', choices: [], is_required: false },
  {
    id: 9,
    label: 'Votre métier',
    type: 'combobox',
    choices: [
      { value: 'cadre', label: 'Cadre' },
      { value: 'soignant_e', label: 'Soignant(e)' },
    ],
    is_required: false,
  },
  { id: 10, label: 'Vos suggestions', type: 'textarea', choices: [], is_required: false },
]);

export const satisfactionSurvey: Survey = {
  id: 4,
  ref: 'satisfaction',
  title: 'Questionnaire de satisfaction',
  description: 'Votre avis nous aide à améliorer les ateliers.',
  version: 1,
  survey_questions: asGiven(4, [
    {
      id: 40,
      label: 'Êtes-vous satisfait(e) des ateliers suivis ?',
      type: 'radio',
      choices: frequency,
      is_required: true,
    },
    { id: 41, label: 'Le format vous convenait-il ?', type: 'select', choices: frequency, is_required: false },
    { id: 42, label: 'Vos suggestions', type: 'textarea', choices: [], is_required: false },
  ]),
};
