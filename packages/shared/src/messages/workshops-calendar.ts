/**
 * A member's sessions in her own calendar and the e-mails she receives about them (ADR 072,
 * 074): the « Ajouter à mon agenda » file, the personal calendar address, the mail
 * preferences on the profile.
 */
export const calendarMessages = {
  /** The calendar files' texts. */
  file: {
    summary: (workshop: string) => `Atelier ${workshop}`,
    remote: 'À distance',
    link: (link: string) => `Lien de la séance : ${link}`,
    page: (url: string) => `Page de l'atelier : ${url}`,
    feedName: 'Mes séances',
  },
  addToCalendar: 'Ajouter à mon agenda',
  addToCalendarOf: (when: string) => `Ajouter à mon agenda la séance du ${when}`,
  addToCalendarFailed: "Le fichier d'agenda n'a pas pu être téléchargé. Réessayez.",
  notParticipant: "Seules les personnes inscrites à cette séance peuvent l'ajouter à leur agenda.",
  feedNotFound: "Cette adresse d'agenda n'existe pas ou a été supprimée.",
  section: {
    title: 'Mes séances dans mon agenda et mes rappels',
    loading: 'Chargement de vos préférences…',
    loadFailed: "Vos préférences n'ont pas pu être chargées.",
    retry: 'Réessayer',
    mailsTitle: 'E-mails',
    mailsIntro:
      'Vous recevez toujours la confirmation de vos inscriptions et les changements de vos séances. Choisissez ce que vous recevez en plus.',
    reminders: 'Rappels par e-mail',
    reminderBefore: (hours: number) => `Recevoir un rappel ${hours} h avant`,
    offers: "Me réserver une place libérée quand je suis sur liste d'attente",
    participantLists: 'Recevoir la veille la liste des participants de mes séances',
    saved: 'Vos préférences sont enregistrées.',
    saveFailed: "Vos préférences n'ont pas pu être enregistrées. Réessayez.",
    feedTitle: "Mon adresse d'agenda",
    feedIntro:
      'Votre agenda (téléphone, Google Agenda, Outlook…) peut afficher vos séances et les tenir à jour tout seul : créez votre adresse, puis ajoutez-la dans votre agenda comme « agenda par URL » ou « abonnement ».',
    feedActive: (date: string) => `Adresse créée le ${date}.`,
    feedInactive: "Vous n'avez pas d'adresse d'agenda.",
    feedPrivate:
      "Gardez cette adresse pour vous : qui la connaît voit vos séances. Si vous l'avez partagée par erreur, renouvelez-la.",
    create: "Créer mon adresse d'agenda",
    renew: 'Renouveler',
    remove: 'Supprimer',
    urlLabel: "Votre adresse d'agenda",
    urlOnce: 'Copiez-la maintenant : elle ne sera plus affichée. Vous pourrez toujours en créer une nouvelle.',
    copy: "Copier l'adresse",
    copied: 'Adresse copiée.',
    copyFailed: "L'adresse n'a pas pu être copiée : sélectionnez-la et copiez-la vous-même.",
    renewed: "Nouvelle adresse créée : l'ancienne ne fonctionne plus.",
    removed: 'Adresse supprimée : votre agenda ne recevra plus vos séances.',
    feedFailed: "L'opération n'a pas abouti. Réessayez.",
    confirmRenew: "Renouveler l'adresse ? L'ancienne cessera de fonctionner dans les agendas où vous l'avez ajoutée.",
    confirmRemove: "Supprimer l'adresse ? Votre agenda ne recevra plus vos séances.",
    cancel: 'Annuler',
  },
  validation: {
    skippedReminderHours: 'Les délais de rappel doivent être des nombres entiers d’heures.',
  },
} as const;
