/** The retention's e-mail and the staff's screen (issue #38, ADR 078). */
export const retentionMessages = {
  warning: {
    subject: 'Votre compte sera anonymisé dans 30 jours',
    greeting: (firstname: string) => `Bonjour ${firstname},`,
    text: (years: number, date: string) =>
      `Vous ne vous êtes pas connecté(e) à la plateforme de l’association depuis ${years} an${years > 1 ? 's' : ''}. ` +
      `Comme le prévoit notre charte de confidentialité, votre compte sera anonymisé le ${date} : votre nom, vos coordonnées et vos réponses aux questionnaires seront effacés.`,
    keep: 'Pour garder votre compte, il vous suffit de vous connecter avant cette date :',
    closing: 'L’équipe de l’association',
  },
  screen: {
    title: 'Conservation des données',
    intro:
      'Chaque nuit, les comptes sans connexion depuis la durée choisie dans les paramètres sont prévenus 30 jours avant d’être anonymisés, et le texte des e-mails envoyés est vidé après la durée choisie. Voici ce que ferait le prochain passage, puis ce qu’ont fait les précédents.',
    loading: 'Chargement de la conservation des données',
    failed: 'La conservation des données n’a pas pu être chargée. Veuillez réessayer.',
    retry: 'Réessayer',
    next: 'Le prochain passage',
    toWarn: (count: number) => `${count} compte${count > 1 ? 's' : ''} à prévenir`,
    toAnonymise: (count: number) => `${count} compte${count > 1 ? 's' : ''} à anonymiser`,
    mails: (count: number) => `${count} e-mail${count > 1 ? 's' : ''} dont le texte sera vidé`,
    settings: (years: number, months: number) =>
      `Comptes sans connexion depuis ${years} an${years > 1 ? 's' : ''} ; texte des e-mails gardé ${months} mois.`,
    caption: 'Comptes concernés par le prochain passage',
    columns: { person: 'Personne', lastActive: 'Dernière connexion', action: 'Action' },
    actions: { warn: 'Prévenir', anonymise: 'Anonymiser' },
    never: 'jamais',
    none: 'Aucun compte n’est concerné.',
    runs: 'Les passages précédents',
    runsCaption: 'Passages précédents, du plus récent au plus ancien',
    runColumns: { finishedAt: 'Terminé le', result: 'Résultat' },
    noRuns: 'Aucun passage pour le moment.',
  },
  result: (warned: number, anonymised: number, emptied: number) =>
    `${warned} compte(s) prévenu(s), ${anonymised} anonymisé(s), ${emptied} e-mail(s) vidé(s)`,
} as const;
