import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import type { Linter as LinterTypes } from 'eslint';
import { importX } from 'eslint-plugin-import-x';
import { beforeAll, describe, expect, it } from 'vitest';

// "Nothing under plugins/ imports from routes/" is a lint rule (eslint.config.js): this proves it bites by
// linting in-memory sources placed in the tree with the workspace's own configuration.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const PLUGIN_PROBE = 'apps/server/src/plugins/probe.ts';
const ROUTE_PROBE = 'apps/server/src/routes/api/probe.ts';
const rulesByProbe = new Map<string, LinterTypes.RulesRecord>();

// Reading the workspace's lint config loads typescript-eslint: once, with room for a slow machine.
beforeAll(async () => {
  const eslint = new ESLint({ cwd: repoRoot });
  for (const file of [PLUGIN_PROBE, ROUTE_PROBE]) {
    const config = (await eslint.calculateConfigForFile(file)) as LinterTypes.Config;
    rulesByProbe.set(file, {
      'import-x/no-restricted-paths': config.rules?.['import-x/no-restricted-paths'] ?? 'off',
    });
  }
}, 120_000);

/** The rule ids reported on `code` placed at `probe` (plain JavaScript: the rule needs no types). */
function ruleIds(probe: string, code: string): (string | null)[] {
  const config: LinterTypes.Config = {
    files: ['**/*.ts'],
    plugins: { 'import-x': importX as unknown as ESLint.Plugin },
    rules: rulesByProbe.get(probe),
  };
  return new Linter()
    .verify(code, config, { filename: `${repoRoot}${probe}` })
    .map((message) => message.ruleId);
}

describe('the server boundaries (eslint.config.js)', () => {
  it('refuses a plugin importing a route', () => {
    expect(
      ruleIds(PLUGIN_PROBE, "import { addressCheck } from '../routes/api/address/check-address.ts';"),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets a plugin use shared server code and a route use a plugin', () => {
    expect(ruleIds(PLUGIN_PROBE, "import { storefrontVersion } from '../storefront-version.ts';")).toEqual(
      [],
    );
    expect(ruleIds(ROUTE_PROBE, "import { passwordHash } from '../../plugins/auth/index.ts';")).toEqual([]);
  });
});
