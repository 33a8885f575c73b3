// Type-checked lint for the whole workspace (one config, house style in docs/architecture-brief.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { webBoundaryZones } from './eslint/web-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'bench/results/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through the config module.',
        },
      ],
    },
  },
  {
    files: [
      '**/config.ts',
      '**/config/*.ts',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '**/*.test.ts',
      '**/test/**',
      'vitest.config.ts',
      'packages/db/src/cli/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // libphonenumber's metadata (~50 KB gzipped) stays out of every page's first load: the web takes the
    // phone rules through loadPhoneRules() (lib/form/phone-rules.ts), a dynamic import (docs/decisions/013).
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/**/*.test.{ts,tsx}'],
    rules: {
      // typescript-eslint's variant: a type import is erased from the bundle, so it may name the module.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ordina/domain',
              importNames: ['phoneNormalize', 'phoneIsBlank', 'validatePhone'],
              message:
                'Load the phone rules with loadPhoneRules() (lib/form/phone-rules.ts): libphonenumber must not enter a first load.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ['@ordina/domain/phone'],
              message:
                'Load the phone rules with loadPhoneRules() (lib/form/phone-rules.ts): a static import puts libphonenumber in the first load.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // One web API layer: every call goes through the one client, by its key in the contracts' endpoint table.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/lib/after-hydration-shared/api-client.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            "Call the API through apiCall (lib/after-hydration-shared/api-client.ts) from the feature's api/ folder.",
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'window',
          property: 'fetch',
          message: 'Call the API through apiCall (lib/after-hydration-shared/api-client.ts).',
        },
        {
          object: 'globalThis',
          property: 'fetch',
          message: 'Call the API through apiCall (lib/after-hydration-shared/api-client.ts).',
        },
        {
          object: 'self',
          property: 'fetch',
          message: 'Call the API through apiCall (lib/after-hydration-shared/api-client.ts).',
        },
      ],
    },
  },
  {
    // The web app's layers (apps/web/README.md): routes and the shell → features → shared (components/ui, lib,
    // test). A feature never imports another feature; shared code never imports a feature, the shell or a route.
    // import-x resolves each path (static and dynamic import()), so a relative path of any depth is caught.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webBoundaryZones() }],
    },
  },
  {
    // A feature's tests may mount the shell the feature plugs into (the login drawer opens from the navbar);
    // they still never import another feature.
    files: ['apps/web/app/features/**/*.test.{ts,tsx}', 'apps/web/app/features/*/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: webBoundaryZones({ testsMayMountShell: true }) },
      ],
    },
  },
  {
    // No import cycles in the web app or the packages (issue 32): a cycle makes load order matter and lets two
    // files grow into one. Dynamic import() counts too: a lazily loaded file imports nothing back from its loader.
    // ignoreExternal and maxDepth keep the walk short: the rule takes about 8 s of the lint's 150 s of rule time
    // (5.5 %, `TIMING=all npx eslint .` on the 2-core machine).
    files: ['apps/web/app/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // The rule reads each imported file: import-x parses only the extensions named here (by default .js alone).
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 10 }] },
  },
  {
    // The server's layers (apps/server/README.md): plugins are services the routes use, never the other way round.
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'apps/server/src/plugins',
              from: 'apps/server/src/routes',
              message:
                'A plugin never imports a route: move what both need beside them in src/ (e.g. src/storefront-version.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
