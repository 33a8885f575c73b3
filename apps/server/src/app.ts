import { hostname } from 'node:os';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { geocodingPlugin } from './adapters/geocoding/index.ts';
import { twilioTransport } from './adapters/sms/index.ts';
import { authPlugin } from './plugins/auth/index.ts';
import boardLive from './plugins/board-live/index.ts';
import { staffAuthPlugin } from './plugins/staff-auth/index.ts';
import { altchaVerifier, captchaPlugin, recaptchaVerifier } from './plugins/captcha/index.ts';
import type { CaptchaVerifier } from './plugins/captcha/index.ts';
import { mailerPlugin, smtpTransport } from './plugins/mailer/index.ts';
import { paymentsPlugin } from './plugins/payments/index.ts';
import { orderActionsPlugin } from './plugins/order-actions/index.ts';
import { pushPlugin } from './plugins/push/index.ts';
import compression from './plugins/compression.ts';
import database from './plugins/db.ts';
import errorHandler from './plugins/error-handler.ts';
import errorReporting from './plugins/error-reporting.ts';
import type { ServerErrorReporter } from './error-reporting/server-reporter.ts';
import orderVerification from './plugins/order-verification.ts';
import boardSafety from './plugins/board-safety/plugin.ts';
import pages from './plugins/pages.ts';
import privateAnswers from './plugins/private-answers.ts';
import { rateLimitPlugin } from './plugins/rate-limit/index.ts';
import security from './plugins/security.ts';
import staticAssets from './plugins/static-assets.ts';
import media from './plugins/media/index.ts';
import storefront from './plugins/storefront.ts';
import socialSignIn from './plugins/social-sign-in.ts';
import zodSchemas from './plugins/zod-schemas.ts';
import apiRoutes from './routes/api/index.ts';
import devMailboxRoutes from './routes/dev/index.ts';
import healthRoutes from './routes/health.ts';
import installableAppRoutes from './routes/installable-app/index.ts';
import metricsPlugin from './plugins/metrics/index.ts';
import housekeeping from './plugins/housekeeping.ts';
import sandboxPayRoutes from './routes/sandbox-pay/index.ts';
import { logError } from './log-scrub.ts';
import { redactUrl, redactUrlsInText } from './secret-urls.ts';
import { httpServerOptions, limitConnections, refuseOtherTargets } from './http-server.ts';

/**
 * Options of `buildApp`: `pages: false` leaves out the web build (API tests);
 * `logStream` receives the log instead of stdout (tests); `logBindings` are
 * written on every log line (a cluster worker's id).
 */
export interface BuildOptions {
  pages?: boolean;
  logStream?: DestinationStream;
  logBindings?: Record<string, string | number>;
  /** Where server errors are reported (docs/decisions/026); none: not reported. */
  errorReporter?: ServerErrorReporter;
  /** The storefront cache's clock (tests move it instead of sleeping); default Date.now. */
  storefrontClock?: () => number;
  /** Which Web Push services the server sends to; default any https one (tests add their local stand-in). */
  pushServices?: (endpoint: URL) => boolean;
}

/**
 * The request as a log line shows it: Fastify's fields, with the secrets of
 * its URL (e-mailed codes, order hashes, tokens) redacted.
 */
