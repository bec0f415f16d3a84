/** Freed places held for the first in line (ADR 073): why someone else cannot take one meanwhile. */
export const offerMessages = {
  heldForSomeoneElse: (until: string) =>
    `Cette place est réservée jusqu'au ${until} à la personne suivante de la liste d'attente. Vous restez sur la liste.`,
  noOffer: "Aucune place ne vous est réservée dans cette séance en ce moment. Vous restez sur la liste d'attente.",
} as const;

/** A session cancelled by its pro or the staff (ADR 072): everyone on its lists is told. */
export const cancelMeetingMessages = {
  cancelled: 'Séance annulée : les participants et les personnes en liste d’attente sont prévenus par e-mail.',
  started: 'Une séance commencée ne peut plus être annulée.',
  /** The session form's button and its confirmation (web). */
  cancel: 'Annuler la séance',
  dialogTitle: 'Annuler cette séance ?',
  confirm: 'Annuler la séance',
  keep: 'Garder la séance',
  pending: 'Annulation en cours',
  /** What the cancellation does, with the counts of the session's lists; a zero part is left out. */
  dialogText: (participants: number, waiting: number) => {
    const subscribed = participants === 1 ? 'le participant' : `les ${participants} participants`;
    const queued = waiting === 1 ? 'la personne en liste d’attente' : `les ${waiting} personnes en liste d’attente`;
    const people = [participants > 0 ? subscribed : '', waiting > 0 ? queued : ''].filter(Boolean).join(' et ');
    // « personnes » alone agrees in the feminine.
    const verb = `${participants + waiting > 1 ? 'seront' : 'sera'} prévenu${participants > 0 ? '' : 'e'}${participants + waiting > 1 ? 's' : ''}`;
    const told = people
      ? `${people.charAt(0).toUpperCase()}${people.slice(1)} ${verb} par e-mail.`
      : 'Personne n’est inscrit à cette séance : aucun e-mail ne sera envoyé.';
    const calendar =
      participants === 0
        ? ''
        : participants === 1
          ? ' Le participant recevra un fichier qui retire la séance de son agenda.'
          : ' Les participants recevront un fichier qui retire la séance de leur agenda.';
    return `${told}${calendar} Cette action ne peut pas être annulée.`;
  },
} as const;
