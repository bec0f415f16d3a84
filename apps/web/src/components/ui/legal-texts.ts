/**
 * Product text: the summaries of the terms of use and of the privacy charter shown in the
 * complete-registration and registration dialogs, with the facts P1 §1 gives (charter in force since
 * 1 October 2020, retention periods, hosting, rights).
 */

export const termsOfUse: readonly string[] = [
  "La plateforme est éditée par l'association. Elle permet à ses adhérents de s'inscrire aux ateliers de remédiation cognitive, de suivre leurs séances, de répondre aux questionnaires et de gérer leur adhésion.",
  "Peuvent adhérer : les bénéficiaires (personnes suivies ou ayant été suivies pour une pathologie cancéreuse), les professionnels et les membres actifs. L'adhésion vaut pour un an ; elle peut être renouvelée à partir de 15 jours avant son échéance. Elle est gratuite pour les jeunes du parcours AJA et leurs aidants.",
  "Votre accès est personnel : vous vous engagez à ne pas le partager, à garder confidentiel le contenu des ateliers, à rester discret sur ce que partagent les autres participants et à ne faire aucune capture d'écran pendant les ateliers.",
  "L'association peut suspendre un compte qui ne respecte pas ces conditions. Pour toute question, écrivez à l'association depuis la page de contact.",
];

export const privacyNotice: readonly string[] = [
  'Cette charte est en vigueur depuis le 1er octobre 2020.',
  'Données collectées : identité, coordonnées, date de naissance, réponses aux questionnaires, inscriptions et présences aux séances, paiements. Elles servent à gérer votre adhésion, vos inscriptions aux ateliers, le suivi du programme et vos reçus fiscaux.',
  "Destinataires : l'association et les professionnels qui animent vos ateliers, chacun pour ce qui le concerne. Le paiement par carte est traité par notre prestataire bancaire. L'hébergement n'est pas certifié pour les données de santé.",
  'Durées de conservation : 3 ans en général, 13 mois pour les cookies, 13 ou 15 mois pour les justificatifs de paiement par carte, puis 2 ans en archive. Un justificatif d’identité est demandé pour les paiements de plus de 2 500 euros.',
  "Vous pouvez accéder à vos données, les faire rectifier ou effacer, vous opposer à leur traitement ou en demander la portabilité en écrivant à l'association. Vous pouvez aussi saisir la CNIL.",
];
