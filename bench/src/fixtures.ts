import type { Budgets } from './budgets.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import type { RouteResult } from './route-result.ts';

/** What a test may override in `routeResult`: the JS weight and any figure of the four Lighthouse medians. */
export interface RouteResultOverrides {
  jsGzipBytes?: number;
  ours?: Partial<LighthouseFigures>;
  limit?: Partial<LighthouseFigures>;
  oursObserved?: Partial<LighthouseFigures>;
  limitObserved?: Partial<LighthouseFigures>;
}

/** A route result for tests: home with 60 KB of JS, overridable figure by figure. */
export function routeResult(overrides: RouteResultOverrides = {}): RouteResult {
  const ours: LighthouseFigures = {
    performance: 98,
    fcpMs: 900,
    lcpMs: 1200,
    cls: 0.01,
    tbtMs: 20,
    benchmarkIndex: 1300,
    cpuSlowdown: 3,
    ...overrides.ours,
  };
  const limit: LighthouseFigures = {
    performance: 100,
    fcpMs: 800,
    lcpMs: 1000,
    cls: 0,
    tbtMs: 0,
    benchmarkIndex: 1300,
    cpuSlowdown: 3,
    ...overrides.limit,
  };
  const oursObserved: LighthouseFigures = {
    performance: 99,
    fcpMs: 700,
    lcpMs: 750,
    cls: 0.01,
    tbtMs: 30,
    benchmarkIndex: 1300,
    cpuSlowdown: 3,
    ...overrides.oursObserved,
  };
  const limitObserved: LighthouseFigures = {
    performance: 100,
    fcpMs: 650,
    lcpMs: 700,
    cls: 0,
    tbtMs: 0,
    benchmarkIndex: 1300,
    cpuSlowdown: 3,
    ...overrides.limitObserved,
  };
  return {
    route: { name: 'home', path: '/', routeClass: 'public', lighthouse: true },
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
    oursObserved,
    limitObserved,
    oursObservedRuns: [oursObserved],
    limitObservedRuns: [limitObserved],
  };
}

/** Budgets for tests: first-load caps of 100/150/160 KB by route class, and the Lighthouse margins the checks and the report read. */
export const TEST_BUDGETS: Budgets = {
  firstLoadJsGzipKB: { public: 100, account: 150, checkout: 160 },
  maxScoreGapToLimit: 5,
  maxTbtOverLimitMs: 200,
  maxObservedTbtOverLimitMs: 300,
  maxObservedLcpToLimitRatio: 1.3,
  maxCls: 0.05,
  minCalibratedPerformanceScore: 90,
};
