import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { advanceComingPlaces } from './coming-places.repository.ts';
import { registerWorkshopChoiceRoutes } from './workshop-choices.routes.ts';
import { registerWorkshopRoutes } from './workshops.routes.ts';
import { registerAttendanceRoutes } from './meetings/attendance.routes.ts';
import { registerMeetingFormRoutes } from './meetings/meeting-form.routes.ts';
import { registerMeetingRoutes } from './meetings/meetings.routes.ts';
import { registerSubscriptionRoutes } from './meetings/subscriptions.routes.ts';
import { registerMapRoutes } from './map/map.routes.ts';
import { defineSessionMailJobs } from './mails/session-mails.jobs.ts';
import { definePlaceOfferJobs } from './meetings/offers.service.ts';
import { registerAdminWorkshopRoutes } from './admin/admin-workshops.routes.ts';
import { registerPlanningRoutes } from './admin/planning.routes.ts';
import { registerUserListRoutes } from './members/members.routes.ts';
import { registerCalendarRoutes } from './calendar/calendar.routes.ts';
import { registerProNextMeetingRoutes } from './pro-next-meeting.routes.ts';

/**
 * How often the kept totals of places taken move past the sessions that started (ADR 054): the
 * list's correction then reads a few minutes of sessions at most.
 */
const COMING_PLACES_ADVANCE_MS = 5 * 60_000;

/**
 * Workshops, under /api: the lists and the map, sessions (meetings), subscriptions and the
 * waiting list, attendance, the meeting form, « Mes adhérents », and the staff's workshops and planning.
 */
export async function workshopsModule(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  registerWorkshopRoutes(app, options.context);
  registerWorkshopChoiceRoutes(app, options.context);
  registerMeetingRoutes(app, options.context);
  registerSubscriptionRoutes(app, options.context);
  registerAttendanceRoutes(app, options.context);
  registerMeetingFormRoutes(app, options.context);
  registerUserListRoutes(app, options.context);
  registerMapRoutes(app, options.context);
  registerAdminWorkshopRoutes(app, options.context);
  registerPlanningRoutes(app, options.context);
  registerCalendarRoutes(app, options.context);
  registerProNextMeetingRoutes(app, options.context);
  options.context.jobs.define({
    kind: 'coming-places-advance',
    everyMs: COMING_PLACES_ADVANCE_MS,
    maxAttempts: 1,
    run: async (_, { db }) => `${await advanceComingPlaces(db)} atelier(s)`,
  });
  defineSessionMailJobs(options.context);
  definePlaceOfferJobs(options.context.jobs);
}
