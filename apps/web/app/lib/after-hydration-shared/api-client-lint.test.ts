// @vitest-environment node
import { Linter } from 'eslint';
import type { Linter as LinterTypes } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { workspaceRules } from '../../test/workspace-lint.ts';

// "One web API layer" is a lint rule (eslint.config.js): only the API client may call fetch.
const FILES = [
  'apps/web/app/features/live/after-hydration/live-store.ts',
  'apps/web/app/routes/home.tsx',
  'apps/web/app/lib/session/after-hydration-shared/session-store.ts',
  'apps/web/app/lib/after-hydration-shared/api-client.ts',
];
const FETCH_RULES = ['no-restricted-globals', 'no-restricted-properties'];
let rulesByFile = new Map<string, LinterTypes.RulesRecord>();

// Reading the workspace's lint config loads typescript-eslint: once, with room for a slow machine.
beforeAll(async () => {
  rulesByFile = await workspaceRules(FILES, FETCH_RULES);
}, 120_000);

/** The rule ids the file's fetch rules report on `code` (plain JavaScript: they need no type information). */
function fetchRuleMessages(file: string, code: string): string[] {
  const rules = rulesByFile.get(file) ?? {};
  const messages = new Linter().verify(
    code,
    { languageOptions: { globals: { fetch: 'readonly', window: 'readonly' } }, rules },
    { filename: 'probe.js' },
  );
  return messages.map((message) => message.ruleId ?? message.message);
}

const calls = "fetch('/api/x'); window.fetch('/api/y'); globalThis.fetch('/api/z');";

describe('the fetch rule of apps/web/app', () => {
  it.each(FILES.slice(0, 3))('refuses fetch in %s', (file) => {
    expect(fetchRuleMessages(file, calls)).toEqual([
      'no-restricted-globals',
      'no-restricted-properties',
      'no-restricted-properties',
    ]);
  });

  it('lets the API client call it', () => {
    expect(fetchRuleMessages('apps/web/app/lib/after-hydration-shared/api-client.ts', calls)).toEqual([]);
  });
});
