/** « Supprimer mon compte » (issue #38, ADR 077): what goes, what the law keeps, and the refusals. */
export const accountDeletionMessages = {
  title: 'Supprimer mon compte',
  intro: 'La suppression est définitive. Avant de confirmer, voici ce qui se passe :',
  goes: [
    'votre nom, vos coordonnées et votre adresse sont effacés ;',
    'vos réponses aux questionnaires et les e-mails que nous vous avons envoyés sont effacés ;',
    'vos places dans les séances à venir sont libérées et proposées aux personnes en liste d’attente ;',
    'vous êtes déconnecté(e) sur tous vos appareils et ne pourrez plus vous connecter.',
  ],
  kept:
    'La loi nous oblige à garder vos paiements et vos reçus fiscaux pendant 6 ans (comptabilité et impôts) : ' +
    'ils restent, avec le nom et l’adresse imprimés sur les reçus, et rien d’autre.',
  carer:
    'Le lien avec votre aidant ou la personne que vous accompagnez dans le programme AJA est défait ; elle en est prévenue.',
  password: 'Mot de passe',
  passwordHint: 'Pour confirmer que c’est bien vous',
  open: 'Supprimer mon compte…',
  confirm: 'Supprimer définitivement mon compte',
  cancel: 'Annuler',
  deleting: 'Suppression en cours…',
  deleted: 'Votre compte a été supprimé. Merci d’avoir fait partie de l’association.',
  wrongPassword: 'Mot de passe incorrect',
  passwordRequired: 'Indiquez votre mot de passe',
  staffRefused: 'Un compte de l’équipe ne peut pas être supprimé ici : demandez à un autre membre de l’équipe.',
  runsWorkshops:
    'Vous animez des ateliers : demandez à l’association de les confier à un autre professionnel avant de supprimer votre compte.',
  failed: 'Le compte n’a pas pu être supprimé. Veuillez réessayer.',
  /** The e-mail to the other person of an AJA carer link. */
  carerMail: {
    subject: 'Un compte lié au vôtre a été supprimé',
    text: 'La personne avec qui votre compte était lié dans le programme AJA a supprimé son compte. Le lien entre vos deux comptes est défait ; votre propre compte ne change pas.',
    closing: 'L’équipe de l’association',
  },
} as const;
