/**
 * What members read of a session's places and waiting list (ADR 073): places left, « Complet »,
 * their rank on the list, a place held for them and what taking a place gives up; and the page
 * the offer e-mail links to (/offre/:meetingId).
 */
const rank = (position: number) => (position === 1 ? '1re' : `${position}e`);

export const waitingListMessages = {
  full: 'Complet',
  placesLeft: (count: number) =>
    count <= 0 ? 'Complet' : count === 1 ? '1 place restante' : `${count} places restantes`,
  joinWaitingList: "Rejoindre la liste d'attente",
  position: (position: number) => `Liste d'attente : vous êtes ${rank(position)}`,
  onWaitingList: "Sur liste d'attente",
  heldUntil: (spoken: string) => `Une place vous est réservée jusqu'au ${spoken}`,
  /** In the pros' and staff's list of a session: the freed place held for this person. */
  heldForUntil: (spoken: string) => `place réservée jusqu'au ${spoken}`,
  /** 'mardi 1er décembre' and '10 h' → 'mardi 1er décembre à 10 h'. */
  spokenMoment: (day: string, time: string) => `${day} à ${time}`,
  placeFree: 'Une place est libre',
  accept: 'Accepter la place',
  decline: 'Refuser',
  takePlace: 'Prendre la place',
  leave: "Quitter la liste d'attente",
  declined: "Vous avez refusé la place. Vous restez sur la liste d'attente.",
  // The take-place confirmation: what her other places become.
  confirmTitle: 'Prendre la place ?',
  givesUpIntro: 'En acceptant, vous quittez :',
  givesUpNothing: 'Vous ne quittez aucune autre séance : vos autres inscriptions ne changent pas.',
  givesUpItem: (workshop: string, session: string) => `« ${workshop} », ${session}`,
  givenUpPlace: 'votre place',
  givenUpQueue: "votre place sur la liste d'attente",
  givesUpLoading: 'Recherche de vos autres séances de la même séquence',
  givesUpFailed: 'Impossible de savoir quelles séances vous quitteriez. Veuillez réessayer.',
  keepWaiting: 'Ne rien changer',
  confirmTake: 'Prendre la place',
  // The offer page.
  offer: {
    /** The page's heading until it knows more (loading, failure, unknown session): its route title. */
    pageTitle: 'Place réservée',
    title: 'Une place vous est réservée',
    loading: 'Chargement de la séance',
    fetchFailed: 'Une erreur est survenue lors de la récupération de la séance. Veuillez réessayer plus tard.',
    notFound: "Cette séance n'existe pas ou n'est plus proposée.",
    retry: 'Réessayer',
    workshop: 'Atelier',
    when: 'Date',
    where: 'Lieu',
    remote: 'À distance',
    holdEnds: 'Fin de la réservation',
    acceptedTitle: 'Inscrit(e)',
    acceptedText: 'Vous êtes bien inscrit(e) à cette séance !',
    declinedTitle: 'Place refusée',
    mySessions: 'Mes séances',
    seeWorkshop: "Voir l'atelier et ses séances",
    noLongerHeld: 'Cette place ne vous est plus réservée',
    noLongerHeldHelp: "Le délai est passé, ou la place a été refusée ou prise. Voici où en est la séance aujourd'hui :",
    nowSubscribed: 'Vous êtes inscrit(e) à cette séance.',
    notOnList: "Vous n'êtes plus inscrit(e) à cette séance ni sur sa liste d'attente.",
    started: 'Cette séance a commencé : il n’est plus possible de s’y inscrire.',
  },
} as const;
