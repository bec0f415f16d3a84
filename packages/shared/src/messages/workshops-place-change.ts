/**
 * Places changed by someone other than the member (ADR 058): whom a pro may act for, and the
 * e-mail the member receives each time.
 */
export const placeChangeMessages = {
  notYourMember: 'Vous ne pouvez agir que pour les adhérents qui se sont inscrits eux-mêmes à cet atelier.',
  participantNotMember: (name: string) =>
    `${name} ne s'est jamais inscrit à cet atelier : vous ne pouvez ajouter que les adhérents qui s'y sont inscrits eux-mêmes`,
  mail: {
    subject: 'Vos inscriptions aux séances ont été modifiées',
    greeting: (firstname: string) => (firstname.trim() ? `Bonjour ${firstname.trim()},` : 'Bonjour,'),
    byPro: (name: string) => `${name}, qui anime l'atelier,`,
    byStaff: (name: string) => `${name}, de l'équipe de l'association,`,
    intro: (who: string) => `${who} a modifié vos inscriptions :`,
    session: (workshop: string, day: string, hours: string) => `atelier « ${workshop} », séance du ${day}, ${hours}`,
    changes: {
      placeTaken: 'une place vous a été réservée',
      queued: "vous avez été inscrit(e) sur la liste d'attente",
      placeCancelled: 'votre place a été annulée',
      queueLeft: "vous avez été retiré de la liste d'attente",
      placeGiven: "vous étiez sur la liste d'attente : une place vous a été attribuée",
      placeToQueue: "vous aviez une place : vous avez été mis sur la liste d'attente",
      sameSequenceLeft:
        "votre place a été libérée, puisqu'une place vous a été attribuée dans une autre séance de la même séquence",
      sameSequenceQueueLeft:
        "vous avez été retiré de la liste d'attente, puisqu'une place vous a été attribuée dans une autre séance de la même séquence",
    },
    mySessions: 'Retrouvez vos séances dans « Mes séances » :',
    disagree: "Si vous n'êtes pas d'accord avec ce changement, contactez l'association.",
    signature: "L'équipe de l'association",
  },
} as const;
