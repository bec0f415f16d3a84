import { describe, expect, it } from 'vitest';
import * as common from './common.ts';
import * as accounts from './accounts.ts';
import * as registration from './registration.ts';
import * as aja from './accounts-aja.ts';
import * as membership from './membership.ts';
import * as workshops from './workshops.ts';
import * as library from './library.ts';
import * as supports from './supports.ts';
import * as surveys from './surveys.ts';
import * as legal from './platform-legal.ts';

/** Every context's texts together, as the platform can show them. */
const messages = {
  ...common,
  ...accounts,
  ...registration,
  ...aja,
  ...membership,
  ...workshops,
  ...library,
  ...supports,
  ...surveys,
  ...legal,
};

/** Every string of the catalogue, with its key path. */
function listStrings(node: unknown, path = 'messages'): Array<[string, string]> {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => listStrings(value, `${path}.${key}`));
  }
  return [];
}

const texts = listStrings(messages).map(([, text]) => text);

// The spec's own words, each with the checklist row that quotes it (P1 §5, §8; P2 §5, §8).
const specTexts: Array<[id: string, text: string]> = [
  ['P1-LOGIN-06', 'Champ requis'],
  ['P1-LOGIN-07', 'Format invalide'],
  ['P1-REGR-05', 'E-mail invalide'],
  ['P1-REGR-06', 'Le mot de passe doit contenir au moins 8 caractères'],
  ['P1-PWD-11', '8 caractères min.'],
  ['P1-REGR-23', 'Aucune ville trouvée'],
  ['P1-LOGIN-10', 'Identifiants incorrects'],
  ['P1-LOGIN-22', 'Vous avez été déconnecté'],
  ['P1-LOGIN-24', 'Vous êtes déconnecté'],
  ['P1-ERR-02', 'Action non autorisée'],
  ['P1-PWD-07', 'Demande de réinitialisation envoyée'],
  ['P1-PWD-14', 'Mot de passe modifié'],
  ['P1-PWD-23', 'Inscription terminée'],
  ['P1-PWD-03', 'Envoyer'],
  ['P1-PWD-03', 'Annuler'],
  ['P1-PWD-09', 'Enregistrer'],
  ['P1-REG-52', 'Impossible de supprimer ce compte'],
  ['P1-REG-47', 'Une erreur est survenue lors de la récupération des partenaires'],
  ['P1-REG-28', 'Une erreur est survenue lors de la création du compte aidant'],
  ['P1-REG-30', 'Une erreur est survenue lors de la création du compte jeune'],
  ['P1-REG-53', 'Une erreur est survenue lors de la suppression de votre compte'],
  ['P1-REG-02', 'Créer mon compte'],
  ['P1-REG-03', 'Je finalise mon adhésion'],
  ['P1-REG-22', 'Modifier mon orientation'],
  ['P1-PAY-35', 'Une erreur est survenue lors de votre paiement.'],
  ['P1-PAY-32', 'Erreur lors du paiement veuillez recharger la page'],
  ['P1-PAY-20', 'Vous devez accepter les conditions ci-dessus avant de pouvoir continuer.'],
  ['P1-PAY-11', 'Valider'],
  ['P1-PAY-30', 'Bravo'],
  ['P1-PAY-31', 'Merci !'],
  ['P1-PAY-32', 'Réessayer'],
  ['P1-ERR-06', 'Adhésion enregistrée !'],
  ['P1-PAY-29', 'Paiement effectué !'],
  ['P1-ERR-05', 'Utilisateur enregistré !'],
  ['P2-PROF-21', 'Aidant ajouté avec succès !'],
  ['P2-PROF-23', 'Aidant supprimé avec succès !'],
  ['P1-HIST-02', 'Mes paiements'],
  ['P1-HIST-03', 'Réf'],
  ['P1-HIST-03', 'Date'],
  ['P1-HIST-03', 'Type'],
  ['P1-HIST-03', 'Montant'],
  ['P1-HIST-03', 'Statut'],
  ['P1-HIST-03', 'Télécharger'],
  ['P1-HIST-07', 'Payé'],
  ['P1-HIST-08', 'Échec'],
  ['P1-HIST-11', 'Aucun paiement'],
  ['P1-HOME-04', 'Adhérer'],
  ['P1-HOME-06', 'Les Ateliers'],
  ['P1-HOME-06', 'onCogitiel'],
  ['P1-HOME-07', 'Mes ateliers'],
  ['P1-HOME-07', 'Mes adhérents'],
  ['P1-HOME-07', 'Bibliothèque'],
  ['P1-HOME-14', '(pas encore de séances)'],
  ['P1-HOME-15', "(File d'attente)"],
  ['P2-WSL-09', 'Aucun atelier trouvé'],
  ['P2-WSL-10', 'Tous les ateliers ont été chargés'],
  ['P2-WSD-13', "Vous n'êtes pas autorisé à accéder à cet atelier."],
  ['P2-WSD-19', 'Atelier supprimé !'],
  ['P2-WSD-15', 'visible'],
  ['P2-WSD-15', 'désactivé'],
  ['P2-MEET-03', 'Liste de mes séances'],
  ['P2-MEET-19', 'Aucune séance trouvée'],
  ['P2-MEET-14', 'Visio'],
  ['P2-MEET-14', 'Présentiel'],
  ['P2-MEET-08', 'Visio'],
  ['P2-MEET-08', 'Présentiel'],
  ['P2-MEET-35', 'Inscrit(e)'],
  ['P2-MEET-37', 'En attente'],
  ['P2-MEET-36', "Vous êtes sur le point d'annuler votre participation à cette séance"],
  ['P2-MEET-27', 'Une erreur est survenue lors de la récupération des séances. Veuillez réessayer plus tard.'],
  ['P2-SUB-05', "Vous êtes bien inscrit(e) sur liste d'attente de cette séance !"],
  ['P2-SUB-03', 'Vous êtes bien inscrit(e) à cette séance !'],
  ['P2-SUB-10', "Vous n'êtes plus sur la liste d'attente de cette séance"],
  ['P2-SUB-12', 'Votre annulation de participation à la séance est prise en compte !'],
  ['P2-SUB-08', "Trop tard, la séance est déjà pleine ! Vous êtes de nouveau sur liste d'attente."],
  ['P2-MFORM-03', 'Séance enregistrée !'],
  ['P2-MFORM-05', 'supérieur ou égale à 1'],
  ['P2-MFORM-07', 'Merci de renseigner le lien zoom'],
  ['P2-MFORM-08', "Merci de renseigner l'adresse"],
  ['P2-MFORM-10', 'Le nombre de participants dépasse le nombre de place limite'],
  ['P2-MFORM-19', '-'],
  ['P2-WSL-25', 'Une erreur est survenue lors de la récupération des séquences'],
  ['P2-WSL-27', 'Une erreur est survenue lors de la récupération des professionnels'],
  ['P2-PRO-23', 'Voir ses séances'],
  ['P2-LIB-16', 'Aucun document trouvé'],
  ['P2-LIB-14', "Erreur lors de l'ouverture du PDF"],
  ['P2-LIB-13', 'Impossible de charger le document'],
  ['P2-SUP-23', 'Aucun support trouvé'],
  ['P2-SUP-23', 'Aucun support disponible'],
  ['P2-SUP-04', 'Non disponible'],
  ['P2-SUP-22', 'Une erreur est survenue lors de la récupération des supports. Veuillez réessayer plus tard.'],
  ['P2-SUP-19', "Action non autorisée. Vos droits d'accès aux supports ont peut-être changé."],
  ['P2-SUP-20', 'Erreur lors du téléchargement du support.'],
  ['P2-SUP-21', "Erreur lors de l'ouverture du diaporama"],
  ['P2-PROF-04', 'Aucun'],
  ['P2-PROF-06', 'Aucun aidant PAP'],
  ['P2-PROF-09', 'Sauvegarder'],
  ['P2-CONST-02', 'Matin'],
  ['P2-CONST-03', 'Midi'],
  ['P2-CONST-04', 'Après-midi'],
  ['P2-CONST-05', "Fin d'après-midi"],
];

