import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { DEFAULT_DATABASE_URL } from '@ordina/db';
import { GEOCODER_KINDS } from './adapters/geocoding/geocoder.ts';
import type { GeocoderKind } from './adapters/geocoding/geocoder.ts';
import { isLoopbackHost } from './loopback.ts';

// The one module that reads the environment (house style 5): everything else
// receives a typed, validated `Config`.

/** The repository root (apps/server/src → ../../..). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Where the server listens when HOST is unset: everywhere, or loopback only when the dev mailbox is on. */
const DEFAULT_HOST = '0.0.0.0';
const DEV_MAILBOX_DEFAULT_HOST = '127.0.0.1';

/**
 * TRUST_PROXY: `false`, or the proxies whose X-Forwarded-For is believed, as
 * a comma list of IPs, CIDR ranges and proxy-addr's names (loopback,
 * linklocal, uniquelocal), checked by the same parser Fastify uses. `true`
 * is refused: it believes the left-most X-Forwarded-For, which the client
 * writes, so anyone could pick the address a rate limit counts. Hop counts
 * are refused too: Fastify 5 ignores them (it cannot check the peer).
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | string[] => {
    if (value.toLowerCase() === 'false') return false;
    if (value.toLowerCase() === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would let any client choose its address; list the proxies instead (IPs, CIDR ranges, loopback, linklocal, uniquelocal)',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    for (const entry of entries) {
      try {
        if (/^\d+$/.test(entry))
          throw new TypeError(`"${entry}" looks like a hop count, which Fastify 5 ignores`);
        proxyAddr.compile(entry);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `${error instanceof Error ? error.message : String(error)}; expected false or a comma list of IPs, CIDR ranges, loopback, linklocal, uniquelocal`,
        });
        return z.NEVER;
      }
    }
    return entries;
  });

/**
 * GEOCODER_COUNTRIES: where addresses are searched, as ISO 3166-1 alpha-2
 * codes, the business's own first (`it`, or `it,sm` for a Rimini business
 * that also delivers to San Marino). Google takes at most 15.
 */
