/**
 * Lighthouse's mobile figures assume its CPU slowdown (4×) turns the machine
 * it runs on into a mid-tier phone, which holds for a high-end desktop
 * (BenchmarkIndex ≈ 1500–2000). A slower machine slowed 4× stands for a
 * slower phone, and every task of the page counts longer than Lighthouse
 * means: Lighthouse itself warns "The tested device appears to have a slower
 * CPU than Lighthouse expects" below an index of 1000, and this project's
 * machines measure 770–1600. Lighthouse's documentation (docs/throttling.md,
 * "Calibrating the CPU slowdown") asks for the slowdown to be set from the
 * BenchmarkIndex it measures in every run; PageSpeed Insights, on slow
 * servers, runs at 1.2×. docs/decisions/034-calibrated-cpu-slowdown.md.
 */

/** Below this index Lighthouse's calculator says the machine is too slow to emulate its target device. */
export const MIN_BENCHMARK_INDEX = 150;

/**
 * The CPU slowdown for a machine of `benchmarkIndex`: the piecewise-linear
 * curve of Lighthouse's CPU throttling calculator (linked from
 * docs/throttling.md): 150 → 1×, 800 → 2×, 1300 → 3×, then one more × for
 * every 233 (1533 → 4×, 2000 → 6×). Two decimals, as the CLI takes it.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < MIN_BENCHMARK_INDEX) {
    throw new Error(
      `BenchmarkIndex ${benchmarkIndex}: this machine is too slow to emulate Lighthouse's mobile device (needs ≥ ${MIN_BENCHMARK_INDEX})`,
    );
  }
  const slowdown =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(slowdown * 100) / 100;
}

/**
 * The calculator's last point, 2000 → 6×. Above it the curve is extrapolated, and the device it emulates
 * (index ÷ slowdown) grows slower with every step: a machine whose index overstates its speed for a
 * page's work then fails budgets its pages would pass (bench/README.md, "A machine whose index overstates
 * its speed").
 */
export const LAST_CALIBRATED_BENCHMARK_INDEX = 2000;

/** What the bench prints under a route calibrated past the calculator's last point; null within it. */
export function extrapolatedSlowdownNote(route: string, cpuSlowdown: number): string | null {
  const lastSlowdown = calibratedCpuSlowdown(LAST_CALIBRATED_BENCHMARK_INDEX);
  if (!(cpuSlowdown > lastSlowdown)) return null;
  return `NOTE  ${route}: its ${cpuSlowdown}× comes from a BenchmarkIndex past the calculator's last point (${LAST_CALIBRATED_BENCHMARK_INDEX} → ${lastSlowdown}×), extrapolated; an index this high can overstate the machine (bench/README.md, "A machine whose index overstates its speed")`;
}
