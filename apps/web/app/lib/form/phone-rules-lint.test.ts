// @vitest-environment node
import { Linter } from 'eslint';
import type { ESLint, Linter as LinterTypes } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { workspaceRules } from '../../test/workspace-lint.ts';

// The phone rules reach the browser only through loadPhoneRules()'s dynamic import (eslint.config.js):
// this lints in-memory probes with the workspace's own setting.
const RULE = '@typescript-eslint/no-restricted-imports';
const FEATURE = 'apps/web/app/features/account/probe.tsx';
const TEST = 'apps/web/app/features/account/probe.test.tsx';
let rulesByFile = new Map<string, LinterTypes.RulesRecord>();

beforeAll(async () => {
  rulesByFile = await workspaceRules([FEATURE, TEST], [RULE]);
}, 120_000);

function restrictedImports(file: string, code: string): number {
  const config: LinterTypes.Config = {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin as unknown as ESLint.Plugin },
    rules: rulesByFile.get(file) ?? {},
  };
  const messages = new Linter().verify(code, config, { filename: 'probe.ts' });
  expect(messages.filter((message) => message.ruleId !== RULE)).toEqual([]);
  return messages.length;
}

describe('the phone rules import rule (eslint.config.js)', () => {
  it('refuses a static import of the phone rules, from the index or the subpath', () => {
    expect(restrictedImports(FEATURE, "import { validatePhone } from '@ordina/domain';")).toBe(1);
    expect(restrictedImports(FEATURE, "import { phoneNormalize, phoneIsBlank } from '@ordina/domain';")).toBe(
      2,
    );
    expect(restrictedImports(FEATURE, "import { validatePhone } from '@ordina/domain/phone';")).toBe(1);
  });

  it('lets the other rules, types, the dynamic import and the tests through', () => {
    expect(
      restrictedImports(FEATURE, "import { validateEmail, DEFAULT_PHONE_PREFIX } from '@ordina/domain';"),
    ).toBe(0);
    expect(restrictedImports(FEATURE, "import type * as Rules from '@ordina/domain/phone';")).toBe(0);
    expect(restrictedImports(FEATURE, "export const load = () => import('@ordina/domain/phone');")).toBe(0);
    expect(restrictedImports(TEST, "import { validatePhone } from '@ordina/domain';")).toBe(0);
  });
});
