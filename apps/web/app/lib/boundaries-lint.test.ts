// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import type { Linter as LinterTypes } from 'eslint';
import { importX } from 'eslint-plugin-import-x';
import { beforeAll, describe, expect, it } from 'vitest';

// "Features never import each other" is a lint rule (eslint.config.js, eslint/web-boundaries.js): this
// proves it bites by linting in-memory sources, placed in the tree, with the workspace's own zones.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const PROBES = {
  feature: 'apps/web/app/features/cart/probe.ts',
  featureSubfolder: 'apps/web/app/features/cart/test/probe.ts',
  featureTest: 'apps/web/app/features/cart/probe.test.ts',
  lib: 'apps/web/app/lib/probe.ts',
  ui: 'apps/web/app/components/ui/probe.tsx',
  route: 'apps/web/app/routes/probe.tsx',
};
const rulesByProbe = new Map<string, LinterTypes.RulesRecord>();

// Reading the workspace's lint config loads typescript-eslint: once, with room for a slow machine.
beforeAll(async () => {
  const eslint = new ESLint({ cwd: repoRoot });
  for (const file of Object.values(PROBES)) {
    const config = (await eslint.calculateConfigForFile(file)) as LinterTypes.Config;
    rulesByProbe.set(file, {
      'import-x/no-restricted-paths': config.rules?.['import-x/no-restricted-paths'] ?? 'off',
    });
  }
}, 120_000);

/** How many boundary errors the probe's config reports on `code` (plain JavaScript: the rule needs no types). */
function boundaryErrors(probe: string, code: string): number {
  const config: LinterTypes.Config = {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX as unknown as ESLint.Plugin },
    rules: rulesByProbe.get(probe),
  };
  const messages = new Linter().verify(code, config, { filename: `${repoRoot}${probe}` });
  const others = messages.filter((message) => message.ruleId !== 'import-x/no-restricted-paths');
  expect(others).toEqual([]);
  return messages.length;
}

describe('the web app boundaries (eslint.config.js)', () => {
  it('refuses a feature importing another feature, statically or lazily, from any depth', () => {
    expect(
      boundaryErrors(PROBES.feature, "import { loginEntryVisible } from '../login/login-entry.ts';"),
    ).toBe(1);
    expect(
      boundaryErrors(PROBES.feature, "export const drawer = () => import('../login/lazy-login-drawer.tsx');"),
    ).toBe(1);
    expect(
      boundaryErrors(
        PROBES.featureSubfolder,
        "import { liveStore } from '../../live/after-hydration/live-store.ts';",
      ),
    ).toBe(1);
    expect(
      boundaryErrors(PROBES.featureTest, "import { loginEntryVisible } from '../login/login-entry.ts';"),
    ).toBe(1);
  });

  it('refuses a feature importing the shell or a route; only its tests may mount the shell', () => {
    expect(boundaryErrors(PROBES.feature, "import { AppShell } from '../../shell/app-shell.tsx';")).toBe(1);
    expect(boundaryErrors(PROBES.feature, "import Home from '../../routes/home.tsx';")).toBe(1);
    expect(boundaryErrors(PROBES.featureTest, "import { AppShell } from '../../shell/app-shell.tsx';")).toBe(
      0,
    );
  });

  it('refuses shared code importing a feature, the shell or a route', () => {
    expect(
      boundaryErrors(PROBES.lib, "import { cartStore } from '../features/cart/cart-summary/cart-store.ts';"),
    ).toBe(1);
    expect(boundaryErrors(PROBES.ui, "import { AppShell } from '../../shell/app-shell.tsx';")).toBe(1);
    expect(boundaryErrors(PROBES.ui, "import Home from '../../routes/home.tsx';")).toBe(1);
  });

  it('lets a feature use its own files and shared code, and a route compose features', () => {
    const allowed = [
      "import { flash } from '../../lib/first-load/flash.ts';",
      "import { Button } from '../../components/ui/button.tsx';",
      "import { createCartStore } from './cart-summary/cart-store.ts';",
      "import { liveStateAt } from '@ordina/domain';",
    ].join('\n');
    expect(boundaryErrors(PROBES.feature, allowed)).toBe(0);
    expect(
      boundaryErrors(
        PROBES.route,
        "import { AddToCartButton } from '../features/cart/add-to-cart-button.tsx';\nimport { HomeInfo } from '../features/home-info/home-info.tsx';",
      ),
    ).toBe(0);
  });
});
