/** The e-mails and the home page notice about a membership coming to its end (issue #38, ADR 076). */
export const renewalMessages = {
  subject: {
    before: (date: string) => `Votre adhésion prend fin le ${date}`,
    today: 'Votre adhésion prend fin aujourd’hui',
    after: (date: string) => `Votre adhésion a pris fin le ${date}`,
  },
  greeting: (firstname: string) => `Bonjour ${firstname},`,
  ends: (date: string, days: number) =>
    `Votre adhésion à l’association prend fin le ${date}, dans ${days} jour${days > 1 ? 's' : ''}.`,
  endsToday: 'Votre adhésion à l’association prend fin aujourd’hui.',
  ended: (date: string) => `Votre adhésion à l’association a pris fin le ${date}.`,
  opensOn: (date: string) =>
    `Vous pourrez la renouveler à partir du ${date} : la nouvelle année commencera à la fin de l’actuelle.`,
  openNow: 'Vous pouvez la renouveler dès maintenant : la nouvelle année commencera à la fin de l’actuelle.',
  openAfter: 'Renouvelez-la pour continuer à vous inscrire aux séances des ateliers.',
  card: 'Le renouvellement se fait en quelques minutes par carte bancaire ; 66 % du montant sont déductibles de l’impôt.',
  partner: (partner: string) =>
    `Votre adhésion est prise en charge par ${partner} : son renouvellement reste gratuit, avec votre code adhérent.`,
  aja: 'Dans le programme AJA, l’adhésion reste gratuite.',
  link: 'Renouveler mon adhésion :',
  closing: 'L’équipe de l’association',
  /** The home page, in the membership's last 30 days (and after its end). */
  notice: {
    title: 'Votre adhésion arrive à son terme',
    ends: (date: string) => `Votre adhésion prend fin le ${date}.`,
    opensOn: (date: string) => `Vous pourrez la renouveler à partir du ${date}.`,
    renew: 'Renouveler mon adhésion',
  },
} as const;
