/** The planning section of the back office (issue #16, ADR 044). */
export const adminPlanningMessages = {
  title: 'Planning des séquences',
  intro: 'Pour chaque semaine, la séquence enseignée : le formulaire de séance la propose d’après la date choisie.',
  year: 'Année',
  programme: 'Programme',
  programmes: { cognitive: 'Remédiation cognitive', aja: 'AJA' },
  caption: (programme: string, year: number) => `Séquences de l’année ${year}, programme ${programme}`,
  columns: { week: 'Semaine', dates: 'Du lundi au dimanche', sequence: 'Séquence' },
  weekLabel: (week: number) => `Semaine ${week}`,
  sequenceLabel: (week: number) => `Séquence de la semaine ${week}`,
  dates: (monday: string, sunday: string) => `du ${monday} au ${sunday}`,
  save: 'Enregistrer le planning',
  saving: 'Enregistrement…',
  copyPrevious: 'Copier l’année précédente',
  copyPreviousDone: (count: number) =>
    count === 0
      ? 'L’année précédente n’a aucune semaine planifiée.'
      : `${count} semaines recopiées : vérifiez puis enregistrez.`,
  unsaved: 'Modifications non enregistrées',
  loading: 'Chargement du planning',
  loadFailed: 'Le planning n’a pas pu être chargé.',
  saveFailed: 'Le planning n’a pas pu être enregistré.',
  fixErrors: 'Certaines semaines sont invalides : corrigez les séquences signalées.',
  weekOutOfYear: (year: number, weeks: number) => `L’année ${year} compte ${weeks} semaines`,
  sequenceRange: (max: number) => `La séquence est un nombre entier de 1 à ${max}`,
  weekTwice: 'Cette semaine figure deux fois',
  emptyHint: 'Laisser vide : pas de séquence planifiée cette semaine.',
} as const;
