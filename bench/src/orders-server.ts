// The server `npm run bench:orders` measures: the real app (every plugin and /api route) without the
// page renderer, so no web build is needed. Configured by the environment like `npm run serve`.
import { buildApp, loadConfig } from '../../apps/server/src/index.ts';
import { installProbe } from './orders-probe.ts';

// The bench's window on what the measured orders cost this process (CPU, SQL statements, a profile).
if (process.env.ORDERS_BENCH_PROBE_DIR)
  installProbe(process.env.ORDERS_BENCH_PROBE_DIR, {
    cpuProfile: process.env.ORDERS_BENCH_CPU_PROFILE === '1',
  });

const config = loadConfig();
const app = await buildApp(config, { pages: false });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
await app.listen({ port: config.port, host: config.host });
