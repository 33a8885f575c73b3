import { createServer } from 'node:net';

/** Resolves `preferred` when nothing listens on it on 127.0.0.1, otherwise a port the OS picks. */
export async function freePort(preferred: number): Promise<number> {
  return (await portIsFree(preferred)) ? preferred : listenAndRelease(0);
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
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const chosen = typeof address === 'object' && address !== null ? address.port : port;
      server.close(() => resolve(chosen));
    });
  });
}
