/** The library and the session materials (P2 §2 Library, Licence space). Wording rules: see common.ts. */

export const libraryMessages = {
  title: 'Bibliothèque',
  empty: 'Aucun document trouvé',
  preview: 'Aperçu',
  download: 'Télécharger',
  fullScreen: 'Plein écran',
  pdfOpenFailed: "Erreur lors de l'ouverture du PDF",
  loadFailed: 'Impossible de charger le document',
  sortBy: { recent: 'Plus récents', title: 'Titre (A-Z)', type: 'Type' },
  types: {
    scientific_article: 'Article scientifique',
    vulgarization_article: 'Article de vulgarisation',
    neuropsychological_test: 'Test neuropsychologique',
    various: 'Divers',
  },
  productSheet: (product: string) => `Fiche ${product}`,
} as const;

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
} as const;