const countryCodesSchema = z
  .string()
  .trim()
  .transform((value) => value.split(',').map((code) => code.trim().toLowerCase()))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[a-z]{2}$/, { error: 'expected two-letter country codes (ISO 3166-1), e.g. it or it,sm' }),
      )
      .min(1)
      .max(15),
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).optional(),
  TRUST_PROXY: trustProxySchema.default(false),
  DATABASE_URL: z.string().trim().min(1).default(DEFAULT_DATABASE_URL),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  BUSINESS_KEY: z.string().trim().min(1).optional(),
  SEED_BUSINESS_FILE: z.string().trim().min(1).default('packages/db/demo/lido-azzurro.json'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // A server started without NODE_ENV is a real deployment (npm start), not a dev session.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  WEB_BUILD_DIR: z.string().trim().min(1).default('apps/web/build'),
  // Where the owner's uploaded photos are kept (issue 35), served at /media/uploads/.
  MEDIA_DIR: z.string().trim().min(1).default('data/media'),
  // Geocoding (address autocomplete and the delivery-zone check, docs/decisions/066): `local` is the
  // offline gazetteer shipped for the demo town; `nominatim` and `photon` search OpenStreetMap;
  // `google` is Google Places API (New). The browser never talks to them: the server does.
  GEOCODER: z.enum(GEOCODER_KINDS).default('local'),
  GEOCODER_COUNTRIES: countryCodesSchema.default(['it']),
  GAZETTEER_FILE: z.string().trim().min(1).optional(),
  NOMINATIM_URL: z.url({ protocol: /^https?$/ }).default('https://nominatim.openstreetmap.org'),
  NOMINATIM_EMAIL: z.string().trim().min(1).optional(),
  GOOGLE_MAPS_API_KEY: z
    .string()
    .trim()
    .regex(/^AIza[0-9A-Za-z_-]{35}$/, { error: 'must be a Google Cloud API key (AIza… 39 characters)' })
    .optional(),
  GOOGLE_PLACES_URL: z.url({ protocol: /^https?$/ }).default('https://places.googleapis.com'),
  PHOTON_URL: z.url({ protocol: /^https?$/ }).optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(4000),
  // Accounts (tokens, e-mail, bot protection, rate limits).
  AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  // Web Push (docs/decisions/069): the VAPID key pair the server signs its pushes with (both or none;
  // none: generated once and kept in the database, like AUTH_SECRET) and who push services may contact.
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, {
      error: 'must be a P-256 public key, 65 bytes in base64url (87 characters)',
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, {
      error: 'must be a P-256 private key, 32 bytes in base64url (43 characters)',
    })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { error: 'must be a mailto: address or an https: URL' })
    .optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(31 * 86400)
    .default(86400),
  MAILER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  DEV_MAILBOX: z.enum(['true', 'false', '1', '0']).default('false'),
  CAPTCHA: z.enum(['altcha', 'recaptcha']).default('altcha'),
  ALTCHA_HMAC_KEY: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(100).max(10_000_000).default(50_000),
  RECAPTCHA_SECRET: z.string().trim().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().trim().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  COUPON_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  ORDER_VERIFY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  // Denial of inventory (docs/decisions/042): orders placed per client address, and orders that may
  // wait for their code or payment at once per e-mail/phone and per client address.
  ORDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  PENDING_ORDERS_PER_CUSTOMER: z.coerce.number().int().min(1).max(100_000).default(2),
  PENDING_ORDERS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(5),
  LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  // The restaurant's side (docs/decisions/043): staff session lifetime, and the lock-out after
  // consecutive failed sign-ins of one member.
  STAFF_SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  STAFF_LOCKOUT_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  STAFF_LOCKOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  // Online payments (docs/decisions/018). The sandbox gateway needs nothing; Stripe and PayPal
  // are on when their keys are set. *_API_URL point the adapters at a local stand-in in tests.
  PAYMENT_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\S+$/, { error: 'must be a Stripe secret or restricted key (sk_… or rk_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\S+$/, { error: 'must be a Stripe webhook signing secret (whsec_…)' })
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  PAYPAL_CLIENT_ID: z.string().trim().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().trim().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]+$/, { error: 'must be the id PayPal gave the webhook (letters and digits)' })
    .optional(),
  PAYPAL_API_URL: z.url({ protocol: /^https?$/ }).default('https://api-m.paypal.com'),
  // Sign-in with Google or Facebook (docs/decisions/024): the secrets; the client ids are in the
  // business file (`social_login`). *_ISSUER / *_URL point the adapters at a local server in tests.
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  OAUTH_GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  OAUTH_FACEBOOK_APP_SECRET: z.string().trim().min(1).optional(),
  OAUTH_FACEBOOK_DIALOG_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.facebook.com/v21.0/dialog/oauth'),
  OAUTH_FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
  // Connections (see http-server.ts): what one process holds open, and for how long.
  // Orders (docs/decisions/015-017): how long a guest has to confirm an order, and where SMS go.
  ORDER_VERIFY_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  SMS: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().trim().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(1).optional(),
  TWILIO_FROM: z.string().trim().min(1).optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  // The order board's live channel (docs/decisions/045): how often an SQLite server reads new order
  // events while boards are connected, and how often an idle event stream gets a keep-alive comment.
  BOARD_EVENTS_POLL_MS: z.coerce.number().int().min(20).max(10_000).default(300),
  BOARD_KEEP_ALIVE_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(72_000),
  // Processes (docs/decisions/020): HTTP workers of `npm start` (1: no cluster), and whether this
  // server runs the background jobs (the primary gives them to one worker only).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  BACKGROUND_JOBS: z.enum(['true', 'false', '1', '0']).default('true'),
  // Error reporting (docs/decisions/026): off unless a DSN is set; the browser's DSN reaches the pages.
  SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
  SENTRY_DSN_BROWSER: z.url({ protocol: /^https?$/ }).optional(),
  SENTRY_ENVIRONMENT: z.string().trim().min(1).max(64).optional(),
  SENTRY_RELEASE: z.string().trim().min(1).max(200).optional(),
  // GET /metrics from anywhere with `Authorization: Bearer <token>`; without one, only from this machine.
  METRICS_TOKEN: z.string().trim().min(16).max(200).optional(),
  // GET /api/openapi.json and the page /api/docs (docs/decisions/064); off, both answer 404.
  API_DOCS: z.enum(['true', 'false', '1', '0']).default('false'),
  // `live`: a restaurant's real deployment, in which the demo's conveniences refuse to start (issue 36).
  DEPLOYMENT: z.enum(['demo', 'live']).default('demo'),
});

