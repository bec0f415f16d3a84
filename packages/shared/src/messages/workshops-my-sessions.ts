/** « Mes séances » in two parts, and its visio button (issue #37). */
export const mySessionsMessages = {
  comingTitle: 'Séances à venir',
  pastTitle: 'Séances passées',
  comingTable: 'Tableau des séances à venir',
  pastTable: 'Tableau des séances passées',
  comingPagination: 'Pagination des séances à venir',
  pastPagination: 'Pagination des séances passées',
  joinVisio: 'Rejoindre la visio',
  /** Read after the button's text by screen readers: which session, and that a tab opens. */
  joinVisioDetail: (date: string) => ` de la séance du ${date} (nouvel onglet)`,
  visioOpensBefore: "Le lien s'ouvre 15 minutes avant le début",
} as const;
