import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import type { Linter } from 'eslint';

/** The repository root, where eslint.config.js lives. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The workspace's settings (eslint.config.js) of `ruleNames` for each of
 * `files`, so a lint test can run exactly those rules on in-memory probes.
 * Reading the config loads typescript-eslint: call it once, in a beforeAll
 * with room for a slow machine.
 */
export async function workspaceRules(
  files: readonly string[],
  ruleNames: readonly string[],
): Promise<Map<string, Linter.RulesRecord>> {
  const eslint = new ESLint({ cwd: repoRoot });
  const byFile = new Map<string, Linter.RulesRecord>();
  for (const file of files) {
    const config = (await eslint.calculateConfigForFile(file)) as Linter.Config;
    const rules: Linter.RulesRecord = {};
    for (const name of ruleNames) {
      const setting = config.rules?.[name];
      if (setting !== undefined) rules[name] = setting;
    }
    byFile.set(file, rules);
  }
  return byFile;
}