/** Every environment variable the server reads (README "Configuration" and .env.example list them all; a test checks). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** The server's validated configuration. */
export interface Config {
  port: number;
  /** Listen address: HOST, else 0.0.0.0, or 127.0.0.1 when the dev mailbox is on. */
  host: string;
  /** Proxies whose X-Forwarded-For gives the client address (Fastify `trustProxy`); false: the connecting address. */
  trustProxy: false | string[];
  databaseUrl: string;
  /** Public origin of the storefront, without a trailing slash (links in e-mails, callbacks). */
  publicUrl: string;
  /** Which business this deployment serves; undefined means the first (usually only) one. */
  businessKey: string | undefined;
  /** Business file imported on first start, when the database has no business yet (absolute path). */
  seedBusinessFile: string;
  logLevel: (typeof LOG_LEVELS)[number];
  nodeEnv: 'development' | 'production' | 'test';
  /** Output of the web build (absolute path): client/ holds the assets, server/index.js the page handler. */
  webBuildDir: string;
  /** The owner's uploaded photos (absolute path), re-encoded on upload and served at /media/uploads/. */
  mediaDir: string;
  geocoder: GeocoderKind;
  /** Countries addresses are searched in (ISO 3166-1 alpha-2, lower-case), the business's first. */
  geocoderCountries: string[];
  /** Gazetteer for the local geocoder (absolute path); undefined means the shipped demo-town file. */
  gazetteerFile: string | undefined;
  nominatimUrl: string;
  nominatimEmail: string | undefined;
  /** Google Places API (New) key; set when `geocoder` is `google`. */
  googleMapsApiKey: string | undefined;
  /** Google Places API root, without a trailing slash (a local stand-in in tests). */
  googlePlacesUrl: string;
  /** Photon server root, without a trailing slash; set when `geocoder` is `photon`. */
  photonUrl: string | undefined;
  geocoderTimeoutMs: number;
  /** Token-signing key; undefined means one generated on first start and kept in the database. */
  authSecret: string | undefined;
  /**
   * Web Push (docs/decisions/069): the configured VAPID key pair (undefined: generated once and kept in
   * the database) and the contact push services see (VAPID_SUBJECT, default mailto: the sender of e-mails).
   */
  webPush: { vapidKeys: { publicKey: string; privateKey: string } | undefined; subject: string };
  /** `live` refuses the demo's conveniences at start (liveProblems below, and the database checks in plugins/db.ts). */
  deployment: 'demo' | 'live';
  /** Bearer token for GET /metrics; undefined: /metrics answers loopback connections only, and none behind TRUST_PROXY. */
  metricsToken: string | undefined;
  /** Serve the OpenAPI document at /api/openapi.json and its page at /api/docs (docs/decisions/064). */
  apiDocs: boolean;
  /** Lifetime of a login token (and of its session until renewed). */
  tokenTtlSeconds: number;
  /** `outbox`: e-mails stay in the database (dev mailbox); `smtp`: delivered through `smtpUrl`. */
  mailer: 'outbox' | 'smtp';
  smtpUrl: string | undefined;
  /** Sender of account e-mails. */
  mailFrom: string;
  /** Serve /dev/mailbox and /dev/mailbox.json (local demo and e2e only: loopback HOST, no TRUST_PROXY). */
  devMailbox: boolean;
  /** Bot protection on register/recover/change-password: self-hosted ALTCHA or Google reCAPTCHA v3. */
  captcha: 'altcha' | 'recaptcha';
  /** ALTCHA HMAC key; undefined means derived from the auth secret. */
  altchaHmacKey: string | undefined;
  /** ALTCHA difficulty: the secret number lies in 0..altchaMaxNumber. */
  altchaMaxNumber: number;
  recaptchaSecret: string | undefined;
  recaptchaSiteKey: string | undefined;
  recaptchaVerifyUrl: string;
  /** Requests per minute, route and client IP on login, register, verify, recover and change-password. */
  authRateLimitPerMinute: number;
  /** Coupon lookups per minute and client IP (POST /api/coupons): a code is a secret that can be guessed. */
  couponRateLimitPerMinute: number;
  /** Order verification attempts per minute and client IP (POST /api/order/verify). */
  orderVerifyRateLimitPerMinute: number;
  /** Guest orders placed per minute and client IP (POST /api/order). */
  orderRateLimitPerMinute: number;
  /** Orders waiting for their code or payment at once, per e-mail and per phone. */
  pendingOrdersPerCustomer: number;
  /** Orders waiting for their code or payment at once, per client IP. */
  pendingOrdersPerClient: number;
  /** Wrong passwords an account may be tried with per hour, from any address. */
  loginFailuresPerAccountPerHour: number;
  /** Account e-mails (confirmation, password reset) one address may be sent per hour. */
  accountMailsPerRecipientPerHour: number;
  /** The staff session (docs/decisions/043): its lifetime, and the lock-out after consecutive failed sign-ins. */
  staffAccess: { sessionTtlHours: number; lockoutFailures: number; lockoutMinutes: number };
  /** Minutes a guest has to confirm an order by its e-mail/SMS link before it expires and gives back its slot and coupon. */
  orderVerifyTtlMinutes: number;
  /** `outbox`: SMS stay in the database (dev mailbox); `twilio`: sent through Twilio's Messages API. */
  sms: 'outbox' | 'twilio';
  /** Twilio account, its sender (number, alphanumeric id or messaging service MG…) and API root; set when `sms` is `twilio`. */
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | undefined;
  /** How the HTTP server bounds connections (http-server.ts). */
  http: HttpLimits;
  /** The order board's live channel: SQLite poll period while boards are connected, keep-alive period of an event stream (ms). */
  boardLive: { pollMs: number; keepAliveMs: number };
  /** Online payments: how long an order waits for its payment, and the real gateways that are configured. */
  payments: PaymentSettings;
  /** HTTP worker processes `npm start` runs (WEB_CONCURRENCY, default one per core); 1 serves from the process itself. */
  workers: number;
  /**
   * Whether this process runs the background jobs (the outbox retry, the unpaid-
   * and unverified-order sweeps). The primary of a cluster sets it for one
   * worker only; BACKGROUND_JOBS=false keeps a whole server out of them (another
   * server on the same database runs them).
   */
  backgroundJobs: boolean;
  socialSignIn: SocialSignInSettings;
  errorReporting: ErrorReportingSettings;
}

