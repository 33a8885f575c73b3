import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../config.ts';

/**
 * Starts `node <args>` from the repository root with only PATH and `env` in its
 * environment, and collects its stdout and stderr into one output, as a server
 * started from a shell prints it (main.test.ts, cluster/cluster.test.ts).
 */
export function spawnNode(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  /**
   * Resolves with what `found` makes of the output once that is not undefined
   * (checked as the output grows); rejects with the output if the process
   * exits before.
   */
  function until<T>(found: (output: string) => T | undefined): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setInterval(() => {
        const result = found(output);
        if (result !== undefined) {
          clearInterval(timer);
          resolve(result);
        }
      }, 50);
      void exited.then(() => {
        clearInterval(timer);
        const result = found(output);
        if (result === undefined) reject(new Error(`the process exited early:\n${output}`));
        else resolve(result);
      });
    });
  }

  return { child, exited, output: () => output, until };
}
