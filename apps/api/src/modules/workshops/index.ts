import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { advanceComingPlaces } from './coming-places.repository.ts';
import { registerWorkshopChoiceRoutes } from './workshop-choices.routes.ts';
import { registerWorkshopRoutes } from './workshops.routes.ts';

/**
 * How often each API process moves the kept totals of places taken past the sessions that
 * started (ADR 017): the list's correction then reads a few minutes of sessions at most.
 */
const COMING_PLACES_ADVANCE_MS = 5 * 60_000;

function scheduleComingPlacesAdvance(app: FastifyInstance, { context }: ModuleOptions): void {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = advanceComingPlaces(context.database.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'avance des places prises impossible'),
    );
  }, COMING_PLACES_ADVANCE_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** Workshops and their sessions, under /api. */
export async function workshopsModule(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  registerWorkshopRoutes(app, options.context);
  registerWorkshopChoiceRoutes(app, options.context);
  scheduleComingPlacesAdvance(app, options);
}