/**
 * Error reporting (docs/decisions/026): the server's reports go to `serverDsn`,
 * the pages' to `browserDsn` (a public key: it is written into every page);
 * either off when unset. `release` undefined: derived when reporting starts.
 */
export interface ErrorReportingSettings {
  serverDsn: string | undefined;
  browserDsn: string | undefined;
  environment: string;
  release: string | undefined;
}

/**
 * Sign-in with Google or Facebook (docs/decisions/024): a provider is on for
 * a business when its secret is set here and the business file gives its
 * client id. Google is found by OpenID discovery at `issuer`.
 */
export interface SocialSignInSettings {
  google: { clientSecret: string; issuer: string } | undefined;
  facebook: { appSecret: string; dialogUrl: string; graphUrl: string } | undefined;
}

/** Online-payment settings (docs/decisions/018); the sandbox gateway's key is derived from the auth secret. */
export interface PaymentSettings {
  /** Minutes an order placed with an online method waits for its payment before it is cancelled. */
  ttlMinutes: number;
  /** Stripe Checkout, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string } | undefined;
  /** PayPal Orders v2, when PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID are set. */
  paypal: { clientId: string; clientSecret: string; webhookId: string; apiUrl: string } | undefined;
}

/** Connection limits of the HTTP server: a cap, and how long a connection may stay silent, send its headers, its request, or idle between requests. */
export interface HttpLimits {
  /** Open connections at most; more are closed as they arrive. */
  maxConnections: number;
  /** A connection that sends and receives nothing this long (before or during a request) is closed. */
  idleTimeoutMs: number;
  /** The request line and headers must arrive within this (a slow drip of header bytes is not activity enough). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: number;
  /** A kept-alive connection may wait this long for its next request. */
  keepAliveTimeoutMs: number;
}

