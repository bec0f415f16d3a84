/**
 * The « Près de » search of the workshops lists, the visitor's way to them from the home page,
 * and the AJA young person sent to her own list. Wording rules: see common.ts.
 */

export const nearMessages = {
  label: 'Près de',
  help: 'Code postal ou ville : les ateliers les plus proches d’abord',
  placeholder: 'ex. 33000 ou Bordeaux',
  tooShort: 'Saisissez un code postal ou au moins 2 lettres du nom de la ville',
  unknownPlace: 'Nous ne trouvons pas ce code postal ou cette ville. Vérifiez l’orthographe ou essayez le code postal.',
  /** Beside an on-site workshop: its distance from the place searched. */
  distance: (km: number, from: string) => (km < 1 ? `à moins d’1 km de ${from}` : `à ${km} km de ${from}`),
  remote: 'En visio : accessible de partout',
  orderedFrom: (place: string) => `Les ateliers les plus proches de ${place} d’abord, puis les ateliers en visio.`,
};

export const visitorWayMessages = {
  workshopsLink: 'Voir les ateliers',
  mapLink: 'Voir la carte des ateliers',
  priceTitle: 'Ce que coûte l’adhésion, ce qu’elle donne',
  price: 'L’adhésion coûte 20 € par an, dont 66 % déductibles de l’impôt sur le revenu (6,80 € après déduction).',
  gives:
    'Elle ouvre l’inscription aux ateliers de remédiation cognitive, en présentiel ou en visio, à onCogitiel et aux questionnaires de suivi.',
  free: 'Elle est gratuite avec certains partenaires (un code vous est alors remis) et pour le programme AJA des 18-30 ans.',
  seeFirst: 'Regardez les ateliers avant de créer votre compte :',
};

export const ajaListMessages = {
  title: 'Vos ateliers sont les ateliers AJA',
  body: 'Cette liste est celle des ateliers pour adultes. Dans le programme AJA, vos ateliers sont les ateliers AJA, pensés pour les 18-30 ans.',
  link: 'Voir les ateliers AJA',
};
