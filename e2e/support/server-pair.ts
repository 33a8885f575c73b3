import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startTestPostgres } from '@ordina/db/test/postgres';
import { journeyFolder, journeyPort, spawnServer, type OwnServer } from './own-server.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

/**
 * Two server processes of one restaurant on one throwaway PostgreSQL, behind a round-robin proxy
 * (issue 36 "Several servers"): `baseURL` is the proxy's, as a customer and the staff see the
 * deployment; `upstreams` are the two servers' own addresses. E-mail goes out over real SMTP to
 * `mails`, so a message sent twice by the two servers' outbox loops would show there.
 */
export interface ServerPair extends OwnServer {
  readonly upstreams: readonly string[];
  readonly proxy: RoundRobinProxy;
  readonly mails: SmtpSink;
}

export async function startServerPair(business: unknown): Promise<ServerPair> {
  const { dir, businessFile } = journeyFolder(business);
  const postgres = await startTestPostgres();
  const mails = await startSmtpSink();
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops) await stop();
    await mails.stop();
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const databaseUrl = await postgres.createDatabase();
    const proxyPort = await journeyPort();
    const baseURL = `http://127.0.0.1:${proxyPort}`;
    const env = {
      DATABASE_URL: databaseUrl,
      SEED_BUSINESS_FILE: businessFile,
      // One folder for the photos, as the deployment's shared volume.
      MEDIA_DIR: join(dir, 'media'),
      PUBLIC_URL: baseURL,
      TRUST_PROXY: 'loopback',
      // The dev mailbox is refused behind a proxy; the mail goes to the SMTP sink instead.
      DEV_MAILBOX: 'false',
      MAILER: 'smtp',
      SMTP_URL: mails.url,
    };
    const upstreams: string[] = [];
    // One after the other: the first migrates the database and seeds the restaurant, the second finds them.
    for (let i = 0; i < 2; i += 1) {
      const port = await journeyPort();
      stops.push(await spawnServer(port, env));
      upstreams.push(`http://127.0.0.1:${port}`);
    }
    const proxy = await startRoundRobinProxy(proxyPort, upstreams);
    stops.unshift(() => proxy.stop());
    return {
      baseURL,
      databasePath: databaseUrl,
      upstreams,
      proxy,
      mails,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
