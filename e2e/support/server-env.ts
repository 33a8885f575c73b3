import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@ordina/db/test/free-port';

/**
 * Where the e2e server listens and keeps its database. Playwright evaluates
 * the config in the runner AND in every worker; the runner decides once and
 * stores the answer in the environment, which workers inherit, so all agree
 * on one port and one database.
 */
export interface E2eServer {
  port: number;
  baseURL: string;
  databasePath: string;
}

/** The port and throwaway SQLite path of this run (chosen once per run). */
export async function e2eServer(): Promise<E2eServer> {
  process.env.E2E_PORT ??= String(await freePort(3210));
  process.env.E2E_DATABASE_PATH ??= join(tmpdir(), `ordina-e2e-${process.pid}.sqlite`);
  // The server inherits this environment (Playwright merges process.env into webServer.env):
  // journeys read account e-mails on /dev/mailbox.json.
  process.env.DEV_MAILBOX = 'true';
  // Every journey logs in from the same address; the per-IP limit of the account
  // calls (10 a minute, its 429 is covered by the server tests) would throttle the suite.
  process.env.AUTH_RATE_LIMIT_PER_MINUTE = '600';
  // The same for the coupon lookups and order confirmations of every checkout journey (issue 31).
  process.env.COUPON_RATE_LIMIT_PER_MINUTE = '600';
  process.env.ORDER_VERIFY_RATE_LIMIT_PER_MINUTE = '600';
  // Every checkout journey places its orders from this one address, many left waiting for a
  // code or a payment (decision 042; the defaults are covered by the server tests).
  process.env.ORDER_RATE_LIMIT_PER_MINUTE = '600';
  process.env.PENDING_ORDERS_PER_CUSTOMER = '600';
  process.env.PENDING_ORDERS_PER_CLIENT = '600';
  // The per-account limits keep their defaults (10 wrong passwords per account and
  // hour, 5 account e-mails per address and hour): each journey uses its own
  // accounts, with at most one wrong password and two e-mails each.
  // DEV_MAILBOX needs the loopback HOST playwright.config.ts gives the server.
  // The ALTCHA proof of work at a test difficulty (the server tests cover the real one): at the
  // default 50 000 each registration, recovery and password change hashes for seconds in the page
  // and in the journeys' helpers, which on a busy machine alone pushed journeys past their timeout.
  process.env.ALTCHA_MAX_NUMBER = '1000';
  const port = Number(process.env.E2E_PORT);
  return { port, baseURL: `http://127.0.0.1:${port}`, databasePath: process.env.E2E_DATABASE_PATH };
}

/** The database file and its SQLite companions (WAL, shared memory, journal). */
export function databaseFiles(databasePath: string): string[] {
  return ['', '-wal', '-shm', '-journal'].map((suffix) => databasePath + suffix);
}
