import type { Check } from '../authorization-matrix.ts';
import { staffAnd } from './helpers.ts';

/** Sessions in one's calendar and the e-mails about them (ADR 072, 074). */
export const calendarChecks: Check[] = [
  {
    // Earlier rows leave nobody with a place in this session.
    route: 'GET /api/meetings/:id/calendar.ics',
    about: "a session of pro@demo.fr's workshop, without a place in it",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => ({ method: 'GET', url: `/api/meetings/${f.openMeetingId}/calendar.ics` }),
  },
  {
    // The address is its own key: an unknown one is 404 for everyone, signed in or not.
    route: 'GET /api/calendar/:token.ics',
    about: 'an unknown address',
    allowed: 'public',
    tokenless: true,
    request: () => ({ method: 'GET', url: '/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' }),
  },
  {
    route: 'GET /api/user/calendar-feed',
    about: 'own address',
    allowed: 'signed-in',
    request: () => ({ method: 'GET', url: '/api/user/calendar-feed' }),
  },
  {
    route: 'POST /api/user/calendar-feed',
    about: 'own address',
    allowed: 'signed-in',
    request: () => ({ method: 'POST', url: '/api/user/calendar-feed' }),
  },
  {
    route: 'DELETE /api/user/calendar-feed',
    about: 'own address',
    allowed: 'signed-in',
    request: () => ({ method: 'DELETE', url: '/api/user/calendar-feed' }),
  },
  {
    route: 'GET /api/user/session-mail-preferences',
    about: 'own choices',
    allowed: 'signed-in',
    request: () => ({ method: 'GET', url: '/api/user/session-mail-preferences' }),
  },
  {
    route: 'PUT /api/user/session-mail-preferences',
    about: 'own choices, everything on',
    allowed: 'signed-in',
    request: () => ({
      method: 'PUT',
      url: '/api/user/session-mail-preferences',
      payload: { reminders: true, skipped_reminder_hours: [], offers: true, participant_lists: true },
    }),
  },
];