/** Thrown when the environment does not describe a valid configuration. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the configuration from an environment (process.env by default). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset, so `PORT= npm start` means the default.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const problems = crossFieldProblems(e);
  if (problems.length > 0)
    throw new ConfigError(`Invalid environment configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const publicUrl = e.PUBLIC_URL.replace(/\/+$/, '');
  const devMailbox = devMailboxOn(e);
  const mailFrom = e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`;
  return {
    port: e.PORT,
    host: e.HOST ?? (devMailbox ? DEV_MAILBOX_DEFAULT_HOST : DEFAULT_HOST),
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    businessKey: e.BUSINESS_KEY,
    seedBusinessFile: resolve(REPO_ROOT, e.SEED_BUSINESS_FILE),
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    webBuildDir: resolve(REPO_ROOT, e.WEB_BUILD_DIR),
    mediaDir: resolve(REPO_ROOT, e.MEDIA_DIR),
    geocoder: e.GEOCODER,
    geocoderCountries: e.GEOCODER_COUNTRIES,
    gazetteerFile: e.GAZETTEER_FILE === undefined ? undefined : resolve(REPO_ROOT, e.GAZETTEER_FILE),
    nominatimUrl: e.NOMINATIM_URL.replace(/\/+$/, ''),
    nominatimEmail: e.NOMINATIM_EMAIL,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    googlePlacesUrl: e.GOOGLE_PLACES_URL.replace(/\/+$/, ''),
    photonUrl: e.PHOTON_URL?.replace(/\/+$/, ''),
    geocoderTimeoutMs: e.GEOCODER_TIMEOUT_MS,
    authSecret: e.AUTH_SECRET,
    webPush: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY !== undefined && e.VAPID_PRIVATE_KEY !== undefined
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${mailFrom}`,
    },
    metricsToken: e.METRICS_TOKEN,
    apiDocs: e.API_DOCS === 'true' || e.API_DOCS === '1',
    deployment: e.DEPLOYMENT,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    mailer: e.MAILER,
    smtpUrl: e.SMTP_URL,
    mailFrom,
    devMailbox,
    captcha: e.CAPTCHA,
    altchaHmacKey: e.ALTCHA_HMAC_KEY,
    altchaMaxNumber: e.ALTCHA_MAX_NUMBER,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
    recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    couponRateLimitPerMinute: e.COUPON_RATE_LIMIT_PER_MINUTE,
    orderVerifyRateLimitPerMinute: e.ORDER_VERIFY_RATE_LIMIT_PER_MINUTE,
    orderRateLimitPerMinute: e.ORDER_RATE_LIMIT_PER_MINUTE,
    pendingOrdersPerCustomer: e.PENDING_ORDERS_PER_CUSTOMER,
    pendingOrdersPerClient: e.PENDING_ORDERS_PER_CLIENT,
    loginFailuresPerAccountPerHour: e.LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR,
    accountMailsPerRecipientPerHour: e.ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR,
    staffAccess: {
      sessionTtlHours: e.STAFF_SESSION_TTL_HOURS,
      lockoutFailures: e.STAFF_LOCKOUT_FAILURES,
      lockoutMinutes: e.STAFF_LOCKOUT_MINUTES,
    },
    orderVerifyTtlMinutes: e.ORDER_VERIFY_TTL_MINUTES,
    sms: e.SMS,
    twilio:
      e.SMS === 'twilio' &&
      e.TWILIO_ACCOUNT_SID !== undefined &&
      e.TWILIO_AUTH_TOKEN !== undefined &&
      e.TWILIO_FROM !== undefined
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiUrl: e.TWILIO_API_URL.replace(/\/+$/, ''),
          }
        : undefined,
    boardLive: { pollMs: e.BOARD_EVENTS_POLL_MS, keepAliveMs: e.BOARD_KEEP_ALIVE_MS },
    http: {
      maxConnections: e.HTTP_MAX_CONNECTIONS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    socialSignIn: {
      google:
        e.OAUTH_GOOGLE_CLIENT_SECRET === undefined
          ? undefined
          : { clientSecret: e.OAUTH_GOOGLE_CLIENT_SECRET, issuer: e.OAUTH_GOOGLE_ISSUER.replace(/\/+$/, '') },
      facebook:
        e.OAUTH_FACEBOOK_APP_SECRET === undefined
          ? undefined
          : {
              appSecret: e.OAUTH_FACEBOOK_APP_SECRET,
              dialogUrl: e.OAUTH_FACEBOOK_DIALOG_URL,
              graphUrl: e.OAUTH_FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
            },
    },
    payments: {
      ttlMinutes: e.PAYMENT_TTL_MINUTES,
      stripe:
        e.STRIPE_SECRET_KEY !== undefined && e.STRIPE_WEBHOOK_SECRET !== undefined
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiUrl: e.STRIPE_API_URL.replace(/\/+$/, ''),
            }
          : undefined,
      paypal:
        e.PAYPAL_CLIENT_ID !== undefined &&
        e.PAYPAL_CLIENT_SECRET !== undefined &&
        e.PAYPAL_WEBHOOK_ID !== undefined
          ? {
              clientId: e.PAYPAL_CLIENT_ID,
              clientSecret: e.PAYPAL_CLIENT_SECRET,
              webhookId: e.PAYPAL_WEBHOOK_ID,
              apiUrl: e.PAYPAL_API_URL.replace(/\/+$/, ''),
            }
          : undefined,
    },
    workers: e.WEB_CONCURRENCY ?? availableParallelism(),
    backgroundJobs: e.BACKGROUND_JOBS === 'true' || e.BACKGROUND_JOBS === '1',
    errorReporting: {
      serverDsn: e.SENTRY_DSN,
      browserDsn: e.SENTRY_DSN_BROWSER,
      environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
      release: e.SENTRY_RELEASE,
    },
  };
}

function devMailboxOn(e: z.output<typeof envSchema>): boolean {
  return e.DEV_MAILBOX === 'true' || e.DEV_MAILBOX === '1';
}

/** Settings that are only wrong in combination (a chosen service without what it needs). */
function crossFieldProblems(e: z.output<typeof envSchema>): string[] {
  const problems: string[] = e.DEPLOYMENT === 'live' ? liveProblems(e) : [];
  if (e.MAILER === 'smtp' && e.SMTP_URL === undefined) problems.push('SMTP_URL: required when MAILER=smtp');
  for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
    if (e.SMS === 'twilio' && e[name] === undefined) problems.push(`${name}: required when SMS=twilio`);
  }
  if (e.GEOCODER === 'google' && e.GOOGLE_MAPS_API_KEY === undefined)
    problems.push(
      'GOOGLE_MAPS_API_KEY: required when GEOCODER=google (a key with the Places API (New) enabled)',
    );
  if (e.GEOCODER === 'photon' && e.PHOTON_URL === undefined)
    problems.push('PHOTON_URL: required when GEOCODER=photon (your Photon server, e.g. http://photon:2322)');
  if (e.CAPTCHA === 'recaptcha' && e.RECAPTCHA_SECRET === undefined)
    problems.push('RECAPTCHA_SECRET: required when CAPTCHA=recaptcha');
  if (e.CAPTCHA === 'recaptcha' && e.RECAPTCHA_SITE_KEY === undefined)
    problems.push('RECAPTCHA_SITE_KEY: required when CAPTCHA=recaptcha');
  // The mailbox shows every reset link: whoever reads it can take over any account.
  if (devMailboxOn(e) && e.HOST !== undefined && !isLoopbackHost(e.HOST)) {
    problems.push(
      `DEV_MAILBOX: only with a loopback HOST (127.0.0.1, ::1, localhost), not ${e.HOST}: the mailbox shows every password-reset link`,
    );
  }
  if (devMailboxOn(e) && e.TRUST_PROXY !== false) {
    problems.push(
      'DEV_MAILBOX: not with TRUST_PROXY: behind a proxy a loopback server still serves the public, and the mailbox shows every password-reset link',
    );
  }
  // Half a gateway would take payments it cannot confirm (Stripe) or not start at all (PayPal).
  const stripe = { STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET };
  problems.push(...allOrNone(stripe, 'Stripe'));
  const paypal = {
    PAYPAL_CLIENT_ID: e.PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: e.PAYPAL_CLIENT_SECRET,
    PAYPAL_WEBHOOK_ID: e.PAYPAL_WEBHOOK_ID,
  };
  problems.push(...allOrNone(paypal, 'PayPal'));
  // A public key without its private key (or the reverse) could not sign, or would sign for another key.
  problems.push(
    ...allOrNone({ VAPID_PUBLIC_KEY: e.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: e.VAPID_PRIVATE_KEY }, 'VAPID'),
  );
  // The secret key (the Maps API key) travels in every call: in clear only to a stand-in on this machine (tests).
  for (const [name, url] of [
    ['STRIPE_API_URL', e.STRIPE_API_URL],
    ['PAYPAL_API_URL', e.PAYPAL_API_URL],
    ['GOOGLE_PLACES_URL', e.GOOGLE_PLACES_URL],
  ] as const) {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname.replace(/^\[|\]$/g, '')))
      problems.push(`${name}: must be https (http only on a loopback host, for tests)`);
  }
  // Node refuses a headers timeout longer than the request timeout it is part of.
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS)
    problems.push('HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS');
  return problems;
}

