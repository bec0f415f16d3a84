import type { NewSurveyQuestion, SurveyChoice } from '../db/schema/index.ts';
import { slugify } from './files.ts';

type QuestionDraft = Omit<NewSurveyQuestion, 'surveyId' | 'position'>;
export type SurveyDraft = { ref: string; title: string; description: string; questions: QuestionDraft[] };

/** Choices keep a stable value derived from the label (see ADR 002). */
function choices(...labels: string[]): SurveyChoice[] {
  return labels.map((label) => ({ value: slugify(label).replace(/-/g, '_'), label }));
}

const frequency = choices('Jamais', 'Rarement', 'Parfois', 'Souvent', 'Très souvent');

const cancerTypes = choices(
  'Cancer du sein',
  'Cancer colorectal',
  'Cancer du poumon',
  'Cancer de la prostate',
  "Cancer de l'ovaire",
  "Cancer de l'utérus",
  'Cancer de la thyroïde',
  'Cancer du rein',
  'Cancer de la vessie',
  'Cancer du pancréas',
  'Cancer ORL',
  'Lymphome',
  'Leucémie',
  'Myélome',
  'Mélanome',
  'Sarcome',
  'Tumeur cérébrale',
  'Autre',
);

const cognitiveComplaints = choices(
  'Mémoire',
  'Attention et concentration',
  'Fatigue mentale',
  'Trouver ses mots',
  'Organisation et planification',
  'Lenteur',
);

