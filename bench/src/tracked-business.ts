import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Ids in the formats the storefront accepts (any value of the format does: nothing is sent during the bench). */
export const BENCH_TRACKING_PARAMS = [
  { param_name: 'GA4_MEASUREMENT_ID', value: 'G-BENCH12345' },
  { param_name: 'META_PIXEL_ID', value: '123456789012345' },
] as const;

/** A business file written for one run, and its removal. */
export interface TrackedBusiness {
  file: string;
  remove(): Promise<void>;
}

/**
 * The demo restaurant with GA4 and the Meta pixel configured, as a business
 * file for SEED_BUSINESS_FILE: the issue 13 quality bar measures the public
 * pages' first load both without tracking and with it configured but not yet
 * consented (a fresh visitor: the banner's code loads after hydration, the
 * trackers not at all).
 */
export async function writeTrackedBusiness(repoRoot: string): Promise<TrackedBusiness> {
  const demo = JSON.parse(await readFile(join(repoRoot, 'packages/db/demo/lido-azzurro.json'), 'utf8')) as {
    configuration: { params?: { param_name: string; value: string }[] };
  };
  const params = (demo.configuration.params ?? []).filter(
    (p) => !BENCH_TRACKING_PARAMS.some((t) => t.param_name === p.param_name),
  );
  demo.configuration.params = [...params, ...BENCH_TRACKING_PARAMS];
  const directory = await mkdtemp(join(tmpdir(), 'ordina-bench-business-'));
  const file = join(directory, 'business.json');
  await writeFile(file, JSON.stringify(demo));
  return { file, remove: () => rm(directory, { recursive: true, force: true }) };
}
