// Library documents for the demo: [title, description] per type. Summaries, not real papers.

type Entry = [title: string, description: string];

export const libraryEntries: Record<string, Entry[]> = {
  scientific_article: [
    [
      'Troubles cognitifs après chimiothérapie : revue de la littérature',
      'Synthèse des études sur la plainte cognitive des patients traités par chimiothérapie et de ses mécanismes supposés.',
    ],
    [
      'Plainte cognitive et performances objectives chez les patientes atteintes de cancer du sein',
      'Pourquoi la plainte ressentie et les scores aux tests ne concordent pas toujours.',
    ],
    [
      'Efficacité de la remédiation cognitive en groupe après un cancer',
      "Résultats d'essais contrôlés sur des programmes de 10 à 15 séances.",
    ],
    [
      'Hormonothérapie et fonctions exécutives : état des connaissances',
      "Ce que l'on sait de l'effet des traitements hormonaux sur l'attention et la planification.",
    ],
    [
      'Fatigue liée au cancer et ralentissement cognitif',
      "Lien entre fatigue, sommeil et vitesse de traitement de l'information.",
    ],
    [
      'Remédiation cognitive en visioconférence : faisabilité et adhésion',
      'Comparaison des taux de participation entre ateliers en présentiel et à distance.',
    ],
    [
      'Imagerie cérébrale et « chemobrain » : apports récents',
      'Panorama des travaux en IRM sur les modifications cérébrales après traitement.',
    ],
    [
      'Retour au travail et difficultés cognitives après un cancer',
      "Facteurs qui facilitent ou freinent la reprise d'une activité professionnelle.",
    ],
    [
      'Troubles cognitifs chez les adolescents et jeunes adultes traités pour un cancer',
      "Spécificités de la population AJA et besoins d'accompagnement.",
    ],
    ['Anxiété, dépression et plainte cognitive', 'Rôle des facteurs émotionnels dans la perception des difficultés.'],
    [
      'Activité physique adaptée et cognition',
      "Effets de l'activité physique sur l'attention et la mémoire après traitement.",
    ],
    [
      "Outils d'évaluation de la plainte cognitive en oncologie",
      'Comparaison des questionnaires utilisés en recherche et en clinique.',
    ],
    [
      'Immunothérapie et fonctions cognitives : premières données',
      'Un champ de recherche récent, encore peu documenté.',
    ],
    [
      'Programmes de remédiation cognitive assistés par ordinateur',
      'Intérêt et limites des entraînements numériques à domicile.',
    ],
    [
      'Qualité de vie et troubles cognitifs : suivi à deux ans',
      'Évolution de la qualité de vie des participants après un programme de remédiation.',
    ],
  ],
  vulgarization_article: [
    [
      '« Chemobrain » : de quoi parle-t-on ?',
      'Une introduction claire aux troubles cognitifs liés au cancer et à ses traitements.',
    ],
    [
      'Dix conseils pour mieux gérer sa fatigue au quotidien',
      'Des astuces simples pour répartir son énergie sur la journée.',
    ],
    ["Mémoire : pourquoi j'oublie ce que je viens de lire ?", "Comprendre la mémoire de travail et l'attention."],
    [
      "Reprendre le travail après un cancer : mode d'emploi",
      'Les étapes, les interlocuteurs et les aménagements possibles.',
    ],
    ['Parler de ses troubles cognitifs à ses proches', 'Comment expliquer ce qui ne se voit pas.'],
    [
      'Les ateliers de remédiation cognitive, comment ça marche ?',
      "Déroulé d'un atelier, rôle du neuropsychologue, ce qu'on peut en attendre.",
    ],
    ['Sommeil et concentration : le duo gagnant', 'Pourquoi bien dormir aide à mieux se concentrer.'],
    ['Écrans, notifications et attention', 'Limiter les interruptions pour préserver sa concentration.'],
    ['Jeunes adultes et cancer : retrouver le fil de ses études', 'Témoignages et conseils pour les 18-30 ans.'],
    ['Les outils numériques qui aident la mémoire', 'Agenda partagé, rappels, listes : bien choisir ses aides.'],
    ['Stress et mémoire : un cercle vicieux ?', "Comment l'anxiété influence nos capacités de concentration."],
    ['Aidants : prendre soin de soi aussi', 'Ressources et conseils pour les proches aidants.'],
    ['Faire les courses sans rien oublier', 'Stratégies de mémorisation appliquées à la vie quotidienne.'],
    ["Conduire après un cancer : ce qu'il faut savoir", 'Attention, fatigue et sécurité au volant.'],
    [
      "Témoignage : « Les ateliers m'ont rendu confiance »",
      'Une participante raconte son parcours dans un atelier en visio.',
    ],
  ],
  neuropsychological_test: [
    ['Empan de chiffres – consignes de passation', 'Évaluation de la mémoire de travail verbale, endroit et envers.'],
    ['Test de barrage – feuille de passation', "Mesure de l'attention sélective et de la vitesse."],
    ['Fluence verbale catégorielle et phonémique', 'Consignes, durée et cotation.'],
    ['Code symboles-chiffres – version de démonstration', 'Vitesse de traitement et attention soutenue.'],
    ['Tracé de pistes A et B – consignes', "Flexibilité mentale et vitesse d'exploration visuelle."],
    ['Épreuve de Stroop – planche et consignes', 'Inhibition des réponses automatiques.'],
    ['Rappel libre et indicé de 16 mots – protocole', 'Mémoire épisodique verbale.'],
    ['Figure complexe – copie et rappel', 'Organisation visuo-spatiale et mémoire visuelle.'],
    ['Questionnaire de plainte cognitive – version patient', 'Auto-évaluation des difficultés au quotidien.'],
    ['Questionnaire de plainte cognitive – version proche', 'Hétéro-évaluation par un proche.'],
    ['Échelle de fatigue – auto-questionnaire', 'Évaluation de la fatigue physique et cognitive.'],
    ["Échelle d'anxiété et de dépression – consignes", 'Dépistage des troubles émotionnels associés.'],
    ['Tâche de double tâche – protocole', 'Attention divisée en situation écologique.'],
    ['Évaluation de la mémoire prospective – mises en situation', 'Se souvenir de faire une action au bon moment.'],
    ['Grille de synthèse du bilan neuropsychologique', 'Modèle de compte rendu à remettre au patient.'],
  ],
  oncogitiel_sheet: [
    ['onCogitiel – Premiers pas', "Créer son compte et découvrir les exercices de l'application compagnon."],
    ["onCogitiel – Exercices d'attention", 'Présentation des exercices et conseils de progression.'],
    ['onCogitiel – Exercices de mémoire', "Comment organiser ses séances d'entraînement."],
    ['onCogitiel – Suivre ses progrès', 'Lire les courbes et les résultats.'],
    ['onCogitiel – Utilisation en atelier', "Intégrer l'application dans une séance de groupe."],
    ['onCogitiel – Questions fréquentes', 'Connexion, mot de passe, tablettes compatibles.'],
    ['onCogitiel – Accessibilité', 'Taille du texte, contrastes et lecture à voix haute.'],
    ['onCogitiel – Fiche pour les aidants', 'Accompagner un proche dans ses entraînements.'],
  ],
  oncommence_sheet: [
    ['On commence ! – Présentation de la séance découverte', "Objectifs et déroulé de l'atelier d'introduction."],
    ["On commence ! – Guide d'accueil des participants", "Mots d'accueil, tour de table et règles du groupe."],
    ['On commence ! – Support de présentation', 'Les messages clés sur les troubles cognitifs.'],
    ['On commence ! – Orienter vers un atelier', 'Comment aider chacun à choisir son atelier.'],
    ['On commence ! – Questionnaire de fin de séance', 'Recueillir les attentes des participants.'],
    ['On commence ! – Animation en visio', 'Conseils techniques et bonnes pratiques.'],
    ['On commence ! – Foire aux questions', 'Réponses aux questions les plus fréquentes des participants.'],
  ],
  various: [
    ["Charte de l'animateur", 'Engagements des professionnels qui animent les ateliers.'],
    ['Modèle de convention avec un centre de soins', 'Trame de partenariat pour accueillir un atelier.'],
    ['Affiche des ateliers – format A4', "À imprimer pour les salles d'attente."],
    ["Plaquette de présentation de l'association", 'Nos missions, nos ateliers, comment adhérer.'],
    [
      'Fiche réflexe : participant en difficulté pendant une séance',
      'Que faire en cas de malaise ou de détresse émotionnelle.',
    ],
    ["Rapport d'activité – synthèse", "Chiffres clés de l'année et perspectives."],
    ['Calendrier des séquences du programme', 'Correspondance entre semaines et séquences.'],
    ["Guide de l'espace professionnel", 'Gérer ses ateliers, ses séances et les présences sur la plateforme.'],
    ['Exporter la liste des participants', 'Utiliser le fichier participants.xlsx.'],
    ["Protection des données : ce que doit savoir l'animateur", 'Rappels RGPD pour les professionnels.'],
    ['Accessibilité des ateliers en présentiel', 'Check-list pour choisir une salle adaptée.'],
    ['Parcours AJA – présentation pour les équipes soignantes', 'Le programme pour les 18-30 ans et leurs aidants.'],
    ["Trame d'entretien préalable", "Questions à aborder avant l'entrée dans un atelier."],
    ['Bibliographie commentée', 'Sélection de lectures pour aller plus loin.'],
    ["Lettre d'information des professionnels", 'Actualités du réseau et prochaines formations.'],
  ],
};

export const typeLabels: Record<string, string> = {
  scientific_article: 'Article scientifique',
  vulgarization_article: 'Article de vulgarisation',
  neuropsychological_test: 'Test neuropsychologique',
  oncogitiel_sheet: 'Fiche onCogitiel',
  oncommence_sheet: 'Fiche On commence !',
  various: 'Divers',
};
