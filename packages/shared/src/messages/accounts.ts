/** Sign-in, passwords, the profile and the refused-access page (P1 §2, §5, §8; P2 §2, §5). Wording rules: see common.ts. */

export const authMessages = {
  signIn: 'Se connecter',
  createAccount: 'Créer un compte',
  forgotPassword: 'Mot de passe oublié ?',
  rememberMe: 'Se souvenir de moi',
  backToLogin: 'Retour à la connexion',
  invalidCredentials: 'Identifiants incorrects',
  resetTitle: 'Réinitialiser mon mot de passe',
  resetRequested: 'Demande de réinitialisation envoyée',
  passwordChanged: 'Mot de passe modifié',
  registrationCompleted: 'Inscription terminée',
  completeRegistrationTitle: 'Finaliser mon inscription',
  // Product texts for the API's answers.
  invalidResetToken: "Ce lien n'est plus valide. Veuillez refaire une demande.",
  invalidInvitationToken: "Ce lien d'invitation n'est plus valide.",
  captchaFailed: 'La vérification anti-robot a échoué, veuillez réessayer.',
  acceptTerms: "J'accepte les conditions générales d'utilisation",
  acceptPrivacy: "J'accepte la politique de confidentialité",
  termsTitle: "Conditions générales d'utilisation",
  privacyTitle: 'Politique de confidentialité',
  // Sign-in and session answers of POST /oauth/token.
  invalidRefreshToken: 'Jeton de renouvellement invalide.',
  expiredRefreshToken: 'Jeton de renouvellement expiré.',
  reusedRefreshToken: 'Jeton de renouvellement déjà utilisé : la session est fermée.',
  captchaRequired: 'Trop d’échecs de connexion pour cette adresse : confirmez que vous n’êtes pas un robot, puis reconnectez-vous.',
  captchaPrompt: 'Vérification anti-robot',
} as const;

export const profileMessages = {
  title: 'Mon profil',
  // Product texts: the user record is loading, or could not be loaded.
  loading: 'Chargement de votre profil',
  loadFailed: "Votre profil n'a pas pu être chargé. Vérifiez votre connexion puis réessayez.",
  save: 'Sauvegarder',
  saved: 'Utilisateur enregistré !',
  subscription: 'Adhésion en cours',
  subscriptionDates: (start: string, end: string) => `du ${start} au ${end}`,
  noSubscription: 'Aucun',
  assistant: 'Aidant PAP',
  noAssistant: 'Aucun aidant PAP',
  addAssistant: 'Ajouter un aidant',
  removeAssistant: "Supprimer l'aidant",
  assistantAdded: 'Aidant ajouté avec succès !',
  assistantRemoved: 'Aidant supprimé avec succès !',
  // Product text for the API's answer.
  wrongOldPassword: 'Ancien mot de passe incorrect',
  assistantOnlyForYoung: 'Seul un jeune du parcours AJA peut désigner un aidant.',
  assistantAlreadySet: 'Un aidant est déjà enregistré : supprimez-le avant d’en ajouter un autre.',
} as const;

export const unauthorizedMessages = {
  title: 'Accès refusé',
  text: "Vous n'avez pas accès à cette ressource.",
  back: 'Retour',
  refreshProfile: 'Rafraîchir mon profil',
} as const;
