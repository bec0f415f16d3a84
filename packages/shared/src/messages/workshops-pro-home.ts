/** The pro's « Ma prochaine séance », « Tous présents » and the workshop page's parts (issue #37). */

const people = (count: number) => (count === 1 ? '1 participant' : `${count} participants`);

export const proHomeMessages = {
  title: 'Ma prochaine séance',
  loading: 'Chargement de votre prochaine séance',
  loadFailed: 'Votre prochaine séance n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.',
  empty: 'Aucune séance prévue',
  emptyHint: 'Les séances de vos ateliers apparaîtront ici.',
  underway: 'En cours',
  when: 'Quand',
  where: 'Où',
  who: 'Qui vient',
  remote: 'Visio',
  visioLink: 'Ouvrir la visio',
  noAddress: 'Adresse non renseignée',
  coming: (count: number) => (count === 0 ? 'Personne n’est encore inscrit.' : `${people(count)} :`),
  waiting: (count: number) => `${count} en liste d’attente`,
  seeParticipants: 'Voir les participants',
  seeParticipantsOf: (workshop: string) => `Voir les participants de la séance, atelier ${workshop}`,
  takeAttendance: 'Faire l’appel',
  closeAttendance: 'Fermer l’appel',
  attendanceTitle: 'L’appel',
  attendanceLater: 'L’appel pourra se faire dès le début de la séance.',
} as const;

export const allPresentMessages = {
  button: 'Tous présents',
  buttonOf: (date: string) => `Tous présents à la séance du ${date}`,
  saving: 'Enregistrement…',
  saved: (count: number) => (count === 1 ? '1 participant marqué présent' : `${count} participants marqués présents`),
  hint: 'Cochez ensuite les absents.',
  failed: 'Les présences n’ont pas pu être enregistrées. Veuillez réessayer.',
} as const;

export const proWorkshopPageMessages = {
  comingTitle: 'Séances à venir',
  comingEmpty: 'Aucune séance à venir.',
  pastTitle: 'Séances passées',
  showPast: 'Afficher les séances passées',
  hidePast: 'Masquer les séances passées',
  pastEmpty: 'Aucune séance passée.',
  access: 'Accès',
  notRunning: 'Vous n’animez pas cet atelier : vous pouvez le consulter, pas le gérer.',
} as const;
