// `node --import tsx bench/altcha-cost.ts` (ALTCHA_COST_SOLVES, ALTCHA_MAX_NUMBER to change them):
// what one guest order's bot-protection token costs to make — altcha-lib's `solveChallenge`, the
// solver the browser's worker runs (decision 027), on this machine's Web Crypto in Node, one
// thread — over fresh challenges at the server's difficulty. The secret number is uniform in
// 0..max, so a solve takes max/2 hashes on average: the median is the cost an attacker pays per
// order on average, the full search (number = max) the worst case. Figures: decision 042.
import { performance } from 'node:perf_hooks';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';

const solves = Number(process.env.ALTCHA_COST_SOLVES ?? 20);
// The server's default (apps/server/src/config.ts ALTCHA_MAX_NUMBER).
const maxNumber = Number(process.env.ALTCHA_MAX_NUMBER ?? 50_000);
const hmacKey = 'altcha-cost-bench-key';

async function timeSolve(number?: number): Promise<number> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey,
    maxnumber: maxNumber,
    ...(number === undefined ? {} : { number }),
  });
  const started = performance.now();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, maxNumber)
    .promise;
  if (solution === null) throw new Error('no solution found');
  return performance.now() - started;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

await timeSolve(); // warm-up: Web Crypto's first digests
const times: number[] = [];
for (let i = 0; i < solves; i++) times.push(await timeSolve());
const full = median([await timeSolve(maxNumber), await timeSolve(maxNumber), await timeSolve(maxNumber)]);
const perHashUs = (full * 1000) / maxNumber;
console.log(`ALTCHA_MAX_NUMBER ${maxNumber}, ${solves} solves of fresh challenges (one thread):`);
console.log(
  `  median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
);
console.log(
  `  full search (number = max, median of 3): ${full.toFixed(0)} ms, ${perHashUs.toFixed(2)} µs a hash`,
);
