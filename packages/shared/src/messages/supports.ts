/** The session materials (P2 §2 Licence space). Wording rules: see common.ts. */

export const supportsMessages = {
  title: 'Espace licence',
  empty: 'Aucun support trouvé',
  noneAvailable: 'Aucun support disponible',
  notAvailable: 'Non disponible',
  columns: { sequence: 'Séquence', slides: 'Diaporama', booklet: 'Livret', guide: 'Guide du professionnel' },
  fetchFailed: 'Une erreur est survenue lors de la récupération des supports. Veuillez réessayer plus tard.',
  downloadForbidden: "Action non autorisée. Vos droits d'accès aux supports ont peut-être changé.",
  downloadFailed: 'Erreur lors du téléchargement du support.',
  pdfOpenFailed: "Erreur lors de l'ouverture du PDF",
  slideshowOpenFailed: "Erreur lors de l'ouverture du diaporama",
  intro: 'Les supports de chaque séquence du programme : diaporama, livret des participants et guide du professionnel.',
  loading: 'Chargement des supports…',
  sequenceFilter: 'Séquence',
  allSequences: 'Toutes les séquences',
  sequence: (sequence: number) => `Séquence ${sequence}`,
  openSlides: 'Ouvrir le diaporama',
  download: 'Télécharger',
  downloadOf: (what: string, sequence: number) => `Télécharger ${what} de la séquence ${sequence}`,
  slidesOf: (sequence: number) => `Ouvrir le diaporama de la séquence ${sequence} dans une nouvelle fenêtre`,
  openGuide: 'Ouvrir le guide',
  guideOf: (sequence: number) =>
    `Ouvrir le guide du professionnel de la séquence ${sequence} dans une nouvelle fenêtre`,
  /** The workshop's sessions, within the support window (P2 §6, P2-SUP-12). */
  sessionSlides: 'Diaporama',
  sessionGuide: 'Guide',
  sessionSlidesOf: (date: string) => `Ouvrir le diaporama de la séance du ${date} dans une nouvelle fenêtre`,
  sessionGuideOf: (date: string) =>
    `Ouvrir le guide du professionnel de la séance du ${date} dans une nouvelle fenêtre`,
  sessionSupportsLoading: (date: string) => `Chargement des supports de la séance du ${date}`,
  sessionSupportsFailed: 'Supports indisponibles pour le moment',
  downloading: (percent: number | null) => (percent === null ? 'Téléchargement…' : `Téléchargement… ${percent} %`),
  what: { booklet: 'le livret', guide: 'le guide du professionnel' },
  booklet: "Livret d'activités",
  bookletOf: (date: string) => `Télécharger le livret d'activités de la séance du ${date}`,
} as const;
