/**
 * « Télécharger mes données » (issue #38): the profile's « Mes données » section, the answers
 * of /api/user/data-export and the e-mail that says the copy is ready. Product text.
 */

/** How long a prepared copy can be downloaded, in days; then its file is deleted. */
export const DATA_EXPORT_KEEP_DAYS = 7;
/** How many copies one person may ask for in 24 hours. */
export const DATA_EXPORT_DAILY_LIMIT = 3;

let dateFormat: Intl.DateTimeFormat | undefined;
/**
 * « 6 décembre 2026 à 20:31 », Paris time. The formatter is made on first use: made when the
 * module loads, it would start the browser's ICU on screens that never show it (ADR 108).
 */
export function formatExportDate(date: Date | string): string {
  dateFormat ??= new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  });
  return dateFormat.format(new Date(date));
}

export const dataExportMessages = {
  title: 'Mes données',
  intro:
    'Recevez une copie de tout ce que l’association garde à votre sujet : profil, adhésions, paiements et reçus, ' +
    'séances et présences, listes d’attente, réponses aux questionnaires, e-mails reçus, préférences. ' +
    'Une archive ZIP avec un fichier JSON et un tableau CSV par sujet.',
  request: 'Télécharger mes données',
  requestAgain: 'Préparer une nouvelle copie',
  requesting: 'Demande en cours…',
  loading: 'Chargement de l’état de votre copie…',
  loadFailed: 'L’état de votre copie n’a pas pu être chargé.',
  none: 'Vous n’avez pas demandé de copie de vos données ces derniers jours.',
  pending: 'En préparation. Vous recevrez un e-mail dès qu’elle sera prête ; cette page se met à jour seule.',
  ready: (expiresAt: string) => `Prête jusqu’au ${formatExportDate(expiresAt)}.`,
  readySince: (readyAt: string) => `Préparée le ${formatExportDate(readyAt)}.`,
  failed: 'La préparation de votre copie a échoué. Vous pouvez en demander une nouvelle.',
  expired: 'Votre dernière copie a expiré et a été supprimée. Vous pouvez en demander une nouvelle.',
  download: 'Télécharger',
  downloading: 'Téléchargement…',
  downloadFailed: 'Le téléchargement a échoué. Réessayez.',
  requested: 'Votre demande est enregistrée : la copie est en préparation.',
  fileName: 'mes-donnees.zip',
  errors: {
    alreadyPending: 'Une copie de vos données est déjà en préparation. Vous recevrez un e-mail dès qu’elle sera prête.',
    tooMany: `Vous avez déjà demandé ${DATA_EXPORT_DAILY_LIMIT} copies de vos données ces dernières 24 heures. Réessayez demain.`,
    notFound: 'Cette copie de vos données n’existe pas.',
    gone: `Cette copie de vos données n’est plus disponible : elle est supprimée ${DATA_EXPORT_KEEP_DAYS} jours après sa préparation. Demandez-en une nouvelle depuis votre profil.`,
    notReady: 'Cette copie de vos données n’est pas encore prête.',
  },
  mail: {
    subject: 'Votre copie de vos données est prête',
    greeting: (firstname: string) => `Bonjour ${firstname},`,
    body: (expiresAt: Date) =>
      `La copie de vos données que vous avez demandée est prête. Vous pouvez la télécharger depuis votre profil, ` +
      `rubrique « Mes données », jusqu’au ${formatExportDate(expiresAt)} ; elle sera ensuite supprimée.`,
    link: 'Votre profil :',
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe et prévenez l’association.',
    signature: 'L’équipe de l’association',
  },
} as const;
