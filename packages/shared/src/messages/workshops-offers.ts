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
} as const;
