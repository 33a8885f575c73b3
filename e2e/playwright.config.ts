import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { databaseFiles, e2eServer } from './support/server-env.ts';

// Journeys against the real built server and Debian's Chromium (never a downloaded browser).
const server = await e2eServer();
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const inCi = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';
const staleDatabase = databaseFiles(server.databasePath)
  .map((file) => `'${file}'`)
  .join(' ');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  // Browser work dominates and waits on the server; two workers pay off even on two cores.
  workers: Math.max(2, Math.ceil(availableParallelism() / 2)),
  forbidOnly: inCi,
  // The suite must pass without retries. CI retries a failure once only to record a second trace,
  // and a test that passes on its retry (flaky) still fails the run.
  retries: inCi ? 1 : 0,
  failOnFlakyTests: inCi,
  reporter: 'list',
  // Sized for a machine twice as slow as a busy 2-core one (journeys there take ≤ ~25 s, a page
  // state ≤ ~5 s): room for slowness, while a real hang still fails within a minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: server.baseURL,
    browserName: 'chromium',
    headless: true,
    // The storefront picks the browser's language; the demo business speaks Italian first.
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    // The storefront's service worker (docs/decisions/069) answers navigations, which page.route and the
    // offline emulation of the other journeys would then not see: only installable-app.spec.ts allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // A fresh database every run: the server seeds the demo restaurant into it on first start.
    // The production start path (`npm run serve`: compiled server, built by `npm run build`) with
    // one worker: on a 2-core machine the two browsers already take both cores, and a second server
    // worker only adds contention. The cluster path (two workers serving, a dead one replaced,
    // SIGTERM ending all) is proven by apps/server/src/cluster/cluster.test.ts; everything a
    // journey relies on across requests lives in the database anyway.
    command: `rm -f ${staleDatabase} && node --enable-source-maps apps/server/dist/main.js`,
    cwd: repoRoot,
    url: `${server.baseURL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${server.databasePath}`,
      PUBLIC_URL: server.baseURL,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
    },
  },
});
