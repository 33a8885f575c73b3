import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_URL } from '@ordina/db';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';
import { LIVE_ENV } from './test/live-env.ts';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      trustProxy: false,
      databaseUrl: DEFAULT_DATABASE_URL,
      publicUrl: 'http://localhost:3000',
      businessKey: undefined,
      seedBusinessFile: `${REPO_ROOT}/packages/db/demo/lido-azzurro.json`,
      logLevel: 'info',
      nodeEnv: 'production',
      webBuildDir: `${REPO_ROOT}/apps/web/build`,
      mediaDir: `${REPO_ROOT}/data/media`,
      geocoder: 'local',
      geocoderCountries: ['it'],
      gazetteerFile: undefined,
      nominatimUrl: 'https://nominatim.openstreetmap.org',
      nominatimEmail: undefined,
      googleMapsApiKey: undefined,
      googlePlacesUrl: 'https://places.googleapis.com',
      photonUrl: undefined,
      geocoderTimeoutMs: 4000,
      authSecret: undefined,
      webPush: { vapidKeys: undefined, subject: 'mailto:no-reply@localhost' },
      metricsToken: undefined,
      apiDocs: false,
      deployment: 'demo',
      tokenTtlSeconds: 86400,
      mailer: 'outbox',
      smtpUrl: undefined,
      mailFrom: 'no-reply@localhost',
      devMailbox: false,
      captcha: 'altcha',
      altchaHmacKey: undefined,
      altchaMaxNumber: 50000,
      recaptchaSecret: undefined,
      recaptchaSiteKey: undefined,
      recaptchaVerifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      authRateLimitPerMinute: 10,
      couponRateLimitPerMinute: 20,
      orderVerifyRateLimitPerMinute: 10,
      orderRateLimitPerMinute: 10,
      pendingOrdersPerCustomer: 2,
      pendingOrdersPerClient: 5,
      loginFailuresPerAccountPerHour: 10,
      accountMailsPerRecipientPerHour: 5,
      staffAccess: { sessionTtlHours: 168, lockoutFailures: 5, lockoutMinutes: 15 },
      boardLive: { pollMs: 300, keepAliveMs: 15_000 },
      orderVerifyTtlMinutes: 30,
      sms: 'outbox',
      twilio: undefined,
      http: {
        maxConnections: 1000,
        idleTimeoutMs: 30_000,
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 30_000,
        keepAliveTimeoutMs: 72_000,
      },
      payments: { ttlMinutes: 30, stripe: undefined, paypal: undefined },
      workers: availableParallelism(),
      backgroundJobs: true,
      socialSignIn: { google: undefined, facebook: undefined },
      errorReporting: {
        serverDsn: undefined,
        browserDsn: undefined,
        environment: 'production',
        release: undefined,
      },
    });
  });

  describe('error reporting (docs/decisions/026)', () => {
    it('reads the DSNs, environment and release; the environment defaults to NODE_ENV', () => {
      const config = loadConfig({
        SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1',
        SENTRY_DSN_BROWSER: 'https://b@o1.ingest.sentry.io/2',
        SENTRY_RELEASE: 'ordina@1.2.3',
        NODE_ENV: 'test',
      });
      expect(config.errorReporting).toEqual({
        serverDsn: 'https://k@o1.ingest.sentry.io/1',
        browserDsn: 'https://b@o1.ingest.sentry.io/2',
        environment: 'test',
        release: 'ordina@1.2.3',
      });
      expect(loadConfig({ SENTRY_ENVIRONMENT: 'staging' }).errorReporting.environment).toBe('staging');
    });

    it('refuses a DSN that is not an http(s) URL, naming the variable', () => {
      expect(() => loadConfig({ SENTRY_DSN_BROWSER: 'not a dsn' })).toThrow(/SENTRY_DSN_BROWSER/);
    });
  });

  describe('online payments', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_xyz' };
    const paypal = {
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
    };

    it('turns on Stripe and PayPal only with all their keys, pointing at the live APIs by default', () => {
      const config = loadConfig({ ...stripe, ...paypal, PAYMENT_TTL_MINUTES: '45' });
      expect(config.payments).toEqual({
        ttlMinutes: 45,
        stripe: { secretKey: 'sk_test_abc123', webhookSecret: 'whsec_xyz', apiUrl: 'https://api.stripe.com' },
        paypal: {
          clientId: 'client',
          clientSecret: 'secret',
          webhookId: '8PT597110X687430LKGECATA',
          apiUrl: 'https://api-m.paypal.com',
        },
      });
      const local = loadConfig({
        ...stripe,
        STRIPE_API_URL: 'http://127.0.0.1:12111/',
        ...paypal,
        PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com',
      });
      expect(local.payments.stripe?.apiUrl).toBe('http://127.0.0.1:12111');
      expect(local.payments.paypal?.apiUrl).toBe('https://api-m.sandbox.paypal.com');
    });

    it('refuses half a gateway, keys of the wrong kind, a payment time out of range and a key sent in clear', () => {
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(
        'STRIPE_WEBHOOK_SECRET: required with the other Stripe settings (STRIPE_SECRET_KEY)',
      );
      expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'client', PAYPAL_WEBHOOK_ID: 'WH1' })).toThrow(
        'PAYPAL_CLIENT_SECRET: required with the other PayPal settings (PAYPAL_CLIENT_ID, PAYPAL_WEBHOOK_ID)',
      );
      expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_live_1' })).toThrow(
        'STRIPE_SECRET_KEY: must be a Stripe secret or restricted key',
      );
      expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
        'STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret',
      );
      expect(() => loadConfig({ ...paypal, PAYPAL_WEBHOOK_ID: 'WH-1' })).toThrow(
        'PAYPAL_WEBHOOK_ID: must be the id PayPal gave the webhook',
      );
      expect(() => loadConfig({ PAYMENT_TTL_MINUTES: '0' })).toThrow('PAYMENT_TTL_MINUTES');
      expect(() => loadConfig({ PAYMENT_TTL_MINUTES: '1441' })).toThrow('PAYMENT_TTL_MINUTES');
      expect(() => loadConfig({ ...stripe, STRIPE_API_URL: 'http://stripe.example' })).toThrow(
        'STRIPE_API_URL: must be https (http only on a loopback host, for tests)',
      );
      expect(() => loadConfig({ ...paypal, PAYPAL_API_URL: 'http://paypal.example' })).toThrow(
        'PAYPAL_API_URL: must be https',
      );
    });
  });

  it('takes a VAPID key pair whole, with its subject; refuses half a pair, a malformed key and a subject that is no contact', () => {
    const keys = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    expect(loadConfig({ ...keys, VAPID_SUBJECT: 'https://pizzeria.example/contatti' }).webPush).toEqual({
      vapidKeys: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
      subject: 'https://pizzeria.example/contatti',
    });
    expect(loadConfig({ MAIL_FROM: 'ordini@pizzeria.example' }).webPush.subject).toBe(
      'mailto:ordini@pizzeria.example',
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      'VAPID_PRIVATE_KEY: required with the other VAPID settings (VAPID_PUBLIC_KEY)',
    );
    expect(() => loadConfig({ ...keys, VAPID_PRIVATE_KEY: 'short' })).toThrow(
      'VAPID_PRIVATE_KEY: must be a P-256',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://pizzeria.example' })).toThrow(
      'VAPID_SUBJECT: must be a mailto: address or an https: URL',
    );
  });

  it('turns on a sign-in provider with its secret, pointing at the real provider by default and elsewhere when told (without trailing slash)', () => {
    expect(
      loadConfig({ OAUTH_GOOGLE_CLIENT_SECRET: 'g-secret', OAUTH_FACEBOOK_APP_SECRET: 'f-secret' })
        .socialSignIn,
    ).toEqual({
      google: { clientSecret: 'g-secret', issuer: 'https://accounts.google.com' },
      facebook: {
        appSecret: 'f-secret',
        dialogUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
        graphUrl: 'https://graph.facebook.com/v21.0',
      },
    });
    const local = loadConfig({
      OAUTH_GOOGLE_CLIENT_SECRET: 's',
      OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:9000/',
      OAUTH_FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9001/graph/',
    });
    expect(local.socialSignIn.google?.issuer).toBe('http://127.0.0.1:9000');
    expect(local.socialSignIn.facebook).toBeUndefined();
    expect(() => loadConfig({ OAUTH_GOOGLE_ISSUER: 'ftp://accounts.example' })).toThrow(
      /OAUTH_GOOGLE_ISSUER/,
    );
  });

  it('reads the order settings: the verification time, and Twilio only with its account, token and sender', () => {
    expect(loadConfig({ ORDER_VERIFY_TTL_MINUTES: '45' }).orderVerifyTtlMinutes).toBe(45);
    expect(() => loadConfig({ ORDER_VERIFY_TTL_MINUTES: '0' })).toThrow(/ORDER_VERIFY_TTL_MINUTES/);
    expect(() => loadConfig({ SMS: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /TWILIO_AUTH_TOKEN: required when SMS=twilio[\s\S]*TWILIO_FROM: required when SMS=twilio/,
    );
    expect(() => loadConfig({ SMS: 'carrier-pigeon' })).toThrow(/SMS/);
    const twilio = loadConfig({
      SMS: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: 'http://127.0.0.1:9999/',
    });
    expect([twilio.sms, twilio.twilio]).toEqual([
      'twilio',
      { accountSid: 'AC1', authToken: 'secret', from: '+15005550006', apiUrl: 'http://127.0.0.1:9999' },
    ]);
    // Credentials without SMS=twilio are not used.
    expect(
      loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+1' }).twilio,
    ).toBeUndefined();
  });

  it('reads every variable and treats empty ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://ordina@db/ordina',
      PUBLIC_URL: 'https://pizzeria.example/',
      BUSINESS_KEY: 'pizzeria-da-mario',
      SEED_BUSINESS_FILE: '/srv/business.json',
      LOG_LEVEL: '',
      NODE_ENV: 'development',
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBe('postgres://ordina@db/ordina');
    expect(config.publicUrl).toBe('https://pizzeria.example');
    expect(config.businessKey).toBe('pizzeria-da-mario');
    expect(config.seedBusinessFile).toBe('/srv/business.json');
    expect(config.logLevel).toBe('info');
    expect(config.nodeEnv).toBe('development');
  });

  it('names every invalid variable in one error', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', PUBLIC_URL: 'ftp://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/LOG_LEVEL/);
    expect(attempt).toThrow(/PUBLIC_URL/);
  });

  it('refuses a port outside 0-65535', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('loadConfig: accounts', () => {
  it('reads the account variables', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://pizzeria.example',
      AUTH_SECRET: 'x'.repeat(32),
      TOKEN_TTL_SECONDS: '3600',
      MAILER: 'smtp',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      MAIL_FROM: 'Pizzeria <ordini@pizzeria.example>',
      DEV_MAILBOX: 'true',
      CAPTCHA: 'recaptcha',
      RECAPTCHA_SECRET: 'server-secret',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/verify',
      ALTCHA_HMAC_KEY: 'k'.repeat(16),
      ALTCHA_MAX_NUMBER: '1000',
      AUTH_RATE_LIMIT_PER_MINUTE: '30',
      COUPON_RATE_LIMIT_PER_MINUTE: '40',
      ORDER_VERIFY_RATE_LIMIT_PER_MINUTE: '5',
      ORDER_RATE_LIMIT_PER_MINUTE: '60',
      PENDING_ORDERS_PER_CUSTOMER: '3',
      PENDING_ORDERS_PER_CLIENT: '50',
      LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: '20',
      ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR: '3',
    });
    expect(config).toMatchObject({
      authSecret: 'x'.repeat(32),
      tokenTtlSeconds: 3600,
      mailer: 'smtp',
      smtpUrl: 'smtp://user:pass@mail.example:587',
      mailFrom: 'Pizzeria <ordini@pizzeria.example>',
      devMailbox: true,
      captcha: 'recaptcha',
      recaptchaSecret: 'server-secret',
      recaptchaSiteKey: 'site-key',
      recaptchaVerifyUrl: 'http://127.0.0.1:9999/verify',
      altchaHmacKey: 'k'.repeat(16),
      altchaMaxNumber: 1000,
      authRateLimitPerMinute: 30,
      couponRateLimitPerMinute: 40,
      orderVerifyRateLimitPerMinute: 5,
      orderRateLimitPerMinute: 60,
      pendingOrdersPerCustomer: 3,
      pendingOrdersPerClient: 50,
      loginFailuresPerAccountPerHour: 20,
      accountMailsPerRecipientPerHour: 3,
    });
  });

  it('sends from no-reply at the public host when MAIL_FROM is unset', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://pizzeria.example/' }).mailFrom).toBe(
      'no-reply@pizzeria.example',
    );
  });

  it('turns the dev mailbox on only for true or 1', () => {
    expect(loadConfig({ DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
    expect(() => loadConfig({ DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX/);
  });

  it('serves the API description only with API_DOCS true or 1 (docs/decisions/064)', () => {
    expect(loadConfig({ API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: '0' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('refuses a short AUTH_SECRET and a token lifetime under a minute', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ TOKEN_TTL_SECONDS: '59' })).toThrow(/TOKEN_TTL_SECONDS/);
  });

  it('refuses MAILER=smtp without SMTP_URL, and a non-SMTP URL', () => {
    expect(() => loadConfig({ MAILER: 'smtp' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAILER: 'smtp' })).toThrow(/SMTP_URL: required when MAILER=smtp/);
    expect(() => loadConfig({ MAILER: 'smtp', SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });

  it('refuses CAPTCHA=recaptcha without its secret and site key, naming both', () => {
    const attempt = () => loadConfig({ CAPTCHA: 'recaptcha' });
    expect(attempt).toThrow(/RECAPTCHA_SECRET: required when CAPTCHA=recaptcha/);
    expect(attempt).toThrow(/RECAPTCHA_SITE_KEY: required when CAPTCHA=recaptcha/);
    expect(() => loadConfig({ CAPTCHA: 'hcaptcha' })).toThrow(/CAPTCHA/);
  });
});

describe('loadConfig: behind a reverse proxy', () => {
  it('trusts no proxy by default: X-Forwarded-For is ignored', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('reads TRUST_PROXY as a comma list of proxy IPs, CIDR ranges and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.7' }).trustProxy).toEqual(['10.0.0.7']);
    expect(
      loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.1 ,loopback,fd00::/8,uniquelocal' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.1', 'loopback', 'fd00::/8', 'uniquelocal']);
  });

  it('refuses TRUST_PROXY=true (any client could choose its address) and a hop count (Fastify 5 ignores it)', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would let any client choose its address/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: "1" looks like a hop count/);
  });

  it('refuses an address that is not an IP, a bad prefix and an empty entry, naming TRUST_PROXY', () => {
    for (const value of ['proxy.internal', '10.0.0.0/33', '10.0.0.1,,10.0.0.2']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: .*expected false or a comma list/,
      );
    }
  });
});

