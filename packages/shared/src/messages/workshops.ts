/** Workshops, sessions and the professionals' screens (P2 §2, §5, §8). Wording rules: see common.ts. */

export const workshopsMessages = {
  empty: 'Aucun atelier trouvé',
  allLoaded: 'Tous les ateliers ont été chargés',
  count: (count: number) => (count > 1 ? `${count} ateliers` : `${count} atelier`),
  noMeetingsYet: '(pas encore de séances)',
  waitingList: "(File d'attente)",
  forbidden: "Vous n'êtes pas autorisé à accéder à cet atelier.",
  deleted: 'Atelier supprimé !',
  active: 'visible',
  inactive: 'désactivé',
  remote: 'Visio',
  onsite: 'Présentiel',
  addMeeting: 'Ajouter une séance',
  exportParticipants: 'Exporter les participants',
  participate: 'Participer',
  // Product texts: the dialogs of the workshop detail (P2 §2).
  signInToParticipate: 'Créez un compte ou connectez-vous pour participer à cet atelier.',
  adhereToParticipate: "Adhérez à l'association pour participer aux ateliers.",
  mapHelp: 'Les ateliers en visio sont accessibles partout en France.',
  register: "S'inscrire",
  sequencesFetchFailed: 'Une erreur est survenue lors de la récupération des séquences',
  professionalsFetchFailed: 'Une erreur est survenue lors de la récupération des professionnels',
  availablePlaces: 'Places disponibles',
  timeSlots: {
    morning: 'MATIN',
    midday: 'MIDI',
    afternoon: 'APRES-MIDI',
    lateAfternoon: "FIN D'APRES-MIDI",
  },
  weekdays: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'],
} as const;

export const meetingsMessages = {
  title: 'Liste de mes séances',
  titleFor: (name: string) => `Liste des séances de ${name}`,
  empty: 'Aucune séance trouvée',
  fetchFailed: 'Une erreur est survenue lors de la récupération des séances. Veuillez réessayer plus tard.',
  sequenceNote: "Le numéro de séquence n'a pas d'importance : vous pouvez commencer à tout moment.",
  columns: {
    workshop: 'Atelier',
    date: 'Date',
    type: 'Type',
    time: 'Horaire',
    places: 'Places',
    sequence: 'Séquence',
    download: 'Infos',
    status: 'Statut',
  },
  remoteBadge: 'VISIO',
  onsiteBadge: 'PRESENTIEL',
  dateRanges: {
    thisWeek: 'Cette semaine',
    nextWeek: 'La semaine prochaine',
    thisMonth: 'Ce mois-ci',
    nextMonth: 'Le mois prochain',
  },
  sortBy: { date: 'Date', sequence: 'Séquence', asc: 'Croissant', desc: 'Décroissant' },
  places: (remaining: number, total: number) => `${remaining}/${total}`,
  subscribed: 'Inscrit',
  waiting: 'En attente',
  subscribe: "S'inscrire",
  cancelConfirm: "Vous êtes sur le point d'annuler votre participation à cette séance",
  takePlace: 'Prendre la place',
  leaveWaitingList: "Quitter la liste d'attente",
  booklet: "Livret d'activité",
  address: 'Adresse',
  link: 'Lien de la visio',
  subscribedSuccess: 'Vous êtes bien inscrit à cette séance !',
  waitingListJoined: "Vous êtes bien inscrit sur liste d'attente de cette séance !",
  waitingListLeft: "Vous n'êtes plus sur la liste d'attente de cette séance",
  cancellationDone: 'Votre annulation de participation à la séance est prise en compte !',
  tooLate: "Trop tard, la séance est déjà pleine ! Vous êtes de nouveau sur liste d'attente.",
  saved: 'Séance enregistrée !',
  attendance: { present: 'Présent', absent: 'Absent', unset: '-' },
  // Product texts for the API's answers (P2 §4 rules without words).
  cancelAfterStart: 'La séance a commencé : la participation ne peut plus être annulée.',
  attendanceBeforeStart: 'La présence se saisit une fois la séance commencée.',
  ajaOnly: 'Cette séance est réservée aux participants AJA.',
  notFound: 'Séance introuvable.',
  alreadyStarted: "La séance a déjà commencé : l'inscription n'est plus possible.",
  notSubscribed: "Aucune inscription en cours à cette séance pour cet adhérent.",
  alreadyHasPlace: 'Cet adhérent a déjà une place à cette séance.',
} as const;

export const meetingFormMessages = {
  placesMin: 'supérieur ou égale à 1',
  linkRequired: 'Merci de renseigner le lien zoom',
  addressRequired: "Merci de renseigner l'adresse",
  tooManyParticipants: 'Le nombre de participants dépasse le nombre de place limite',
  // Product texts (P2 §5 states the rules without messages).
  dateFromTomorrow: 'La date doit être au plus tôt demain',
  endAfterStart: "L'heure de fin doit être après l'heure de début",
  onsiteForRemoteWorkshop: 'Un atelier en visio ne peut pas avoir de séance en présentiel',
  lockedWithParticipants: 'Cette séance a des participants : son type, sa date et ses horaires ne peuvent plus être modifiés',
} as const;

export const proWorkshopsMessages = {
  title: 'Mes ateliers',
  empty: "Vous n'avez pas encore d'atelier. Contactez l'administrateur, qui créera votre premier atelier.",
} as const;

export const proUsersMessages = {
  title: 'Mes adhérents',
  viewMeetings: 'Voir ses séances',
} as const;
