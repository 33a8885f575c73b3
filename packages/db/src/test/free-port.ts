import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now: `preferred` when it is free, otherwise one the OS
 * picks. The one free-port helper of the tests and scripts (the database harness, the cluster test, e2e, the bench, the
 * start-time script); imported as `@ordina/db/test/free-port`.
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

function listenAndRelease(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    // A probe must never keep the process alive (the PostgreSQL harness runs it from a global setup).
    server.unref();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address !== 'object' || address === null) {
        server.close(() => reject(new Error('no port assigned')));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}
