// What each sequence of the programme works on; the booklets and guides are built from it.

export type SequenceTheme = { title: string; goal: string; exercises: string[] };

export const sequenceThemes: SequenceTheme[] = [
  {
    title: 'Attention soutenue',
    goal: 'Rester concentré sur une tâche pendant plusieurs minutes, malgré la fatigue.',
    exercises: [
      "Barrage de lettres : barrez tous les « e » d'un texte, en notant le temps mis.",
      "Écoute d'une liste de mots : levez la main à chaque nom d'animal.",
      'Chaque jour, lisez dix minutes sans interruption et notez ce qui vous a distrait.',
    ],
  },
  {
    title: 'Attention divisée',
    goal: 'Mener deux tâches à la fois et savoir quand il vaut mieux les séparer.',
    exercises: [
      'Comptez les mots en rouge tout en lisant un texte à voix haute.',
      'Préparez une liste de courses en écoutant une émission de radio, puis comparez.',
      'Repérez trois situations de la semaine où vous avez fait deux choses en même temps.',
    ],
  },
  {
    title: 'Mémoire de travail',
    goal: "Garder une information en tête le temps de l'utiliser.",
    exercises: [
      "Répétez des suites de chiffres à l'endroit puis à l'envers.",
      'Calcul mental du rendu de monnaie pour une liste de petits achats.',
      'Retenez un numéro de téléphone le temps de le composer, sans le relire.',
    ],
  },
  {
    title: 'Mémoire des événements',
    goal: "Mieux retenir ce que l'on vit en donnant du sens et des repères.",
    exercises: [
      'Racontez votre dernier week-end en précisant qui, quoi, où et quand.',
      'Associez chaque souvenir de la semaine à une image mentale.',
      'Tenez un carnet de trois lignes chaque soir pendant une semaine.',
    ],
  },
  {
    title: 'Stratégies de mémorisation',
    goal: 'Choisir la bonne stratégie : regrouper, associer, répéter à intervalles.',
    exercises: [
      'Regroupez une liste de vingt courses par rayon, puis rappelez-la.',
      'Inventez une petite histoire reliant six mots sans rapport.',
      'Relisez une information après 10 minutes, 1 heure puis le lendemain.',
    ],
  },
  {
    title: 'Planification',
    goal: 'Organiser une activité en étapes et prévoir le temps nécessaire.',
    exercises: [
      "Découpez la préparation d'un repas pour quatre personnes en étapes.",
      'Organisez une journée de rendez-vous sur un plan de ville.',
      'Planifiez votre semaine en réservant des pauses.',
    ],
  },
  {
    title: 'Flexibilité mentale',
    goal: "Passer d'une règle à l'autre et envisager d'autres solutions.",
    exercises: [
      'Classez des cartes par couleur, puis par forme, puis par nombre.',
      "Trouvez cinq usages inhabituels d'un objet du quotidien.",
      "Prenez un autre trajet que d'habitude et notez vos impressions.",
    ],
  },
  {
    title: 'Inhibition et impulsivité',
    goal: 'Freiner une réponse automatique pour choisir la bonne.',
    exercises: [
      "Dites la couleur de l'encre et non le mot écrit (rouge écrit en bleu).",
      'Jeu du « Jacques a dit » en binôme.',
      'Avant de répondre à un message, attendez une minute et relisez-vous.',
    ],
  },
  {
    title: 'Vitesse de traitement',
    goal: 'Accepter une certaine lenteur et gagner en efficacité sans se presser.',
    exercises: [
      'Code symboles-chiffres pendant deux minutes, deux fois de suite.',
      'Repérez les différences entre deux images.',
      'Notez les moments de la journée où vous vous sentez le plus rapide.',
    ],
  },
  {
    title: 'Langage et manque du mot',
    goal: 'Retrouver un mot « sur le bout de la langue » grâce à des indices.',
    exercises: [
      'Évocation : citez un maximum de fruits en une minute.',
      'Définitions : retrouvez le mot à partir de sa description.',
      'Quand un mot vous échappe, décrivez-le et notez-le ensuite.',
    ],
  },
  {
    title: 'Fatigue cognitive',
    goal: 'Repérer ses signaux de fatigue et répartir son énergie sur la journée.',
    exercises: [
      "Remplissez un agenda d'énergie heure par heure pendant trois jours.",
      'Listez les activités qui vous ressourcent et celles qui vous épuisent.',
      'Programmez une pause de dix minutes avant chaque tâche exigeante.',
    ],
  },
  {
    title: 'Mémoire prospective',
    goal: 'Penser à faire les choses au bon moment.',
    exercises: [
      'Mettez en place un agenda unique et consultez-le matin et soir.',
      "Associez chaque tâche à un repère (« en rentrant, j'arrose les plantes »).",
      'Utilisez les alarmes du téléphone pour trois rappels cette semaine.',
    ],
  },
  {
    title: 'Stress et émotions',
    goal: 'Comprendre le lien entre anxiété et difficultés de concentration.',
    exercises: [
      'Respiration abdominale : cinq minutes, trois fois par jour.',
      "Notez une situation stressante et ce qu'elle a changé dans votre attention.",
      'Repérez une pensée automatique et proposez-en une autre plus nuancée.',
    ],
  },
  {
    title: 'Vie quotidienne et travail',
    goal: 'Adapter son environnement pour reprendre ses activités.',
    exercises: [
      'Rangez votre espace de travail pour limiter les distractions.',
      'Préparez une liste de questions pour votre médecin du travail.',
      'Essayez une méthode de prise de notes pendant une réunion ou un appel.',
    ],
  },
  {
    title: 'Bilan et maintien des acquis',
    goal: 'Faire le point sur les progrès et choisir les stratégies à garder.',
    exercises: [
      'Relisez vos carnets et entourez ce qui a le mieux fonctionné.',
      'Écrivez trois stratégies que vous continuerez à utiliser.',
      'Fixez-vous un objectif pour les trois prochains mois.',
    ],
  },
];
