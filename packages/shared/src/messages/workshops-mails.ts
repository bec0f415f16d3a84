/**
 * The e-mails about a member's sessions (ADR 072): short, the date written out, what to do
 * next. Confirmations and change notices are always sent; reminders and offers follow the
 * member's preferences.
 */
const about = (workshop: string, day: string) => `atelier « ${workshop} », ${day}`;

export const sessionMailMessages = {
  greeting: (firstname: string) => (firstname.trim() ? `Bonjour ${firstname.trim()},` : 'Bonjour,'),
  signature: "L'équipe de l'association",
  session: {
    workshop: (name: string) => `Atelier : ${name}`,
    when: (spoken: string) => `Quand : ${spoken}`,
    where: (address: string) => `Où : ${address}`,
    access: (details: string) => `Accès : ${details}`,
    remote: (link: string) => `À distance, par ce lien : ${link}`,
    remoteLater: 'À distance : le lien de connexion est donné aux participants inscrits.',
    page: 'La séance sur la plateforme :',
  },
  confirmation: {
    subject: (workshop: string, day: string) => `Votre place est réservée : ${about(workshop, day)}`,
    intro: 'Votre place est bien réservée pour cette séance :',
    calendar: 'Le fichier joint (.ics) ajoute la séance à votre agenda.',
    cancel: 'Si vous ne pouvez plus venir, annulez votre place pour la laisser à une autre personne :',
  },
  queued: {
    subject: (workshop: string, day: string) => `Liste d'attente : ${about(workshop, day)}`,
    intro: (position: number) =>
      `La séance est complète : vous êtes ${position === 1 ? '1re' : `${position}e`} sur la liste d'attente.`,
    offers:
      "Si une place se libère, nous vous l'écrirons : elle vous sera réservée pendant quelques heures, le temps de l'accepter.",
    noOffers:
      'Vous avez choisi de ne pas recevoir de place réservée : si une place se libère, vous pourrez la prendre depuis la page de la séance.',
    page: 'Votre position sur la liste, à tout moment :',
  },
  reminder: {
    subject: (workshop: string, day: string) => `Rappel : ${about(workshop, day)}`,
    intro: 'Nous vous rappelons votre séance :',
    cancel: 'Si vous ne pouvez pas venir, annulez votre place pour la laisser à une autre personne :',
    preferences: 'Vous pouvez choisir vos rappels dans votre profil.',
  },
  updated: {
    subject: (workshop: string, day: string) => `Séance modifiée : ${about(workshop, day)}`,
    intro: 'La séance a été modifiée. Voici ce qui est désormais prévu :',
    calendar: 'Le fichier joint (.ics) met votre agenda à jour.',
  },
  cancelled: {
    subject: (workshop: string, day: string) => `Séance annulée : ${about(workshop, day)}`,
    intro: 'Cette séance est annulée :',
    calendar: 'Le fichier joint (.ics) la retire de votre agenda.',
    others: "Les autres séances de l'atelier sont sur la plateforme :",
  },
  placeCancelled: {
    subject: (workshop: string, day: string) => `Annulation enregistrée : ${about(workshop, day)}`,
    intro: 'Votre annulation est prise en compte pour cette séance :',
    calendar: 'Le fichier joint (.ics) la retire de votre agenda.',
  },
  offer: {
    subject: (workshop: string, day: string) => `Une place vous est réservée : ${about(workshop, day)}`,
    intro: "Une place s'est libérée dans cette séance, où vous étiez sur la liste d'attente :",
    until: (spoken: string) => `Elle vous est réservée jusqu'au ${spoken}.`,
    accept: "Pour l'accepter, ou la laisser à la personne suivante, c'est ici :",
    after: "Passé ce délai, elle sera proposée à la personne suivante ; vous restez sur la liste d'attente.",
  },
  proList: {
    subject: (day: string) => `Vos séances de demain, ${day} : les participants`,
    intro: 'Voici les participants inscrits à vos séances de demain :',
    nobody: 'Personne pour le moment.',
    waiting: (count: number) => `${count} personne${count > 1 ? 's' : ''} sur la liste d'attente.`,
    preferences: 'Vous pouvez ne plus recevoir cette liste : profil, « Mes séances dans mon agenda et mes rappels ».',
  },
} as const;
