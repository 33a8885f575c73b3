// Moves the client build's source maps (written only by `npm run sentry:sourcemaps`,
// docs/decisions/026) out of build/client, the folder the server serves, into
// build/sourcemaps: they reveal the sources and are for the error-reporting
// service only. Nothing to do after an ordinary build, which writes none.
import { mkdir, readdir, rename } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUILD_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'build');
const CLIENT_DIR = join(BUILD_DIR, 'client');
const PRIVATE_DIR = join(BUILD_DIR, 'sourcemaps');

async function* maps(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* maps(path);
    else if (entry.isFile() && entry.name.endsWith('.map')) yield path;
  }
}

let moved = 0;
for await (const path of maps(CLIENT_DIR)) {
  const target = join(PRIVATE_DIR, relative(CLIENT_DIR, path));
  await mkdir(dirname(target), { recursive: true });
  await rename(path, target);
  moved += 1;
}
if (moved > 0) console.log(`moved ${moved} source maps out of the public folder into ${PRIVATE_DIR}`);
