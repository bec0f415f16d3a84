/** The professionals' « Mes ateliers » screen and the workshop edit by its pro (P2 §2, §6). */

export const proWorkshopsMessages = {
  title: 'Mes ateliers',
  empty: "Vous n'avez pas encore d'atelier. Contactez l'administrateur, qui créera votre premier atelier.",
  loading: 'Chargement de vos ateliers',
  loadFailed: 'Vos ateliers n’ont pas pu être chargés. Vérifiez votre connexion puis réessayez.',
  retry: 'Réessayer',
  healthCentre: 'Centre de santé',
  perPage: 'Ateliers par page',
  all: 'Tous',
  pagination: 'Pagination',
  sortOptions: { name: 'Nom', zip: 'Code postal', next_meeting_start: 'Prochaine séance' },
  // Product texts: the pro's own list asks only for their own workshops (P2 §6).
  onlyOwnWorkshops: 'Vous ne pouvez consulter que vos propres ateliers.',
  allOnlyForOwnWorkshops: 'Tous les ateliers d’un coup : seulement pour les ateliers d’un professionnel.',
  // The edit screen (P2 §2 EditWorkshop, §8 success wording).
  editTitle: (name: string) => `Modifier l’atelier ${name}`,
  editIntro:
    'Vous pouvez modifier la description et l’adresse de l’atelier. Le nom, le type, le partenaire et les professionnels sont gérés par l’administration.',
  remoteIntro: 'Le lien de visio se renseigne sur chaque séance.',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Atelier enregistré !',
  cancel: 'Annuler',
  fields: {
    description: 'Description',
    info_address: 'Informations d’accès (étage, code, entrée)',
    street: 'Adresse',
    zip: 'Code postal',
    city: 'Ville',
  },
  descriptionTooLong: (max: number) => `La description ne doit pas dépasser ${max} caractères`,
  tooLong: (max: number) => `${max} caractères maximum`,
  zipFormat: 'Le code postal doit contenir 5 chiffres',
  cityRequired: 'Indiquez la ville de l’adresse',
  remoteHasNoAddress: 'Un atelier en visio n’a pas d’adresse : le lien se renseigne sur chaque séance.',
  backOfficeField: 'Ce champ est géré par l’administration',
} as const;
