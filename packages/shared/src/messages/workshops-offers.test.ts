import { describe, expect, it } from 'vitest';
import { cancelMeetingMessages } from './workshops-offers.ts';

const end = 'Cette action ne peut pas être annulée.';
const calendarOne = 'Le participant recevra un fichier qui retire la séance de son agenda.';
const calendarMany = 'Les participants recevront un fichier qui retire la séance de leur agenda.';

describe('cancelMeetingMessages.dialogText', () => {
  it.each([
    [
      4,
      2,
      `Les 4 participants et les 2 personnes en liste d’attente seront prévenus par e-mail. ${calendarMany} ${end}`,
    ],
    [1, 1, `Le participant et la personne en liste d’attente seront prévenus par e-mail. ${calendarOne} ${end}`],
    [2, 0, `Les 2 participants seront prévenus par e-mail. ${calendarMany} ${end}`],
    [1, 0, `Le participant sera prévenu par e-mail. ${calendarOne} ${end}`],
    [0, 3, `Les 3 personnes en liste d’attente seront prévenues par e-mail. ${end}`],
    [0, 1, `La personne en liste d’attente sera prévenue par e-mail. ${end}`],
    [0, 0, `Personne n’est inscrit à cette séance : aucun e-mail ne sera envoyé. ${end}`],
  ])(
    '%i participants and %i waiting: says who is told, in agreement, leaving out an empty list',
    (participants, waiting, text) => {
      expect(cancelMeetingMessages.dialogText(participants, waiting)).toBe(text);
    },
  );
});
