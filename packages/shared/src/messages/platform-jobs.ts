/** The background jobs as the staff read them (« Tâches de fond »). */
export const jobsMessages = {
  title: 'Tâches de fond',
  /** Every kind of job the platform runs; an unknown one is shown as stored. */
  kinds: {
    'mail-delivery': 'Envoi des e-mails',
    'rate-limit-purge': 'Effacement des compteurs anti-abus',
    'jobs-purge': 'Effacement des anciennes tâches',
    'coming-places-advance': 'Mise à jour des places des séances à venir',
    'session-mail': 'E-mails des séances',
    'session-reminders': 'Rappels des séances',
    'place-offers': 'Places libérées proposées à la liste d’attente',
    'place-offers-sweep': 'Fin des places réservées et nouvelles propositions',
  } as Record<string, string>,
  kindLabel: (kind: string): string => jobsMessages.kinds[kind] ?? kind,
  states: { pending: 'En attente', done: 'Terminée', failed: 'En échec' },
  summary: {
    heading: 'Dernier passage de chaque tâche',
    loading: 'Chargement du résumé des tâches',
    loadFailed: 'Le résumé des tâches n’a pas pu être chargé.',
    empty: 'Aucune tâche de fond enregistrée pour l’instant.',
    lastRun: (when: string, outcome: string) => `Dernier passage : ${when} — ${outcome}`,
    neverRun: 'Dernier passage : aucun pour l’instant',
    outcomes: { done: 'réussi', failed: 'en échec' },
    today: (time: string) => `aujourd’hui à ${time}`,
    yesterday: (time: string) => `hier à ${time}`,
    onDay: (day: string, time: string) => `le ${day} à ${time}`,
    failedLastWeek: (count: number) =>
      count === 1 ? '1 échec ces 7 derniers jours' : `${count} échecs ces 7 derniers jours`,
    overdue: (count: number) =>
      count === 1 ? '1 tâche en retard de plus de 10 minutes' : `${count} tâches en retard de plus de 10 minutes`,
    allGood: 'Aucun échec ni retard',
    attention: 'À vérifier',
  },
  caption: 'Tâches de fond, les plus récentes d’abord',
  filters: 'Filtrer les tâches',
  stateFilter: 'État',
  kindFilter: 'Tâche',
  allStates: 'Tous',
  allKinds: 'Toutes',
  columns: {
    kind: 'Tâche',
    state: 'État',
    runAt: 'Prévue le',
    attempts: 'Essais',
    result: 'Résultat',
    finishedAt: 'Terminée le',
  },
  noResult: '—',
  /** A pending job whose last try failed: it is tried again at its planned time. */
  willRetry: (reason: string) => `Essai en échec, nouvel essai prévu : ${reason}`,
  notFinished: '—',
  empty: 'Aucune tâche pour ces critères.',
} as const;
