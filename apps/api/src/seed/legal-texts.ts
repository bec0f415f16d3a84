/**
 * The legal texts every installation starts with (P1 §1), stored in the settings so the
 * association can edit them (legal_privacy, legal_notice, legal_cookies, legal_sales_terms,
 * legal_terms_of_use). Format: `## ` and `### ` headings, paragraphs separated by a blank
 * line, `- ` lists, `**bold**`, `[text](https://… | mailto:… | /page)` links.
 *
 * `{{key}}` is replaced, when a text is served, by the setting of that name (the
 * association's identity, contacts, amounts): an edit of the identity shows in every text.
 * What the web stores on the device (cookies page) is listed in apps/web/src/lib/storage-keys.ts.
 */

const privacy = `La présente charte est en vigueur depuis le 1er octobre 2020 (01/10/2020). Elle explique quelles données personnelles {{association_name}} recueille sur cette plateforme, pourquoi, qui peut les consulter, combien de temps elles sont gardées et comment exercer vos droits, conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.

## Responsable du traitement

{{association_name}}, {{association_status}}, dont le siège est au {{association_address}}.

Pour toute question sur vos données : [{{privacy_contact_mail}}](mailto:{{privacy_contact_mail}}).

## Données collectées

- **Identité et coordonnées** : nom, prénom, date de naissance, adresse postale, téléphone, adresse e-mail.
- **Compte** : votre mot de passe, conservé uniquement sous une forme chiffrée irréversible (personne, pas même l'association, ne peut le lire).
- **Parcours d'inscription** : la façon dont vous avez connu l'association (Ligue contre le cancer, parcours AJA, mutuelle, employeur, Patients en réseau, retraite…), le code adhérent de l'organisme partenaire et votre département le cas échéant.
- **Parcours AJA** : pour un jeune, les coordonnées de son parent ou de son aidant ; pour un aidant, celles du jeune qu'il accompagne.
- **Questionnaires** : vos réponses aux questionnaires de profil, de satisfaction, de qualité de vie et, pour le parcours AJA, au questionnaire cognitif.
- **Ateliers** : vos inscriptions aux séances, la liste d'attente, vos présences.
- **Adhésion et paiements** : dates d'adhésion, montants, date et résultat de chaque paiement, reçus fiscaux. Vos numéros de carte bancaire sont saisis sur la page sécurisée de notre prestataire bancaire : l'association ne les reçoit jamais.
- **Professionnels** : votre statut professionnel et votre licence, les ateliers que vous animez.

### Des données de santé

Adhérer comme bénéficiaire révèle que vous êtes ou avez été suivi(e) pour un cancer, et les questionnaires portent sur vos difficultés cognitives et votre qualité de vie. Ce sont des données concernant la santé, que l'article 9 du RGPD protège particulièrement. Elles ne sont traitées qu'avec votre **consentement explicite**, donné en créant votre compte, et pour les seules finalités ci-dessous. Vous pouvez retirer ce consentement à tout moment (voir « Vos droits ») ; ce retrait ne remet pas en cause ce qui a été fait avant.

La plateforme ne recueille pas de dossier médical : ni diagnostic détaillé, ni traitement, ni compte rendu médical. Merci de ne pas saisir ce type d'information dans les champs libres.

## Finalités et bases légales

- Gérer votre compte, votre adhésion et votre parcours (exécution de l'adhésion que vous avez demandée).
- Organiser les ateliers : inscriptions aux séances, liste d'attente, présences, échanges avec les professionnels qui les animent (exécution de l'adhésion).
- Adapter l'accompagnement et évaluer le programme de remédiation cognitive grâce aux questionnaires ; les résultats publiés ne sont que des statistiques anonymes (votre consentement).
- Encaisser les adhésions et les dons, établir les reçus fiscaux et tenir la comptabilité (obligations légales).
- Vous écrire au sujet de votre compte : création, réinitialisation du mot de passe, séances, échéance de l'adhésion (exécution de l'adhésion).
- Protéger la plateforme contre les abus : limitation des tentatives de connexion, vérification anti-robot sans cookie (intérêt légitime de l'association).

Vos données ne sont ni vendues, ni louées, ni utilisées à des fins commerciales ou publicitaires, et aucune décision vous concernant n'est prise de façon automatisée.

## Destinataires

- Les salariés et bénévoles habilités de l'association, chacun pour ce qui relève de sa mission.
- Les professionnels (neuropsychologues, animateurs) des ateliers auxquels vous êtes inscrit(e), pour les seules données utiles au suivi de ces ateliers.
- Pour un jeune du parcours AJA, son aidant ou représentant légal inscrit avec lui.
- Nos sous-traitants techniques, liés par contrat et tenus à la confidentialité : l'hébergeur de la plateforme, le service d'envoi des e-mails et le prestataire de paiement par carte bancaire (service E-transactions).
- Les autorités publiques, uniquement lorsque la loi l'exige.

Les organismes partenaires qui vous ont orienté(e) (Ligue, mutuelle, employeur, caisse de retraite…) ne reçoivent aucune donnée nominative : au plus des statistiques anonymes.

## Hébergement

La plateforme et ses données sont hébergées par {{hosting_provider}}, sur des serveurs situés dans l'Union européenne ; aucune donnée n'est transférée hors de l'Union européenne.

**Cet hébergement n'est pas certifié pour l'hébergement de données de santé (HDS)** au sens de l'article L. 1111-8 du code de la santé publique : c'est pourquoi la plateforme ne conserve aucun dossier médical. Les échanges avec la plateforme sont chiffrés (HTTPS) et l'accès aux données est réservé aux personnes habilitées.

## Cookies

La plateforme ne dépose aucun cookie publicitaire ni de mesure d'audience. Elle n'utilise que le stockage local de votre navigateur, strictement nécessaire à son fonctionnement (votre session de connexion, vos choix d'affichage, une inscription en cours). La durée de vie des cookies et traceurs est limitée à 13 mois au plus. Le détail figure sur la page [Cookies et stockage local](/cookies).

## Durées de conservation

- **En général** : pendant votre adhésion, puis 3 ans après votre dernière adhésion ou votre dernier contact avec l'association ; ensuite vos données sont supprimées ou rendues anonymes.
- **Cookies et traceurs** : 13 mois au plus.
- **Justificatifs d'un paiement par carte**, gardés comme preuve en cas de contestation : 13 mois après la date du débit, ou 15 mois pour une carte à débit différé.
- **Archives** : au terme de ces durées, les données qu'il faut encore pouvoir produire (litige, contrôle) sont archivées à part, avec un accès très restreint, pendant 2 ans.
- **Pièces comptables et doubles des reçus fiscaux** : la durée que la loi impose.

Pour tout paiement de plus de 2 500 euros, un justificatif d'identité vous sera demandé ; il n'est gardé que le temps de la vérification et selon les durées ci-dessus.

## Vos droits

Vous pouvez à tout moment :

- accéder à vos données et en obtenir une copie ;
- les faire rectifier (la plupart se corrigent directement depuis votre profil) ;
- les faire effacer, sauf celles que la loi nous oblige à garder ;
- demander la limitation de leur traitement ou vous y opposer ;
- retirer votre consentement au traitement de vos données de santé ;
- recevoir les données que vous nous avez fournies dans un format lisible par machine (portabilité) ;
- donner des directives sur le sort de vos données après votre décès.

Écrivez à [{{privacy_contact_mail}}](mailto:{{privacy_contact_mail}}) ou par courrier à {{association_name}}, {{association_address}}. Nous répondons dans un délai d'un mois, qui peut être prolongé de deux mois pour une demande complexe ; nous pouvons vous demander de justifier de votre identité en cas de doute. Pour un jeune de 15 à 17 ans, inscrit par son représentant légal, ces droits peuvent être exercés par le jeune lui-même ou par ce représentant.

Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou sur [www.cnil.fr](https://www.cnil.fr).

## Modification de la charte

L'association peut faire évoluer cette charte, notamment pour suivre la loi. La date de la dernière mise à jour figure en haut de cette page ; en cas de changement important, vous en serez informé(e) lors de votre prochaine connexion ou par e-mail.`;

