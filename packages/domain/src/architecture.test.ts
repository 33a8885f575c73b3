import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The house rule for packages/domain: pure functions, no I/O, no framework.
const here = dirname(fileURLToPath(import.meta.url));
const modules = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const ALLOWED = ['@ordina/contracts', '@date-fns/tz', 'date-fns', 'libphonenumber-js/max', 'zod'];

function importsOf(file: string): string[] {
  const source = readFileSync(join(here, file), 'utf8');
  return [...source.matchAll(/^(?:import|export)[^'"]*from\s+'([^']+)'/gm)].map((m) => m[1] ?? '');
}

describe('packages/domain', () => {
  it.each(modules)(
    '%s imports only contracts, date-fns, libphonenumber-js, zod and its own files',
    (file) => {
      for (const spec of importsOf(file))
        expect(spec.startsWith('./') || ALLOWED.includes(spec), `${file}: ${spec}`).toBe(true);
    },
  );

  it.each(modules)('%s reads no environment, clock or storage of its own', (file) => {
    const source = readFileSync(join(here, file), 'utf8');
    expect(source).not.toMatch(
      /process\.env|Date\.now\(|new Date\(\)|localStorage\.|sessionStorage\.|document\.|window\.|fetch\(/,
    );
  });

  it('re-exports every module from index.ts', () => {
    const index = importsOf('index.ts');
    for (const file of modules.filter((f) => f !== 'index.ts')) expect(index).toContain(`./${file}`);
  });
});
