/**
 * « Ma carte d'adhérent » (issue #38): the printable card of the profile and the public page
 * its QR code opens, which says only whether the card is valid today and until when.
 */
export const memberCardMessages = {
  button: "Ma carte d'adhérent",
  downloading: 'Préparation de la carte…',
  downloadFailed: "La carte n'a pas pu être téléchargée. Réessayez.",
  noMembership:
    "Vous n'avez pas d'adhésion en cours : la carte d'adhérent est réservée aux membres à jour de leur adhésion.",
  /** The card itself. */
  card: {
    title: "Carte d'adhérent",
    number: (number: string) => `N° d'adhérent : ${number}`,
    validity: (start: string, end: string) => `Valable du ${start} au ${end}`,
    scan: 'Scannez pour vérifier',
    fileName: 'carte-adherent.pdf',
  },
  /** The public verification page (/carte/:token). */
  check: {
    title: "Vérification d'une carte d'adhérent",
    loading: 'Vérification de la carte…',
    valid: (end: string) => `Carte valide jusqu'au ${end}`,
    expired: (end: string) => `Carte expirée le ${end}`,
    unknown: 'Carte inconnue',
    unknownHelp: "Ce code ne correspond à aucune carte d'adhérent de la plateforme.",
    failed: "La carte n'a pas pu être vérifiée. Réessayez dans un instant.",
    retry: 'Réessayer',
    privacy: "Cette page ne montre que la validité de la carte : aucune information sur la personne n'y figure.",
  },
};
