/** Payments, donations, free adhesions and the payment history (P1 §2 Payment, §4, §8). Wording rules: see common.ts. */

export const paymentMessages = {
  subscription: 'Adhésion',
  donation: 'Don',
  resubscription: 'Renouvellement',
  amount: 'Montant',
  total: 'Total',
  submit: 'Valider',
  // The button names the action and the amount, and says a card page comes next (ADR 025).
  payAmount: (amount: string) => `Payer ${amount}`,
  pay: 'Payer',
  saveMembership: 'Enregistrer mon adhésion',
  cardRedirectNote: 'Vous allez être redirigé(e) vers la page de paiement sécurisée de notre banque.',
  acceptTermsTooltip: 'Vous devez accepter les conditions ci-dessus avant de pouvoir continuer.',
  // Product texts: the certification and the four platform terms (P1 §5).
  certifyPathology: 'Je certifie être ou avoir été suivi(e) pour une pathologie cancéreuse.',
  platformTerms: {
    access: "Je m'engage à ne pas partager mon accès à la plateforme.",
    secret: "Je m'engage à garder confidentiel le contenu des ateliers.",
    discreet: "Je m'engage à rester discret(e) sur ce que les participants partagent.",
    screenshots: "Je m'engage à ne faire aucune capture d'écran pendant les ateliers.",
  },
  /** P1 §9: 100 euros cost the donor 34. */
  taxNote: "Un don de 100 € ne vous coûte que 34 € après réduction d'impôt.",
  taxCost: (donation: string, cost: string) =>
    `Votre don de ${donation} ne vous coûte que ${cost} après réduction d'impôt.`,
  bravo: 'Bravo',
  bravoText: 'Votre adhésion est enregistrée.',
  thanks: 'Merci !',
  thanksText: 'Merci pour votre don.',
  paymentDone: 'Paiement effectué !',
  membershipSaved: 'Adhésion enregistrée !',
  failed: 'Une erreur est survenue lors de votre paiement.',
  reloadPage: 'Erreur lors du paiement veuillez recharger la page',
  // Product texts of the return screen, which waits for the signed notification (ADR 019).
  noMoneyTaken:
    "Aucun montant n'a été débité. Vous pouvez réessayer, avec la même carte ou une autre. Si le problème continue, écrivez à l'association.",
  confirming: 'Paiement en cours de confirmation…',
  confirmingText: 'Nous attendons la confirmation de la banque. Cela prend en général quelques secondes.',
  confirmationLate:
    "La confirmation de votre paiement prend plus de temps que prévu. Vous recevrez un e-mail dès qu'elle arrivera ; vous pouvez aussi suivre votre paiement dans « Mes paiements ».",
  confirmationUnknown: "L'état de votre paiement n'a pas pu être vérifié. Consultez « Mes paiements » dans un instant.",
  checkAgain: 'Vérifier à nouveau',
  myPayments: 'Mes paiements',
  membershipDates: (start: string, end: string) => `Votre adhésion court du ${start} au ${end}.`,
  nextStep: 'Vous pouvez dès maintenant vous inscrire aux séances des ateliers.',
  discoverWorkshops: 'Découvrir les ateliers',
  receiptByMail: 'Votre reçu fiscal vous est envoyé par e-mail ; il est aussi dans « Mes paiements ».',
  refundDue: (amount: string) =>
    `Votre adhésion était déjà réglée pour cette période : les ${amount} de ce paiement pour l'adhésion vous seront remboursés.`,
  retry: 'Réessayer',
  home: "Retour à l'accueil",
  // Product texts for the API's answers.
  belowMinimum: 'Le montant minimum est de 1 €.',
  renewalNotOpen: "Le renouvellement est possible à partir de 15 jours avant la fin de l'adhésion.",
  alreadyMember: 'Votre adhésion est déjà en cours.',
  resubscriptionForPros: 'Le renouvellement par cette page est réservé aux professionnels.',
  resubscriptionNeedsSubscription: "Le renouvellement comprend l'adhésion.",
  ajaMembershipFree: "L'adhésion AJA est gratuite : aucun paiement n'est nécessaire.",
  ajaYoungNoPayment: "Les jeunes du parcours AJA n'ont aucun paiement à faire : leur adhésion est gratuite.",
  foreignRedirectUrl: "L'adresse de retour doit être une page de la plateforme.",
  donationNotANumber: 'Le don doit être un nombre.',
  donationNegative: 'Le don ne peut pas être négatif.',
  donationTooHigh: 'Pour un don de plus de 100 000 €, contactez l’association.',
  donationCents: 'Le don se donne en euros, avec deux décimales au plus.',
  partnerNotFound: 'Partenaire introuvable.',
  partnerReasonMismatch: 'Ce partenaire ne correspond pas à cette orientation.',
  partnerNotFree: "Ce partenaire ne prend pas en charge l'adhésion : elle se règle par carte.",
  prosPayMembership: "Les professionnels adhèrent par le paiement de l'adhésion professionnelle.",
  notAja: "L'adhésion AJA est réservée aux participants du parcours AJA.",
  ajaRoleMismatch: 'Ce rôle ne correspond pas à votre profil AJA.',
  // Product text: the AJA adhesion asked for before the stepper's last step.
  registrationNotFinished: 'Terminez d’abord votre inscription avant d’adhérer.',
  noTaxReceipt: "Ce paiement n'a pas de reçu fiscal : seuls les dons payés en ont un.",
  partnerPaysMembership:
    "Votre partenaire prend en charge votre adhésion : elle s'enregistre avec votre code adhérent, sans paiement.",
  // Product texts of the free adhesion and the partner price (P1 §4 Payment).
  partnerCovers: (partnerName: string) => `Votre adhésion est prise en charge par ${partnerName}.`,
  partnerDiscount: (partnerName: string, standard: string) =>
    `Tarif réduit grâce à ${partnerName} (au lieu de ${standard}).`,
  adhesionCodeMissing:
    "Votre code adhérent n'a pas été retrouvé sur cet appareil, par exemple parce que l'inscription a été faite dans un autre onglet. Saisissez-le à nouveau pour enregistrer votre adhésion.",
  adhesionCodeAsked: 'Pour enregistrer votre adhésion, saisissez le code adhérent que votre partenaire vous a remis.',
  noPartner: "Votre partenaire n'a pas été retrouvé. Contactez l'association pour finaliser votre adhésion.",
  adhesionFailed: "Une erreur est survenue lors de l'enregistrement de votre adhésion.",
  // Product texts of card payment being off or a test sandbox (ADR 019).
  cardPaymentOff:
    "Le paiement par carte n'est pas disponible pour le moment. Réessayez plus tard ou contactez l'association.",
  /** What stays possible while card payment is off: the free paths, and a cheque or transfer the staff records. */
  cardPaymentOffChoices:
    "Vous pouvez adresser votre adhésion ou votre don à l'association par chèque ou par virement : elle l'enregistre et vous recevez le même e-mail, avec votre reçu fiscal pour un don.",
  cardPaymentOffFreeAdhesion: "Votre adhésion gratuite, elle, s'enregistre ici sans carte : laissez le don décoché.",
  cardPaymentOffButton:
    "Le paiement par carte n'est pas disponible : ce montant ne peut pas être réglé ici pour le moment.",
  cardPaymentSandbox: 'Paiement de test : aucune carte ne sera débitée.',
  partnerLoadFailed:
    "Les informations de votre partenaire n'ont pas pu être chargées. Vérifiez votre connexion puis réessayez.",
} as const;

