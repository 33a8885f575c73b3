/** Our page's runs and its limit page's, of one throttling method. */
export interface PairedRuns<T> {
  ours: T[];
  limit: T[];
}

/**
 * `count` runs of our page and of its limit page, alternating: ours, limit,
 * ours, limit… Each pair is measured at the same moment, so a machine load
 * that rises or falls during the bench weighs on both alike; three runs of ours
 * followed by three of the limit page's compared two different moments (and
 * the budgets are differences between the two, decision 021).
 */
export async function alternateRuns<T>(
  count: number,
  runOurs: (run: number) => Promise<T>,
  runLimit: (run: number) => Promise<T>,
): Promise<PairedRuns<T>> {
  const runs: PairedRuns<T> = { ours: [], limit: [] };
  for (let run = 1; run <= count; run += 1) {
    runs.ours.push(await runOurs(run));
    runs.limit.push(await runLimit(run));
  }
  return runs;
}

/**
 * Runs `attempt` up to `tries` times until it succeeds, reporting each
 * failure but the last (which is thrown). For Lighthouse itself failing — a
 * trace without a navigation start (NO_NAVSTART), a protocol call that hung —
 * which says nothing about the page and used to stop a whole bench run.
 */
export async function withRetries<T>(
  tries: number,
  attempt: () => Promise<T>,
  onFailure: (error: unknown, tryNumber: number) => void,
): Promise<T> {
  for (let tryNumber = 1; ; tryNumber += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tryNumber >= tries) throw error;
      onFailure(error, tryNumber);
    }
  }
}
