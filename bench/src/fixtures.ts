import type { LighthouseFigures } from './lighthouse.ts';
import type { RouteResult } from './route-result.ts';

/** A route result for tests: home with 60 KB of JS, overridable figure by figure. */
export function routeResult(overrides: { jsGzipBytes?: number; ours?: Partial<LighthouseFigures>; limit?: Partial<LighthouseFigures> } = {}): RouteResult {
  const ours: LighthouseFigures = { performance: 98, fcpMs: 900, lcpMs: 1200, cls: 0.01, tbtMs: 20, ...overrides.ours };
  const limit: LighthouseFigures = { performance: 100, fcpMs: 800, lcpMs: 1000, cls: 0, tbtMs: 0, ...overrides.limit };
  return {
    route: { name: 'home', path: '/' },
    url: 'http://127.0.0.1:4000/',
    limitUrl: 'http://127.0.0.1:4000/__limit/home.html',
    weight: {
      html: { files: 1, rawBytes: 30_000, gzipBytes: 6_000 },
      js: { files: 4, rawBytes: 200_000, gzipBytes: overrides.jsGzipBytes ?? 60_000 },
      css: { files: 1, rawBytes: 20_000, gzipBytes: 5_000 },
      assets: [],
    },
    ours,
    limit,
    oursRuns: [ours],
    limitRuns: [limit],
  };
}