export const surveyDrafts: SurveyDraft[] = [
  {
    ref: 'profile',
    title: 'Questionnaire de profil',
    description: 'Ces informations aident les professionnels à adapter les ateliers à votre situation.',
    questions: [
      { label: 'Date du diagnostic de votre cancer', type: 'date', isRequired: true },
      { label: 'Type de cancer', type: 'autocomplete', choices: cancerTypes, isRequired: true },
      {
        label: 'Traitements reçus',
        type: 'multiple_select',
        choices: choices(
          'Chirurgie',
          'Chimiothérapie',
          'Radiothérapie',
          'Hormonothérapie',
          'Immunothérapie',
          'Thérapie ciblée',
          'Greffe de moelle',
        ),
        isRequired: true,
      },
      {
        label: 'Êtes-vous actuellement en cours de traitement ?',
        type: 'radio',
        choices: choices('Oui', 'Non', "Traitement d'entretien"),
        isRequired: true,
      },
      {
        label: 'Quelles difficultés ressentez-vous au quotidien ?',
        type: 'checkbox',
        choices: cognitiveComplaints,
        isRequired: true,
      },
      {
        label: 'Votre situation professionnelle',
        type: 'select',
        choices: choices(
          'En activité',
          'En arrêt maladie',
          'Temps partiel thérapeutique',
          'En invalidité',
          'À la retraite',
          "En recherche d'emploi",
          'Autre',
        ),
        isRequired: true,
      },
      {
        label: 'Votre métier (choisissez ou saisissez)',
        type: 'combobox',
        choices: choices(
          'Employé(e)',
          'Cadre',
          'Enseignant(e)',
          'Soignant(e)',
          'Artisan ou commerçant',
          'Agriculteur ou agricultrice',
        ),
      },
      {
        label: 'Votre comité de la Ligue contre le cancer, le cas échéant',
        type: 'partner',
        partnerSupportType: 'ligue',
      },
      { label: 'Nom de votre oncologue référent (facultatif)', type: 'string' },
      { label: 'Souhaitez-vous nous dire autre chose ?', type: 'textarea' },
    ],
  },
  {
    ref: 'profile_aja_young',
    title: 'Questionnaire de profil – Jeune adulte',
    description: 'Quelques questions pour mieux te connaître avant les ateliers AJA.',
    questions: [
      {
        label: 'Ta situation actuelle',
        type: 'select',
        choices: choices(
          'Lycée',
          'Études supérieures',
          'Formation professionnelle',
          'En emploi',
          "En recherche d'emploi",
          'Sans activité',
        ),
        isRequired: true,
      },
      { label: 'Date du diagnostic', type: 'date', isRequired: true },
      { label: 'Type de cancer', type: 'autocomplete', choices: cancerTypes, isRequired: true },
      {
        label: 'Ce qui te gêne le plus au quotidien',
        type: 'checkbox',
        choices: cognitiveComplaints,
        isRequired: true,
      },
      {
        label: "L'établissement qui assure ton suivi",
        type: 'partner',
        partnerSupportType: 'healthcenter',
      },
      {
        label: 'Tes créneaux préférés pour les ateliers en visio',
        type: 'multiple_select',
        choices: choices(
          'En semaine, fin de journée',
          'En semaine, en soirée',
          'Le mercredi après-midi',
          'Le samedi matin',
        ),
        isRequired: true,
      },
      { label: "Ville de ton établissement d'études ou de travail", type: 'string' },
      { label: "Qu'attends-tu de ces ateliers ?", type: 'textarea' },
    ],
  },
  {
    ref: 'profile_aja_assistant',
    title: 'Questionnaire de profil – Parent ou aidant',
    description: 'Ces réponses nous aident à accompagner le jeune et son entourage.',
    questions: [
      {
        label: 'Votre lien avec le jeune',
        type: 'radio',
        choices: choices('Parent', 'Tuteur ou tutrice légale', 'Autre membre de la famille', 'Autre'),
        isRequired: true,
      },
      {
        label: 'Votre situation professionnelle',
        type: 'select',
        choices: choices('En activité', 'En congé de proche aidant', 'Sans activité', 'À la retraite'),
      },
      {
        label: 'Comment avez-vous connu le programme AJA ?',
        type: 'combobox',
        choices: choices("L'équipe soignante", 'Une association', 'Internet ou réseaux sociaux', 'Le bouche-à-oreille'),
        isRequired: true,
      },
      {
        label: "Souhaitez-vous être recontacté(e) par l'équipe ?",
        type: 'radio',
        choices: choices('Oui', 'Non'),
        isRequired: true,
      },
      { label: 'Vos attentes pour le jeune que vous accompagnez', type: 'textarea' },
    ],
  },
  {
    ref: 'satisfaction',
    title: 'Questionnaire de satisfaction',
    description: 'Votre avis nous aide à améliorer les ateliers.',
    questions: [
      {
        label: 'Êtes-vous satisfait(e) des ateliers suivis ?',
        type: 'radio',
        choices: choices('Très satisfait(e)', 'Satisfait(e)', 'Peu satisfait(e)', 'Pas satisfait(e)'),
        isRequired: true,
      },
      {
        label: 'Les exercices vous ont-ils aidé(e) au quotidien ?',
        type: 'select',
        choices: choices('Beaucoup', 'Un peu', 'Pas vraiment', 'Pas du tout'),
        isRequired: true,
      },
      {
        label: 'Ce que vous avez le plus apprécié',
        type: 'checkbox',
        choices: choices(
          'Les exercices',
          'Les échanges avec le groupe',
          "L'animation",
          'Les livrets',
          'Le format en visio',
        ),
      },
      {
        label: 'Le format vous convenait-il ?',
        type: 'select',
        choices: choices('Oui, tout à fait', 'Plutôt oui', 'Plutôt non', 'Non'),
      },
      {
        label: 'Recommanderiez-vous les ateliers à une personne concernée ?',
        type: 'radio',
        choices: choices('Oui', 'Non', 'Je ne sais pas'),
        isRequired: true,
      },
      { label: 'Vos suggestions', type: 'textarea' },
    ],
  },
  {
    ref: 'cog',
    title: 'Questionnaire cognitif',
    description: 'À quelle fréquence ces situations te sont-elles arrivées ces deux dernières semaines ?',
    questions: [
      { label: "J'oublie des rendez-vous ou des choses à faire", type: 'select', choices: frequency, isRequired: true },
      {
        label: "J'ai du mal à rester concentré(e) en cours ou au travail",
        type: 'select',
        choices: frequency,
        isRequired: true,
      },
      { label: "Je perds le fil d'une conversation", type: 'select', choices: frequency, isRequired: true },
      { label: 'Je cherche mes mots', type: 'select', choices: frequency, isRequired: true },
      { label: 'Je me sens vite fatigué(e) mentalement', type: 'select', choices: frequency, isRequired: true },
      { label: "Un exemple récent qui t'a gêné(e)", type: 'textarea' },
    ],
  },
  {
    ref: 'life_quality',
    title: 'Questionnaire de qualité de vie',
    description: 'Ces questions portent sur la semaine écoulée.',
    questions: [
      {
        label: 'Comment évaluez-vous votre qualité de vie cette semaine ?',
        type: 'radio',
        choices: choices('Très mauvaise', 'Mauvaise', 'Moyenne', 'Bonne', 'Très bonne'),
        isRequired: true,
      },
      { label: 'Avez-vous ressenti de la fatigue ?', type: 'select', choices: frequency, isRequired: true },
      {
        label: 'Votre sommeil',
        type: 'select',
        choices: choices('Réparateur', 'Plutôt réparateur', 'Peu réparateur', 'Très perturbé'),
      },
      {
        label: 'Les activités que vous avez pu reprendre',
        type: 'multiple_select',
        choices: choices(
          'Travail ou études',
          'Sport',
          'Lecture',
          'Sorties entre amis',
          'Tâches administratives',
          'Conduite',
        ),
      },
      { label: 'Date de votre dernière consultation de suivi', type: 'date' },
      { label: "Qu'est-ce qui améliorerait votre quotidien ?", type: 'textarea' },
    ],
  },
];
