import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerAttendanceRoutes } from './attendance.routes.ts';
import { registerMeetingFormRoutes } from './meeting-form.routes.ts';
import { registerMeetingRoutes } from './meetings.routes.ts';
import { registerSubscriptionRoutes } from './subscriptions.routes.ts';

/** Sessions, subscriptions and the meeting form with its planning (P2 §3 Meeting, §4, §5, §7), under /api. */
export async function meetingsModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerMeetingRoutes(app, context);
  registerSubscriptionRoutes(app, context);
  registerAttendanceRoutes(app, context);
  registerMeetingFormRoutes(app, context);
}