const notice = `## Éditeur

La plateforme est éditée par {{association_name}}, {{association_status}}.

- Siège : {{association_address}}
- Téléphone : {{association_phone}}
- E-mail : [{{contact_mail}}](mailto:{{contact_mail}})

Objet de l'association : {{association_object}}

## Directeur de la publication

{{publication_director}}.

## Hébergeur

{{hosting_provider}}. Les serveurs sont situés dans l'Union européenne.

## Propriété intellectuelle

Les textes, supports d'ateliers, livrets, diaporamas, documents de la bibliothèque, logos et illustrations de la plateforme appartiennent à l'association ou à leurs auteurs. Ils sont mis à votre disposition pour votre usage personnel, dans le cadre de votre adhésion. Toute reproduction, diffusion ou réutilisation, même partielle, demande l'accord écrit préalable de l'association.

## Données personnelles et cookies

Le traitement de vos données est décrit dans la [Charte de confidentialité](/charte-de-confidentialite) ; ce que la plateforme enregistre sur votre appareil, sur la page [Cookies et stockage local](/cookies).

## Nature des informations

Les informations de la plateforme sont données à titre d'accompagnement et d'information. Elles ne remplacent ni un avis médical, ni le suivi par votre équipe soignante.

## Signaler un contenu

Pour signaler un contenu qui vous paraît illicite ou une erreur, écrivez à [{{contact_mail}}](mailto:{{contact_mail}}).

## Droit applicable

Ces mentions et l'utilisation de la plateforme relèvent du droit français.`;

