import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { useFrenchZodMessages } from '@plateforme/shared/validation/zod-fr';
import type { AppContext } from './app-context.ts';
import { mapTileOrigin, type Config } from './config.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import type { Storage } from './lib/storage/storage.ts';
import { defineKernelJobs } from './kernel-jobs.ts';
import { createJobRunner, type JobRunner } from './lib/jobs.ts';
import { accountsModule, oauthModule, passwordAliasModule } from './modules/accounts/index.ts';
import { libraryModule } from './modules/library/index.ts';
import { membershipModule } from './modules/membership/index.ts';
import { platformModule } from './modules/platform/index.ts';
import { registerMetrics } from './modules/platform/metrics/metrics.routes.ts';
import { registrationModule } from './modules/registration/index.ts';
import { supportsModule } from './modules/supports/index.ts';
import { surveysModule } from './modules/surveys/index.ts';
import { workshopsModule } from './modules/workshops/index.ts';
import { identify } from './plugins/auth.ts';
import { rejectNulCharacters } from './plugins/nul-characters.ts';
import { registerBodyParsers } from './plugins/body-parsers.ts';
import { httpTimeouts } from './plugins/http-timeouts.ts';
import { parseQueryString } from './plugins/querystring.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { noStorePrivateAnswers } from './plugins/no-store.ts';
import { withRedactedRequests } from './plugins/request-log.ts';
import { registerSecurity } from './plugins/security.ts';
import { drainOnClose } from './plugins/in-flight.ts';
import { registerSpa } from './plugins/spa.ts';
import { readWebBuild } from './plugins/web-pages.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { responseSerializer } from './lib/response-serializer.ts';

useFrenchZodMessages();

export type RouteEntry = { method: string; url: string };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    routeList: RouteEntry[];
    /** The background jobs: tests run the due ones on their own clock. */
    jobs: JobRunner;
  }
}

/**
 * Fastify's option for the X-Forwarded-For entries to believe. A hop count becomes a
 * function because Fastify's types only take the address list or a predicate.
 */
function trustedProxies(
  setting: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

export type BuildAppOptions = Omit<AppContext, 'mailer' | 'jobs' | 'storage'> & {
  mailer?: Mailer;
  storage?: Storage;
  logger?: FastifyBaseLogger;
};

/** Builds the whole application without listening: server.ts listens, tests inject. */
export async function buildApp({ logger, mailer, storage, ...options }: BuildAppOptions) {
  const outbox = mailer ? null : createMailer(options.config, options.database.db);
  const jobLog = logger ?? { error: () => undefined };
  const jobs = createJobRunner(options.database.db, jobLog);
  const context: AppContext = {
    ...options,
    mailer: mailer ?? outbox!,
    jobs,
    storage: storage ?? createStorage(options.config),
  };
  const app = Fastify({
    ...(logger ? { loggerInstance: withRedactedRequests(logger) } : { logger: false }),
    trustProxy: trustedProxies(options.config.TRUST_PROXY),
    // Unique across processes, so one request's log lines are found whatever process answered.
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    ...httpTimeouts(options.config),
    routerOptions: { maxParamLength: 200, querystringParser: parseQueryString },
  });
  defineKernelJobs(jobs, options.database.db, outbox);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await outbox?.idle();
  });
  drainOnClose(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  // Every route the app serves, so the authorisation matrix can prove it covers them all.
  const routes: RouteEntry[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });

  const web = readWebBuild(context.config.WEB_DIST);
  // External plugins, then the app's own, then routes (fastify/demo order).
  await registerSecurity(app, web?.scriptHashes ?? [], [mapTileOrigin(context.config)], {
    publicUrl: context.config.PUBLIC_URL,
  });
  await registerSwagger(app);
  registerErrorHandler(app);
  // JSON and form-encoded bodies, checked for U+0000 as they are parsed; the hook below checks the path and query.
  registerBodyParsers(app);
  app.decorateRequest('auth', null);
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', identify(context.database.db));
  app.addHook('onSend', noStorePrivateAnswers);
  app.addHook('preValidation', rejectNulCharacters);
  // Before the modules: the request hook must see every route (ADR 092).
  await registerMetrics(app, context);

  // Each module is an enclosed plugin under its prefix: its routes, hooks and decorations stay its own.
  const apiModules = [
    platformModule,
    accountsModule,
    registrationModule,
    membershipModule,
    workshopsModule,
    supportsModule,
    libraryModule,
    surveysModule,
  ];
  for (const module of apiModules) await app.register(module, { prefix: '/api', context });
  await app.register(oauthModule, { context });
  await app.register(passwordAliasModule, { context });

  await registerSpa(app, web);
  await app.ready();
  if (context.config.JOBS_POLL_SECONDS > 0) jobs.start(context.config.JOBS_POLL_SECONDS * 1000);
  return app;
}
