// `npm test`'s first step: the route types once (react-router typegen), then ESLint, Prettier and tsc at the
// same time — `npm run lint` then `npm run typecheck` ran them one after the other, each with its own typegen,
// while each is one thread: on two cores they overlap. Each check's output is printed whole when it ends; the
// exit code is the first failing check's (1 when it gave none), so one failure still fails the run.
//   node --import tsx scripts/static-checks.ts
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

interface Check {
  name: string;
  command: string;
  args: string[];
}

/** The checks of `npm run lint` and `npm run typecheck`, after their shared typegen. */
const CHECKS: Check[] = [
  { name: 'eslint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'prettier', command: 'npm', args: ['run', '--silent', 'format:check'] },
  { name: 'tsc', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
];

/** Runs a check to its end, its output kept; resolves with its exit code (1 when it died of a signal). */
function run(check: Check): Promise<{ code: number; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) =>
      resolve({ code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const typegen = await run({ name: 'typegen', command: 'npm', args: ['run', '--silent', 'typegen'] });
process.stdout.write(typegen.output);
if (typegen.code !== 0) {
  console.error(`static checks: typegen failed (exit ${typegen.code})`);
  process.exit(typegen.code);
}

let failed = 0;
await Promise.all(
  CHECKS.map(async (check) => {
    const result = await run(check);
    const verdict = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
    process.stdout.write(`\n── ${check.name} ${verdict} in ${result.seconds.toFixed(1)} s\n${result.output}`);
    if (result.code !== 0 && failed === 0) failed = result.code;
  }),
);
process.exit(failed);
