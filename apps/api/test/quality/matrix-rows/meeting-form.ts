import type { Check } from '../authorization-matrix.ts';
import { staffAnd } from './helpers.ts';

/** The meeting form and the planning sequence, then the back office's people and invitations. */
export const meetingFormChecks: Check[] = [
  // The meeting form (P2 §5, §7)
  {
    route: 'POST /api/meetings',
    about: "a session of pro@demo.fr's workshop",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => {
      const start = new Date(Date.now() + 20 * 86_400_000);
      return {
        method: 'POST',
        url: '/api/meetings',
        payload: {
          workshop_id: f.openWorkshop.id,
          start: start.toISOString(),
          end: new Date(start.getTime() + 3_600_000).toISOString(),
          type: f.openWorkshop.type,
          address: '1 rue du Test',
          link: 'https://visio.exemple.fr/test',
          sequence: 1,
          places: 10,
          subscribers: [],
          queued: [],
        },
      };
    },
  },
  {
    route: 'POST /api/workshops/:id/meetings/cycle',
    about: "a previewed cycle of pro@demo.fr's workshop: nothing written",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => {
      const first = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
      return {
        method: 'POST',
        url: `/api/workshops/${f.openWorkshop.id}/meetings/cycle`,
        payload: {
          weekday: ((new Date(`${first}T12:00:00Z`).getUTCDay() + 6) % 7) + 1,
          first_day: first,
          count: 2,
          start_time: '14:00',
          end_time: '15:30',
          type: f.openWorkshop.type,
          address: '1 rue du Test',
          link: 'https://visio.exemple.fr/test',
          places: 10,
          sequence: 1,
          preview: true,
        },
      };
    },
  },
  {
    route: 'PUT /api/meetings/:id',
    about: "a session of pro@demo.fr's workshop",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => ({ method: 'PUT', url: `/api/meetings/${f.openMeetingId}`, payload: { places: 100 } }),
  },
  // Cancelling: a session that does not exist, so no fixture is lost; who runs it is tested apart.
  {
    route: 'DELETE /api/meetings/:id',
    about: 'a premium pro or the staff',
    allowed: staffAnd('pro_premium', 'pro_licence'),
    request: () => ({ method: 'DELETE', url: '/api/meetings/999999' }),
  },
  {
    route: 'GET /api/meetings/:id',
    about: 'a session of an active workshop',
    allowed: 'public',
    request: (_a, f) => ({ method: 'GET', url: `/api/meetings/${f.openMeetingId}` }),
  },
  {
    route: 'GET /api/planning/sequence/:workshop_id/:weekNumber/:year',
    about: '',
    allowed: staffAnd('pro_premium', 'pro_licence'),
    request: (_a, f) => ({
      method: 'GET',
      url: `/api/planning/sequence/${f.openWorkshop.id}/10/${new Date().getUTCFullYear()}`,
    }),
  },
  {
    route: 'PUT /api/meetings/:id/attendance/:user_id',
    about: "a member of pro@demo.fr's workshop (the session has not started: 409 for those allowed)",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => ({
      method: 'PUT',
      url: `/api/meetings/${f.openMeetingId}/attendance/${f.workshopMemberId}`,
      payload: { attendance: 1 },
    }),
  },
  {
    route: 'PUT /api/meetings/:id/attendance',
    about: "« Tous présents » at a session of pro@demo.fr's workshop (not started: 409 for those allowed)",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => ({
      method: 'PUT',
      url: `/api/meetings/${f.openMeetingId}/attendance`,
      payload: { all_present: true },
    }),
  },
  {
    route: 'GET /api/pro/next-meeting',
    about: '« Ma prochaine séance » on the pro’s home (the staff get none)',
    allowed: staffAnd('pro_premium', 'pro_licence'),
    request: () => ({ method: 'GET', url: '/api/pro/next-meeting' }),
  },
  {
    route: 'GET /api/meetings/:id/export-subscribers',
    about: "a session of pro@demo.fr's workshop",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => ({ method: 'GET', url: `/api/meetings/${f.openMeetingId}/export-subscribers` }),
  },
  {
    route: 'GET /api/admin/users',
    about: 'back office',
    allowed: staffAnd(),
    request: () => ({ method: 'GET', url: '/api/admin/users?role=pro&premium=no&archived=no&sort=email' }),
  },
  {
    route: 'GET /api/admin/users/export',
    about: 'back office',
    allowed: staffAnd(),
    request: () => ({ method: 'GET', url: '/api/admin/users/export?q=demo' }),
  },
  {
    route: 'GET /api/admin/users/:id',
    about: 'back office',
    allowed: staffAnd(),
    request: (_a, f) => ({ method: 'GET', url: `/api/admin/users/${f.strangerId}` }),
  },
  {
    route: 'PUT /api/admin/users/:id',
    about: 'back office',
    allowed: staffAnd(),
    request: (_a, f) => ({
      method: 'PUT',
      url: `/api/admin/users/${f.invitedPro.id}`,
      payload: {
        firstname: 'Paul',
        lastname: 'Invité',
        email: 'pro.invite.matrice@exemple.fr',
        phone: null,
        role: 'pro',
      },
    }),
  },
  {
    route: 'POST /api/admin/users/:id/archive',
    about: 'back office',
    allowed: staffAnd(),
    request: (_a, f) => ({ method: 'POST', url: `/api/admin/users/${f.invitedPro.id}/archive` }),
  },
  {
    route: 'POST /api/admin/users/:id/unarchive',
    about: 'back office',
    allowed: staffAnd(),
    request: (_a, f) => ({ method: 'POST', url: `/api/admin/users/${f.invitedPro.id}/unarchive` }),
  },
  {
    route: 'POST /api/admin/users/:id/pro-statuses',
    about: 'back office',
    allowed: staffAnd(),
    request: (_a, f) => ({
      method: 'POST',
      url: `/api/admin/users/${f.invitedPro.id}/pro-statuses`,
      payload: { type: 'basic', start: '2001-01-01', end: '2001-06-30', is_blocked: false },
    }),
  },
  {
    route: 'PUT /api/admin/users/:id/pro-statuses/:statusId',
    about: 'back office',
    allowed: staffAnd(),
    request: (_a, f) => ({
      method: 'PUT',
      url: `/api/admin/users/${f.invitedPro.id}/pro-statuses/${f.invitedPro.statusId}`,
      payload: { type: 'licence', start: '2020-01-01', end: null, is_blocked: false },
    }),
  },
  {
    route: 'DELETE /api/admin/users/:id/pro-statuses/:statusId',
    about: 'back office',
    allowed: staffAnd(),
    request: (_a, f) => ({
      method: 'DELETE',
      url: `/api/admin/users/${f.invitedPro.id}/pro-statuses/${f.invitedPro.removableStatusId}`,
    }),
  },
  {
    route: 'GET /api/admin/invitations',
    about: 'back office',
    allowed: staffAnd(),
    request: () => ({ method: 'GET', url: '/api/admin/invitations' }),
  },
  {
    route: 'POST /api/admin/invitations',
    about: 'back office',
    allowed: staffAnd(),
    request: () => ({
      method: 'POST',
      url: '/api/admin/invitations',
      payload: { email: 'nouvelle.invitation@exemple.fr', firstname: 'Nina', lastname: 'Nouvelle', role: 'user' },
    }),
  },
  {
    route: 'POST /api/admin/invitations/:id/resend',
    about: 'back office',
    allowed: staffAnd(),
    request: (_a, f) => ({ method: 'POST', url: `/api/admin/invitations/${f.invitedPro.invitationId}/resend` }),
  },
];
