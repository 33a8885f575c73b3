// `npm run bench:first-load`: only the first-load JS of the built storefront
// (no Lighthouse), per page and per file, gzipped at level 9 as `npm run bench`
// counts it — seconds instead of minutes, to check a change before the full bench.
// It fails (exit 1) when a page is over its route class's cap: bytes do not depend
// on the machine, so `npm test` runs it after the build (a change that moves code
// into every page's first load fails CI, not the next full bench).
import { fileURLToPath } from 'node:url';
import { checkFirstLoadBudgets, loadBudgets, type FirstLoadResult } from './src/budgets.ts';
import { measureFirstLoad } from './src/first-load.ts';
import { BENCH_ROUTES } from './src/routes.ts';
import { startServer } from './src/server.ts';
import { writeTrackedBusiness } from './src/tracked-business.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const budgets = await loadBudgets(new URL('./budgets.json', import.meta.url));
const measured: FirstLoadResult[] = [];

async function measureAll(
  label: string,
  routes: typeof BENCH_ROUTES,
  env: Record<string, string> = {},
): Promise<void> {
  process.stdout.write(`${label}\n`);
  const server = await startServer(repoRoot, { env });
  try {
    for (const route of routes) {
      const weight = await measureFirstLoad(server.baseURL + route.path);
      measured.push({ route, weight });
      const cap = budgets.firstLoadJsGzipKB[route.routeClass];
      process.stdout.write(
        `${route.path} (${route.routeClass}, cap ${cap} KB): ${weight.js.gzipBytes} B gzip in ${weight.js.files} files\n`,
      );
      const files = weight.assets
        .filter((asset) => asset.kind === 'js')
        .sort((a, b) => b.gzipBytes - a.gzipBytes);
      for (const file of files)
        process.stdout.write(`  ${String(file.gzipBytes).padStart(6)}  ${new URL(file.url).pathname}\n`);
    }
  } finally {
    await server.stop();
  }
}

await measureAll('The demo business (no tracking configured)', BENCH_ROUTES);
// Issue 13: the public pages' cap holds with GA4 and the Meta pixel configured but not consented.
const tracked = await writeTrackedBusiness(repoRoot);
try {
  await measureAll(
    '\nThe demo business with GA4 and the Meta pixel configured, visitor not yet asked (public pages)',
    BENCH_ROUTES.filter((route) => route.routeClass === 'public'),
    { SEED_BUSINESS_FILE: tracked.file },
  );
} finally {
  await tracked.remove();
}

const over = checkFirstLoadBudgets(measured, budgets).filter((check) => !check.pass);
for (const check of over)
  process.stdout.write(
    `FAIL  ${check.route}: ${check.budget} ${check.actual} ${check.unit} > ${check.limit} ${check.unit}\n`,
  );
process.stdout.write(over.length === 0 ? '\nEvery page within its first-load cap.\n' : '');
if (over.length > 0) process.exitCode = 1;