const cookies = `La plateforme ne dépose **aucun cookie**. Elle n'affiche aucune publicité, ne mesure pas l'audience et ne contient aucun bouton de réseau social. Pour fonctionner, elle garde seulement quelques informations dans le stockage local de votre navigateur (« localStorage » et « sessionStorage »), sur votre appareil.

Ces informations sont strictement nécessaires au service que vous demandez ou retiennent un choix que vous avez fait vous-même : la loi ne demande pas votre consentement pour elles (article 82 de la loi Informatique et Libertés), c'est pourquoi aucun bandeau ne vous est présenté.

## Ce qui est gardé sur votre appareil

- **Votre session de connexion** : pour rester connecté(e) d'une page à l'autre. Effacée à la fermeture de l'onglet ; si vous cochez « Se souvenir de moi », gardée jusqu'à votre déconnexion et au plus 30 jours sans utilisation.
- **Le thème clair ou sombre** que vous avez choisi, jusqu'à ce que vous en changiez.
- **Le thème AJA**, lorsque vous choisissez le parcours AJA à l'inscription.
- **Votre inscription en cours** (l'orientation choisie), pour ne rien perdre si vous êtes interrompu(e), jusqu'à la création de votre compte.
- **La navigation de l'onglet** : la page précédente, le code adhérent saisi pendant l'inscription, une fenêtre d'information déjà vue. Effacée à la fermeture de l'onglet.

La charte de confidentialité limite à 13 mois au plus la durée de vie des cookies et traceurs ; aucune de ces informations ne sert à vous suivre d'un site à l'autre.

## Services extérieurs

- **La vérification anti-robot** des formulaires est un petit calcul fait par votre navigateur : aucun service extérieur, aucun cookie.
- **Le paiement par carte** se fait sur la page sécurisée de notre prestataire bancaire, qui peut y déposer ses propres cookies, nécessaires au paiement et sous sa responsabilité.
- **La carte des ateliers** affiche des fonds de carte chargés depuis un serveur cartographique, qui reçoit comme tout site l'adresse IP de votre appareil ; la plateforme n'y dépose aucun cookie.

## Effacer ces informations

Se déconnecter efface la session. Vous pouvez tout effacer à tout moment depuis les réglages de votre navigateur (« Effacer les données de navigation » ou « Données des sites ») ; vous devrez alors vous reconnecter et refaire vos choix d'affichage.

Pour toute question : [{{privacy_contact_mail}}](mailto:{{privacy_contact_mail}}).`;

const salesTerms = `Ces conditions s'appliquent aux adhésions et aux dons faits en ligne sur la plateforme au profit de {{association_name}}, {{association_status}}, dont le siège est au {{association_address}}. Payer une adhésion ou faire un don vaut acceptation de ces conditions.

## Les adhérents

L'association compte trois types d'adhérents :

- **Bénéficiaire** : personne suivie ou ayant été suivie pour une pathologie cancéreuse, qui participe aux ateliers de remédiation cognitive ;
- **Professionnel** : neuropsychologue, institut ou animateur d'ateliers, qui anime des ateliers avec les outils de l'association ;
- **Membre actif** : personne qui soutient l'association et participe à sa vie.

## L'adhésion

- Elle coûte {{subscription_amount}} par an pour un bénéficiaire ou un membre actif, et {{pro_subscription_amount}} pour un professionnel.
- Elle vaut pour un an à compter du paiement. Son renouvellement vous est proposé 15 jours avant l'échéance ; la nouvelle année commence à la fin de la précédente.
- Elle est gratuite pour les jeunes du parcours AJA et leurs aidants, et peut être prise en charge par l'organisme partenaire qui vous oriente (code adhérent).
- Elle donne accès aux ateliers, dans la limite des places de chaque séance (au-delà, une liste d'attente est proposée).

En adhérant comme bénéficiaire, vous certifiez être ou avoir été suivi(e) pour une pathologie cancéreuse.

## Les dons

Vous choisissez librement le montant de votre don. L'association étant d'intérêt général, un don ouvre droit à une réduction d'impôt sur le revenu de 66 % de son montant, dans la limite de 20 % du revenu imposable (article 200 du code général des impôts) : un don de 100 € ne vous coûte que 34 €. Le reçu fiscal se télécharge depuis la page « Mes paiements » dès que le paiement est confirmé.

## Le paiement

- Les montants sont indiqués en euros, toutes taxes comprises ; le total à payer doit être d'au moins 1 €.
- Le paiement se fait par carte bancaire sur la page sécurisée de notre prestataire bancaire (service E-transactions). L'association ne reçoit jamais vos numéros de carte.
- L'adhésion ou le don n'est enregistré qu'une fois le paiement confirmé par la banque. En cas d'échec, rien n'est débité et vous pouvez réessayer.
- Pour tout paiement de plus de 2 500 euros, un justificatif d'identité vous sera demandé avant que le paiement soit accepté.

## Rétractation et remboursement

- **Adhésion** : vous disposez de 14 jours à compter du paiement pour y renoncer, sans avoir à vous justifier, en écrivant à [{{contact_mail}}](mailto:{{contact_mail}}). Vous êtes remboursé(e) dans les 14 jours, par le même moyen de paiement ; si vous avez demandé à participer à des séances pendant ce délai, le montant correspondant aux séances suivies est déduit.
- **Don** : un don est définitif et ne peut être remboursé, sauf erreur manifeste (montant saisi par erreur, paiement en double) signalée dans les 14 jours.

## Réclamations

Pour toute question ou réclamation : [{{contact_mail}}](mailto:{{contact_mail}}) ou par courrier à l'adresse du siège. Nous cherchons d'abord une solution amiable ; à défaut, le litige relève des tribunaux français.

## Données personnelles

Les données du paiement sont traitées comme le décrit la [Charte de confidentialité](/charte-de-confidentialite). Les justificatifs d'un paiement par carte sont gardés 13 mois après le débit (15 mois pour une carte à débit différé).`;