function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * The whole server: API, static assets and server-rendered pages in one
 * Fastify instance. Returned before `ready()`, so tests may add routes and
 * then call `app.inject`; `pages: false` leaves out the web build (API tests).
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Credentials never reach the log: headers are left out of request lines, and redacted if some log line carries them.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // An error's message and stack lose what a bug may quote of the request (credentials, contact details).
      serializers: { req: requestLogFields, err: logError },
      // Secrets of URLs are redacted on every line as written, not only in request lines: an error's message or
      // stack quotes the URL too (React Router's 405 for POST /cambia-password/<code>: issue 31 item 13).
      hooks: { streamWrite: redactUrlsInText },
      ...(options.logStream === undefined ? {} : { stream: options.logStream }),
      // pino's own base (pid, hostname) plus ours.
      ...(options.logBindings === undefined
        ? {}
        : { base: { pid: process.pid, hostname: hostname(), ...options.logBindings } }),
    },
    // Keep-alive connections that are idle do not hold up a shutdown.
    forceCloseConnections: 'idle',
    // Fastify's 10 s per plugin is too short for loading the page handler's bundle on a busy
    // 2-core machine (seen: 'pages' did not start in time at load average 24); a real hang still fails.
    pluginTimeout: 60_000,
    // request.ip (what the rate limits count) comes from X-Forwarded-For only when a listed proxy sent it.
    trustProxy: config.trustProxy,
    ...httpServerOptions(config.http),
  });
  limitConnections(app, config.http);
  app.addHook('onRequest', refuseOtherTargets);

  try {
    await registerEverything(app, config, options);
  } catch (error) {
    // A plugin that failed half-way may hold the database open.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

async function registerEverything(
  app: FastifyInstance,
  config: Config,
  { pages: withPages = true, errorReporter, storefrontClock, pushServices }: BuildOptions,
): Promise<void> {
  // Tests refuse an error code an endpoint does not declare; a deployment logs it.
  await app.register(errorHandler, { undeclaredCodes: config.nodeEnv === 'test' ? 'refuse' : 'log' });
  await app.register(zodSchemas);
  await app.register(security, {
    https: config.publicUrl.startsWith('https:'),
    errorReportsOrigin:
      config.errorReporting.browserDsn === undefined
        ? undefined
        : new URL(config.errorReporting.browserDsn).origin,
  });
  await app.register(privateAnswers);
  await app.register(compression);
  await app.register(database, { config });
  await app.register(boardLive, { databaseUrl: config.databaseUrl, ...config.boardLive });
  await app.register(metricsPlugin, { token: config.metricsToken, trustProxy: config.trustProxy });
  await app.register(socialSignIn, { settings: config.socialSignIn, publicUrl: config.publicUrl });
  await app.register(storefront, { errorReporting: config.errorReporting, clock: storefrontClock });
  await app.register(rateLimitPlugin, {
    perMinute: config.authRateLimitPerMinute,
    couponsPerMinute: config.couponRateLimitPerMinute,
    orderVerifyPerMinute: config.orderVerifyRateLimitPerMinute,
    ordersPerMinute: config.orderRateLimitPerMinute,
    pendingOrders: { perCustomer: config.pendingOrdersPerCustomer, perClient: config.pendingOrdersPerClient },
    loginFailuresPerHour: config.loginFailuresPerAccountPerHour,
    mailsPerHour: config.accountMailsPerRecipientPerHour,
  });
  await app.register(authPlugin, { secret: config.authSecret, tokenTtlSeconds: config.tokenTtlSeconds });
  await app.register(staffAuthPlugin, {
    https: config.publicUrl.startsWith('https:'),
    sessionTtlHours: config.staffAccess.sessionTtlHours,
    lockoutFailures: config.staffAccess.lockoutFailures,
    lockoutMinutes: config.staffAccess.lockoutMinutes,
  });
  await app.register(errorReporting, { reporter: errorReporter });
  await app.register(mailerPlugin, {
    transport:
      config.mailer === 'smtp' && config.smtpUrl !== undefined
        ? smtpTransport(config.smtpUrl, config.mailFrom)
        : undefined,
    smsTransport: config.twilio === undefined ? undefined : twilioTransport(config.twilio),
    linkBase: config.publicUrl,
    backgroundJobs: config.backgroundJobs,
  });
  await app.register(orderVerification, {
    ttlMinutes: config.orderVerifyTtlMinutes,
    backgroundJobs: config.backgroundJobs,
  });
  await app.register(housekeeping, { backgroundJobs: config.backgroundJobs });
  await app.register(captchaPlugin, { verifier: captchaVerifier(app, config) });
  await app.register(geocodingPlugin, {
    kind: config.geocoder,
    countryCodes: config.geocoderCountries,
    gazetteerFile: config.gazetteerFile,
    nominatimUrl: config.nominatimUrl,
    nominatimEmail: config.nominatimEmail,
    googleApiKey: config.googleMapsApiKey,
    googlePlacesUrl: config.googlePlacesUrl,
    photonUrl: config.photonUrl,
    timeoutMs: config.geocoderTimeoutMs,
    userAgent: `Ordina-storefront/0.1 (+${config.publicUrl})`,
  });

  await app.register(paymentsPlugin, {
    settings: config.payments,
    publicUrl: config.publicUrl,
    production: config.nodeEnv === 'production',
    backgroundJobs: config.backgroundJobs,
  });
  await app.register(pushPlugin, {
    vapidKeys: config.webPush.vapidKeys,
    subject: config.webPush.subject,
    acceptsEndpoint: pushServices,
  });
  await app.register(orderActionsPlugin);

  await app.register(boardSafety, { backgroundJobs: config.backgroundJobs });

  await app.register(healthRoutes);
  await app.register(media, { mediaDir: config.mediaDir });
  await app.register(apiRoutes, { prefix: '/api', apiDocs: config.apiDocs });
  // The sandbox gateway's hosted pay page: part of the server, not of the web build (API tests use it too).
  await app.register(sandboxPayRoutes);
  if (config.devMailbox) await app.register(devMailboxRoutes, { prefix: '/dev' });
  // Without pages (API tests): no web build needed, and unknown paths answer the API's 404.
  if (!withPages) return;
  await app.register(staticAssets, { webBuildDir: config.webBuildDir });
  // The manifest, its icons and the offline page of the installable storefront (docs/decisions/069).
  await app.register(installableAppRoutes);
  await app.register(pages, { config });
}

/** The configured bot protection; ALTCHA's key comes from ALTCHA_HMAC_KEY or is derived from the auth secret. */
function captchaVerifier(app: FastifyInstance, config: Config): CaptchaVerifier {
  if (
    config.captcha === 'recaptcha' &&
    config.recaptchaSecret !== undefined &&
    config.recaptchaSiteKey !== undefined
  ) {
    return recaptchaVerifier({
      secret: config.recaptchaSecret,
      siteKey: config.recaptchaSiteKey,
      verifyUrl: config.recaptchaVerifyUrl,
    });
  }
  return altchaVerifier({
    hmacKey: config.altchaHmacKey ?? app.auth.derivedKey('altcha'),
    maxNumber: config.altchaMaxNumber,
    db: app.database.db,
    businessId: app.businessId,
  });
}