describe('loadConfig: per-account limits', () => {
  it('refuses limits below 1 and non-numbers', () => {
    expect(() => loadConfig({ LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: '0' })).toThrow(
      /LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR/,
    );
    expect(() => loadConfig({ ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR: 'many' })).toThrow(
      /ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR/,
    );
  });
});

describe('loadConfig: the dev mailbox stays on this machine', () => {
  it('listens on 127.0.0.1 when DEV_MAILBOX is on and HOST is unset (DEV_MAILBOX=true npm start)', () => {
    expect(loadConfig({ DEV_MAILBOX: 'true' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DEV_MAILBOX: 'false' }).host).toBe('0.0.0.0');
  });

  it('accepts a loopback HOST: 127.0.0.0/8, ::1, localhost', () => {
    for (const host of ['127.0.0.1', '127.10.0.3', '::1', 'localhost', 'LOCALHOST']) {
      expect(loadConfig({ DEV_MAILBOX: 'true', HOST: host }).host, host).toBe(host);
    }
  });

  it('refuses to start with DEV_MAILBOX on a HOST others can reach, naming the variable', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'ordina.example', '128.0.0.1']) {
      const attempt = () => loadConfig({ DEV_MAILBOX: '1', HOST: host });
      expect(attempt, host).toThrow(ConfigError);
      expect(attempt, host).toThrow(
        `DEV_MAILBOX: only with a loopback HOST (127.0.0.1, ::1, localhost), not ${host}`,
      );
    }
    // The same addresses are fine without the mailbox.
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses DEV_MAILBOX with TRUST_PROXY: a proxy would hand the loopback mailbox to the public', () => {
    expect(() => loadConfig({ DEV_MAILBOX: 'true', TRUST_PROXY: 'loopback' })).toThrow(
      /DEV_MAILBOX: not with TRUST_PROXY/,
    );
    expect(() => loadConfig({ DEV_MAILBOX: 'true', HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' })).toThrow(
      /DEV_MAILBOX: not with TRUST_PROXY/,
    );
  });
});