/** The built-in card payment sandbox, used when no real merchant is configured (ADR 009). */
export const paymentSandboxMessages = {
  title: 'Paiement de test',
  intro: 'Aucune banque n’est contactée et aucune carte n’est débitée : choisissez l’issue du paiement.',
  amount: 'Montant',
  reference: 'Référence',
  email: 'E-mail',
  pay: 'Payer',
  // The real provider's notification may come after the person is back: this plays it.
  payLate: 'Payer, confirmation retardée',
  refuse: 'Refuser',
  cancel: 'Annuler',
  invalidTitle: 'Formulaire de paiement invalide',
  invalidForm:
    'Ce formulaire de paiement n’est pas valide ou a déjà été traité. Retournez sur la plateforme pour recommencer.',
  backToPlatform: 'Retour à la plateforme',
} as const;

export const paymentHistoryMessages = {
  title: 'Mes paiements',
  columns: {
    ref: 'Réf',
    date: 'Date',
    type: 'Type',
    amount: 'Montant',
    status: 'Statut',
    download: 'Télécharger',
  },
  paid: 'Payé',
  failed: 'Échec',
  // Product texts: free adhesions and refunds in the history (ADR 019).
  recorded: 'Enregistrée',
  refundDue: (amount: string) => `Payé – ${amount} à rembourser`,
  refunded: (amount: string, date: string) => `Payé – ${amount} remboursés le ${date}`,
  empty: 'Aucun paiement',
  taxReceipt: 'Reçu fiscal',
  taxReceiptOf: (ref: string) => `Reçu fiscal ${ref}`,
  loadFailed: "Vos paiements n'ont pas pu être chargés. Vérifiez votre connexion puis réessayez.",
  loading: 'Chargement de vos paiements',
  refLabel: 'Réf.',
  receiptFailed: "Le reçu fiscal n'a pas pu être téléchargé. Réessayez dans un instant.",
  types: {
    subscription: 'Adhésion',
    donation: 'Don',
    subscriptionAndDonation: 'Adhésion et don',
    partnerAdhesion: (partner: string) => `Adhésion prise en charge par ${partner}`,
    freeAdhesion: 'Adhésion gratuite',
    ajaAdhesion: 'Adhésion AJA (gratuite)',
  },
} as const;

/** Partner codes on the free adhesion, and the staff's reconciliation of partner prices (ADR 024). */
export const partnerAdhesionMessages = {
  notYourPartner:
    "Ce partenaire n'est pas celui de votre inscription : le code adhérent doit être celui du partenaire de votre orientation.",
  invalidDay: 'Date invalide : attendu AAAA-MM-JJ.',
  periodReversed: 'La date de fin ne peut pas précéder la date de début.',
} as const;

/** A name the tax receipt's font cannot print (ADR 069). */
export const receiptNameMessages = {
  // Product text: the issue asks for a clear message rather than a receipt with a blank name.
  unprintable:
    'Ce nom contient des caractères que nos reçus fiscaux ne peuvent pas imprimer (idéogrammes chinois, écriture indienne…) : écrivez-le en lettres latines, par exemple tel qu’il figure sur votre passeport.',
} as const;