describe('French message catalogue', () => {
  it.each(specTexts)('%s holds the spec wording "%s"', (_id, text) => {
    expect(texts).toContain(text);
  });

  // DESIGN.md: "French labels where the spec gives English ... User-facing typos are fixed".
  it('P1-CONST-01 uses the French labels DESIGN.md chose for the spec’s English ones', () => {
    expect(messages.sessionMessages.signIn).toBe('Se connecter');
    expect(messages.authMessages.createAccount).toBe('Créer un compte');
    expect(messages.authMessages.forgotPassword).toBe('Mot de passe oublié ?');
    expect(messages.registrationMessages.submit).toBe('Créer mon compte');
    expect(messages.registrationMessages.noAssistant).toBe("Pas d'aidant");
  });

  // P1 §8: "Refresh failure: 'Une erreur est surevenue'"; DESIGN.md fixes the typo.
  it('P1-LOGIN-19 says "Une erreur est survenue", never the spec’s typo', () => {
    expect(messages.sessionMessages.refreshFailed).toBe('Une erreur est survenue');
    expect(messages.errorMessages.generic).toBe('Une erreur est survenue');
    expect(texts.filter((text) => text.includes('surevenue'))).toEqual([]);
  });

  it('P1-CONST-01 has no empty entry and no English leftovers', () => {
    expect(texts.filter((text) => text.trim() === '')).toEqual([]);
    expect(texts.filter((text) => /\b(Sign in|Create|Forgot|Error|Cancel|Save|Submit)\b/.test(text))).toEqual([]);
  });

  // P1 §1: "15 or more weekly one-hour online workshops and an information workshop of 1 h 30"; ages 15 to 30.
  it('P1-CONST-04 P1-CONST-05 P1-CONST-06 the AJA information dialog states ages, workshops and the 1 h 30 session', () => {
    const { text } = messages.ajaMessages.infoDialog;
    expect(text).toContain('15 à 30 ans');
    expect(text).toContain("au moins 15 ateliers en ligne d'une heure, chaque semaine");
    expect(text).toContain('1 h 30');
  });

  // P1 §8: "Wrong partner code: server error text followed by ', renseignez-vous auprès de ' and the partner name".
  it('P1-REG-26 builds the wrong-partner-code message from the server text and the partner name', () => {
    expect(messages.registrationMessages.partnerCodeHint('Code invalide', 'la Ligue de Paris')).toBe(
      'Code invalide, renseignez-vous auprès de la Ligue de Paris',
    );
    expect(
      messages.registrationMessages.partnerCodeHint('Code invalide', messages.registrationMessages.defaultPartnerName),
    ).toBe('Code invalide, renseignez-vous auprès de Patients en réseau');
  });

  it('P2-MEET-20 P2-MEET-16 builds page and places texts', () => {
    expect(messages.commonMessages.pageOf(1, 2)).toBe('Page 1 sur 2');
    expect(messages.meetingsMessages.places(7, 10)).toBe('7/10');
    expect(messages.meetingsMessages.titleFor('Marie Curie')).toBe('Liste des séances de Marie Curie');
  });

  it('counts workshops in the singular and the plural', () => {
    expect(messages.workshopsMessages.count(0)).toBe('0 atelier');
    expect(messages.workshopsMessages.count(1)).toBe('1 atelier');
    expect(messages.workshopsMessages.count(24)).toBe('24 ateliers');
  });

  // P1 §9: "the tax note says 100 euros costs the donor 34."
  it('P1-PAY-17 the tax note says 100 € cost 34 €', () => {
    expect(messages.paymentMessages.taxNote).toContain('100 €');
    expect(messages.paymentMessages.taxNote).toContain('34 €');
  });
});
