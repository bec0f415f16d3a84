import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { useFrenchZodMessages } from '@plateforme/shared/validation/zod-fr';
import type { AppContext } from './app-context.ts';
import { createMailer, type Mailer, type OutboxMailer } from './lib/mailer.ts';
import { registerOauthRoutes } from './modules/accounts/oauth.routes.ts';
import { registerProfileRoutes } from './modules/accounts/profile.routes.ts';
import { registerCaptchaRoutes } from './modules/captcha/captcha.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerPasswordRoutes } from './modules/password/password.routes.ts';
import { registerPaymentRoutes } from './modules/membership/payments.routes.ts';
import { registerGeoRoutes } from './modules/registration/geo.routes.ts';
import { registerPartnerRoutes } from './modules/registration/partners.routes.ts';
import { registerRegistrationRoutes } from './modules/registration/registration.routes.ts';
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts';
import { registerSurveyRoutes } from './modules/surveys/surveys.routes.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerWorkshopRoutes } from './modules/workshops/workshops.routes.ts';
import { identify } from './plugins/auth.ts';
import { rejectNulCharacters } from './plugins/nul-characters.ts';
import { parseQueryString } from './plugins/querystring.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { readWebBuild } from './plugins/web-pages.ts';
import { registerSwagger } from './plugins/swagger.ts';

useFrenchZodMessages();

export type RouteEntry = { method: string; url: string };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    routeList: RouteEntry[];
  }
}

/** Failed e-mails are tried again every minute, by each API process, on what is due. */
const MAIL_RETRY_INTERVAL_MS = 60_000;

function scheduleMailRetries(app: FastifyInstance, outbox: OutboxMailer): void {
  const timer = setInterval(() => {
    outbox.retryDue().catch((error: unknown) => app.log.error({ err: error }, 'nouvel essai des e-mails impossible'));
  }, MAIL_RETRY_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await outbox.idle();
  });
}

export type BuildAppOptions = Omit<AppContext, 'mailer'> & { mailer?: Mailer; logger?: FastifyBaseLogger };

/** Builds the whole application without listening: server.ts listens, tests inject. */
export async function buildApp({ logger, mailer, ...options }: BuildAppOptions) {
  const outbox = mailer ? null : createMailer(options.config, options.database.db);
  const context: AppContext = { ...options, mailer: mailer ?? outbox! };
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: options.config.TRUST_PROXY === 'true',
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200, querystringParser: parseQueryString },
  });
  if (outbox) scheduleMailRetries(app, outbox);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every route the app serves, so the authorisation matrix can prove it covers them all.
  const routes: RouteEntry[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });

  const web = readWebBuild(context.config.WEB_DIST);
  // External plugins, then the app's own, then routes (fastify/demo order).
  await registerSecurity(app, web?.scriptHashes ?? []);
  await registerSwagger(app);
  registerErrorHandler(app);
  // OAuth clients and the payment provider post form-encoded bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', identify(context.database.db));
  app.addHook('preValidation', rejectNulCharacters);

  registerHealthRoutes(app, context);
  registerOauthRoutes(app, context);
  registerProfileRoutes(app, context);
  registerPasswordRoutes(app, context);
  registerCaptchaRoutes(app, context);
  registerUserRoutes(app, context);
  registerRegistrationRoutes(app, context);
  registerPartnerRoutes(app, context);
  registerGeoRoutes(app);
  registerSettingsRoutes(app, context);
  registerSurveyRoutes(app, context);
  registerWorkshopRoutes(app, context);
  await registerPaymentRoutes(app, context);

  await registerSpa(app, web);
  await app.ready();
  return app;
}