/** A gateway's variables: all set, or none (a problem names the missing ones). */
function allOrNone(variables: Record<string, string | undefined>, gateway: string): string[] {
  const missing = Object.keys(variables).filter((name) => variables[name] === undefined);
  if (missing.length === 0 || missing.length === Object.keys(variables).length) return [];
  return [
    `${missing.join(', ')}: required with the other ${gateway} settings (${Object.keys(variables)
      .filter((name) => !missing.includes(name))
      .join(', ')})`,
  ];
}

/**
 * Makes the process's NODE_ENV match the configuration before the page
 * renderer loads: React picks its development or production build from it, and
 * the development build renders pages several times slower.
 */
export function applyRuntimeMode(config: Config): void {
  process.env.NODE_ENV = config.nodeEnv;
}

/**
 * What a live deployment must not run with: each a convenience of the demo that would fail a restaurant
 * quietly (issue 36 "Going live without surprises"). The checks that need the database (the business
 * served, its payment gateways) are in plugins/db.ts.
 */
function liveProblems(e: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (e.MAILER === 'outbox')
    problems.push(
      'MAILER: outbox only keeps e-mails in the database: guests could not confirm their orders and the restaurant would never hear of one; set MAILER=smtp and SMTP_URL',
    );
  if (devMailboxOn(e))
    problems.push('DEV_MAILBOX: the mailbox shows every password-reset link; leave it off');
  const publicUrl = new URL(e.PUBLIC_URL);
  if (publicUrl.protocol !== 'https:' || isLoopbackHost(publicUrl.hostname.replace(/^\[|\]$/g, '')))
    problems.push(
      "PUBLIC_URL: set the storefront's public https address; without it every e-mail link and payment redirect goes to localhost",
    );
  if (e.GEOCODER === 'local' && e.GAZETTEER_FILE === undefined)
    problems.push(
      "GEOCODER: the shipped gazetteer knows only the demo town's streets; set GEOCODER=google (with GOOGLE_MAPS_API_KEY), GEOCODER=photon (with your PHOTON_URL), GEOCODER=nominatim (with your own NOMINATIM_URL) or a GAZETTEER_FILE for your town",
    );
  if (e.BUSINESS_KEY === undefined)
    problems.push('BUSINESS_KEY: name the business this deployment serves (the key of its business file)');
  return problems;
}
