/** The workshops map (/map, P2 §2). Wording rules: see common.ts. */

export const mapMessages = {
  title: 'Carte des ateliers',
  intro: 'Trouvez un atelier près de chez vous. Chaque repère montre les ateliers d’un lieu.',
  mapLabel: 'Carte des ateliers en France',
  /** The focusable map itself: what its keys do. */
  mapKeys: 'Carte : les flèches la déplacent, + et - zooment',
  zoomIn: 'Zoomer',
  zoomOut: 'Dézoomer',
  close: 'Fermer',
  helpTitle: 'Bienvenue sur la carte des ateliers',
  helpClose: 'J’ai compris',
  legendTitle: 'Couleur des repères',
  kinds: {
    remote: 'Atelier en visio',
    onsite: 'Atelier en présentiel',
    oncommence: 'Atelier onCommence',
  },
  kindLetters: { remote: 'V', onsite: 'P', oncommence: 'C' },
  colourNames: { remote: 'rouge', onsite: 'orange', oncommence: 'violet' },
  legendNote: 'Les ateliers en visio sans adresse figurent seulement dans la liste.',
  listTitle: 'Liste des ateliers',
  /** Accessible name of a marker: where, and how many workshops. */
  markerLabel: (place: string, count: number) =>
    count > 1 ? `${place} : ${count} ateliers, ouvrir le détail` : `${place} : 1 atelier, ouvrir le détail`,
  /** Accessible name of a group of nearby places: how many workshops, and what Enter does. */
  clusterLabel: (count: number) => (count > 1 ? `${count} ateliers, agrandir` : '1 atelier, agrandir'),
  unknownPlace: 'Lieu de l’atelier',
  pros: (names: string) => `Animé par ${names}`,
  nextOnsite: (when: string) => `Prochaine séance en présentiel : ${when}`,
  noNextOnsite: 'Pas de séance en présentiel prévue',
  remoteOnly: 'En visio, accessible partout en France',
  registerFor: (name: string) => `S'inscrire à l'atelier ${name}`,
  loading: 'Chargement des ateliers',
  loadingMap: 'Chargement de la carte',
  empty: 'Aucun atelier à afficher pour le moment.',
  fetchFailed: 'Une erreur est survenue lors de la récupération des ateliers. Veuillez réessayer.',
  mapFailed: 'La carte n’a pas pu s’afficher. La liste des ateliers reste disponible ci-dessous.',
} as const;
