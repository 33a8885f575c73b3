import type { FirstLoadWeight } from './first-load.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import type { BenchRoute } from './routes.ts';

/**
 * Everything measured for one route: its weight, and median Lighthouse figures
 * of it and of its limit page, under simulated throttling (`ours`, `limit`)
 * and under applied devtools throttling (`oursObserved`, `limitObserved`).
 */
export interface RouteResult {
  route: BenchRoute;
  url: string;
  limitUrl: string;
  weight: FirstLoadWeight;
  ours: LighthouseFigures;
  limit: LighthouseFigures;
  oursRuns: LighthouseFigures[];
  limitRuns: LighthouseFigures[];
  oursObserved: LighthouseFigures;
  limitObserved: LighthouseFigures;
  oursObservedRuns: LighthouseFigures[];
  limitObservedRuns: LighthouseFigures[];
}
