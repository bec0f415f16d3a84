/** The welcome e-mail and the link that confirms a member's address (issue #38). */

/** How long a confirmation link works. */
export const EMAIL_CONFIRMATION_TTL_HOURS = 48;

export const emailConfirmationMessages = {
  title: 'Confirmation de votre adresse e-mail',
  confirming: 'Vérification du lien de confirmation',
  confirmed: 'Votre adresse e-mail est confirmée.',
  // Why a link is refused: each says what to do next.
  expired: 'Ce lien de confirmation a expiré (il était valable 48 heures).',
  used: 'Ce lien de confirmation a déjà servi.',
  invalid: 'Ce lien de confirmation n’est pas valide.',
  otherAddress: 'Ce lien concerne une adresse qui n’est plus celle de votre compte.',
  askNewLink:
    'Connectez-vous puis, sur votre profil, choisissez « Renvoyer le lien » pour recevoir un nouveau lien de confirmation.',
  toProfile: 'Aller à mon profil',
  toLogin: 'Me connecter',
  // The profile's banner while the address is not confirmed.
  bannerTitle: 'Adresse e-mail à confirmer',
  banner: (email: string) =>
    `Votre adresse ${email} n’est pas encore confirmée : ouvrez le lien que nous vous avons envoyé par e-mail (valable 48 heures).`,
  resend: 'Renvoyer le lien',
  resending: 'Envoi en cours…',
  resent: (email: string) => `Un nouveau lien de confirmation a été envoyé à ${email}. Il est valable 48 heures.`,
  alreadyConfirmed: 'Votre adresse e-mail est déjà confirmée.',
  // The back office.
  adminConfirmed: 'Adresse confirmée',
  adminUnconfirmed: 'Adresse non confirmée',
  adminConfirmedOn: (day: string) => `Adresse e-mail confirmée le ${day}`,
} as const;

export const emailConfirmationMailMessages = {
  greeting: (firstname: string) => (firstname.trim() ? `Bonjour ${firstname.trim()},` : 'Bonjour,'),
  welcome: {
    subject: 'Bienvenue dans l’association',
    intro: 'Votre compte est créé : bienvenue parmi nous !',
    confirm: 'Pour confirmer votre adresse e-mail, ouvrez ce lien (valable 48 heures, une seule fois) :',
    nextTitle: 'Et maintenant ?',
    membership:
      '1. Prenez votre adhésion : elle est gratuite avec certains partenaires et pour l’AJA, sinon elle coûte 20 € par an, dont 66 % déductibles de l’impôt sur le revenu.',
    workshops: '2. Trouvez ensuite un atelier de remédiation cognitive, dans la liste :',
    map: 'ou sur la carte :',
    ignore: 'Si vous n’avez pas créé de compte, ignorez ce message : l’adresse ne sera pas confirmée.',
  },
  resend: {
    subject: 'Confirmez votre adresse e-mail',
    intro: 'Vous avez demandé un nouveau lien pour confirmer votre adresse e-mail.',
    confirm: 'Ouvrez ce lien pour la confirmer (valable 48 heures, une seule fois) :',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
  },
  signature: 'L’équipe de l’association',
} as const;
