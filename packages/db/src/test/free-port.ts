import { createServer, type AddressInfo, type Server } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now (a connection to it is refused): `preferred` when it is
 * free, otherwise one the OS picks. The one free-port helper of the tests and scripts (the database harness, the
 * cluster test, the stand-in servers, e2e, the bench, the start-time script); imported as `@ordina/db/test/free-port`.
 */
export async function freePort(preferred?: number): Promise<number> {
  return preferred !== undefined && (await portIsFree(preferred)) ? preferred : listenAndRelease(0);
}

async function portIsFree(port: number): Promise<boolean> {
  try {
    await listenAndRelease(port);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts a stand-in server (HTTP, SMTP's `server.server`…) listening on 127.0.0.1 at `port`, by default one the OS
 * picks; resolves with the port it listens on.
 */
export function listenOnFreePort(server: Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

async function listenAndRelease(port: number): Promise<number> {
  const server = createServer();
  // A probe must never keep the process alive (the PostgreSQL harness runs it from a global setup).
  server.unref();
  const taken = await listenOnFreePort(server, port);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return taken;
}