describe('loadConfig: connection limits', () => {
  it('reads the connection limits, and refuses a headers timeout longer than the request timeout', () => {
    const config = loadConfig({
      HTTP_MAX_CONNECTIONS: '200',
      HTTP_IDLE_TIMEOUT_MS: '5000',
      HTTP_HEADERS_TIMEOUT_MS: '4000',
      HTTP_REQUEST_TIMEOUT_MS: '8000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
    });
    expect(config.http).toEqual({
      maxConnections: 200,
      idleTimeoutMs: 5000,
      headersTimeoutMs: 4000,
      requestTimeoutMs: 8000,
      keepAliveTimeoutMs: 65000,
    });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ HTTP_MAX_CONNECTIONS: '0' })).toThrow(/HTTP_MAX_CONNECTIONS/);
  });
});

describe('loadConfig: processes', () => {
  it('runs one HTTP worker per core unless WEB_CONCURRENCY says how many (1: no cluster)', () => {
    expect(loadConfig({}).workers).toBe(availableParallelism());
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: ' ' }).workers).toBe(availableParallelism());
  });

  it('refuses a worker count that is not a whole number from 1 to 256, naming WEB_CONCURRENCY', () => {
    for (const value of ['0', '-2', '1.5', 'many', '257'])
      expect(() => loadConfig({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
  });

  it('runs the background jobs unless BACKGROUND_JOBS is false or 0', () => {
    expect(loadConfig({}).backgroundJobs).toBe(true);
    expect(loadConfig({ BACKGROUND_JOBS: '1' }).backgroundJobs).toBe(true);
    expect(loadConfig({ BACKGROUND_JOBS: 'false' }).backgroundJobs).toBe(false);
    expect(loadConfig({ BACKGROUND_JOBS: '0' }).backgroundJobs).toBe(false);
    expect(() => loadConfig({ BACKGROUND_JOBS: 'no' })).toThrow(/BACKGROUND_JOBS/);
  });
});

describe('geocoding (docs/decisions/066)', () => {
  const key = 'AIzaSyTESTtestTESTtestTESTtestTEST12345';

  it('selects Google Places with its key, and Photon with its URL', () => {
    const google = loadConfig({ GEOCODER: 'google', GOOGLE_MAPS_API_KEY: key });
    expect([google.geocoder, google.googleMapsApiKey, google.googlePlacesUrl]).toEqual([
      'google',
      key,
      'https://places.googleapis.com',
    ]);
    const photon = loadConfig({ GEOCODER: 'photon', PHOTON_URL: 'http://photon.internal:2322/' });
    expect([photon.geocoder, photon.photonUrl]).toEqual(['photon', 'http://photon.internal:2322']);
  });

  it('refuses GEOCODER=google without a key and GEOCODER=photon without a URL, saying what to set', () => {
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(
      /GOOGLE_MAPS_API_KEY: required when GEOCODER=google/,
    );
    expect(() => loadConfig({ GEOCODER: 'photon' })).toThrow(/PHOTON_URL: required when GEOCODER=photon/);
    expect(() => loadConfig({ GEOCODER: 'mapbox' })).toThrow(/GEOCODER/);
  });

  it('refuses what is not a Google API key, and the key sent in clear except to this machine', () => {
    expect(() => loadConfig({ GEOCODER: 'google', GOOGLE_MAPS_API_KEY: 'my-key' })).toThrow(
      /GOOGLE_MAPS_API_KEY: must be a Google Cloud API key/,
    );
    expect(() =>
      loadConfig({
        GEOCODER: 'google',
        GOOGLE_MAPS_API_KEY: key,
        GOOGLE_PLACES_URL: 'http://places.example.com',
      }),
    ).toThrow(/GOOGLE_PLACES_URL: must be https/);
    expect(
      loadConfig({
        GEOCODER: 'google',
        GOOGLE_MAPS_API_KEY: key,
        GOOGLE_PLACES_URL: 'http://127.0.0.1:9000/',
      }).googlePlacesUrl,
    ).toBe('http://127.0.0.1:9000');
  });

  it('reads the countries searched as lower-case ISO codes, and refuses anything else', () => {
    expect(loadConfig({ GEOCODER_COUNTRIES: 'IT, sm' }).geocoderCountries).toEqual(['it', 'sm']);
    expect(() => loadConfig({ GEOCODER_COUNTRIES: 'Italia' })).toThrow(/GEOCODER_COUNTRIES/);
    expect(() => loadConfig({ GEOCODER_COUNTRIES: 'it,,fr' })).toThrow(/GEOCODER_COUNTRIES/);
  });
});

describe('DEPLOYMENT=live', () => {
  it('starts with what a real deployment needs', () => {
    expect(loadConfig(LIVE_ENV).deployment).toBe('live');
  });

  it.each([
    [
      'the outbox mailer',
      { MAILER: 'outbox' },
      /MAILER: outbox only keeps e-mails in the database.*set MAILER=smtp/,
    ],
    [
      'the dev mailbox',
      { DEV_MAILBOX: 'true', HOST: '127.0.0.1' },
      /DEV_MAILBOX: the mailbox shows every password-reset link/,
    ],
    [
      'a localhost PUBLIC_URL',
      { PUBLIC_URL: 'http://localhost:3000' },
      /PUBLIC_URL: set the storefront's public https address/,
    ],
    [
      'a plain-http PUBLIC_URL',
      { PUBLIC_URL: 'http://ordina.example.com' },
      /PUBLIC_URL: set the storefront's public https address/,
    ],
    [
      'the demo town gazetteer',
      { GEOCODER: 'local' },
      /GEOCODER: the shipped gazetteer knows only the demo town/,
    ],
    [
      'no BUSINESS_KEY',
      { BUSINESS_KEY: undefined },
      /BUSINESS_KEY: name the business this deployment serves/,
    ],
  ])('refuses %s with what to set', (_name, change, message) => {
    const env: Record<string, string | undefined> = { ...LIVE_ENV, ...change };
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('Google Places and Photon are accepted', () => {
    const google = {
      ...LIVE_ENV,
      GEOCODER: 'google',
      GOOGLE_MAPS_API_KEY: 'AIzaSyTESTtestTESTtestTESTtestTEST12345',
    };
    expect(loadConfig(google).geocoder).toBe('google');
    expect(
      loadConfig({ ...LIVE_ENV, GEOCODER: 'photon', PHOTON_URL: 'https://photon.example.com' }).geocoder,
    ).toBe('photon');
  });

  it('a local gazetteer of the business’s own town is accepted', () => {
    expect(loadConfig({ ...LIVE_ENV, GEOCODER: 'local', GAZETTEER_FILE: 'my-town.json' }).geocoder).toBe(
      'local',
    );
  });

  it('none of this in the demo: the same settings start', () => {
    expect(loadConfig({ MAILER: 'outbox', GEOCODER: 'local' }).deployment).toBe('demo');
  });
});
