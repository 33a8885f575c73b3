// Compiles the server to JavaScript before it starts (docs/decisions/020):
// apps/server/src/main.ts and the workspace packages it imports (@ordina/*,
// whose package exports are TypeScript sources) become one ES module,
// apps/server/dist/main.js, with a source map for stack traces
// (`node --enable-source-maps`). Packages from node_modules stay imports:
// they are JavaScript already, and native ones (better-sqlite3) cannot be bundled.
//   node --import tsx apps/server/build-server.ts (npm run build:server; the built server runs without tsx)
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(serverDir, '../..');
const outDir = join(serverDir, 'dist');

/** Bare imports of node_modules stay imports; our own workspace packages are compiled in. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ordina/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `import.meta.url` keeps meaning the source file, as under tsx: the server
 * finds files next to its sources (the repository root from config.ts and
 * database.ts, the gazetteer beside its adapter), which one bundle in
 * dist/ would otherwise move. Written relative to the bundle, not as the
 * build machine's absolute path, so a built checkout still works when it is
 * moved or copied elsewhere (a container image, another folder).
 */
const sourceFileUrls: Plugin = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative(outDir, args.path).split(sep).join('/'))}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: [join(serverDir, 'src/main.ts')],
  outfile: join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // The map only has to turn positions back into source lines: the sources stay in the repository.
  sourcesContent: false,
  // Error messages and logs keep class and function names.
  keepNames: true,
  plugins: [externalPackages, sourceFileUrls],
  logLevel: 'warning',
  absWorkingDir: repoRoot,
});
console.log(`server built: apps/server/dist/main.js (${Math.round(performance.now() - started)} ms)`);