const termsOfUse = `Ces conditions régissent l'utilisation de la plateforme de {{association_name}}. Créer un compte vaut acceptation de ces conditions et de la [Charte de confidentialité](/charte-de-confidentialite).

## Le service

La plateforme permet de s'inscrire à l'association, d'adhérer ou de faire un don, de s'inscrire aux ateliers de remédiation cognitive et à leurs séances, de répondre aux questionnaires et, pour les professionnels, d'animer leurs ateliers et de consulter la bibliothèque et les supports.

**Les ateliers sont un accompagnement, pas un soin** : ils ne remplacent ni un avis médical ni le suivi par votre équipe soignante. En cas d'urgence, appelez le 15 ou le 112.

## Qui peut s'inscrire

- Toute personne majeure, pour elle-même : bénéficiaire, professionnel ou membre actif.
- Dans le parcours AJA : les jeunes de 18 à 30 ans ; les jeunes de 15 à 17 ans sont inscrits par leur représentant légal, qui crée d'abord son propre compte.

## Votre compte

- Les informations que vous donnez doivent être exactes ; vous pouvez les corriger depuis votre profil.
- Votre accès est personnel : ne partagez ni votre mot de passe, ni votre compte.
- Si vous pensez que quelqu'un utilise votre compte, changez votre mot de passe et prévenez l'association.

## Pendant les ateliers

Chaque participant s'engage à :

- ne pas partager son accès à la plateforme ni aux séances en ligne ;
- garder confidentiel le contenu des ateliers ;
- rester discret sur ce que les autres participants partagent ;
- ne faire aucune capture d'écran ni aucun enregistrement pendant les ateliers.

## Supports et bibliothèque

Les supports d'ateliers et les documents de la bibliothèque sont réservés aux professionnels qui y ont droit, pour leur usage dans le cadre des ateliers. Ils ne peuvent être ni diffusés ni reproduits sans l'accord de l'association (voir les [Mentions légales](/mentions-legales)).

## Disponibilité

L'association fait de son mieux pour que la plateforme reste accessible, mais elle peut être interrompue pour maintenance ou en cas de panne.

## Suspension du compte

L'association peut suspendre un compte qui ne respecte pas ces conditions, après vous en avoir informé(e), sauf urgence.

## Modification et contact

Ces conditions peuvent évoluer ; la date de leur dernière mise à jour figure en haut de cette page. Pour toute question : [{{contact_mail}}](mailto:{{contact_mail}}).`;

/** The five texts, under their settings keys (not public as such: /api/legal serves them filled in). */
export const legalTextSettings = [
  { key: 'legal_privacy', value: privacy, isPublic: false },
  { key: 'legal_notice', value: notice, isPublic: false },
  { key: 'legal_cookies', value: cookies, isPublic: false },
  { key: 'legal_sales_terms', value: salesTerms, isPublic: false },
  { key: 'legal_terms_of_use', value: termsOfUse, isPublic: false },
];
