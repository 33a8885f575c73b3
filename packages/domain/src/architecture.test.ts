import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

// Issue 32: the repository stands on its own. No tracked file points at a folder beside the checkout or at a
// path of one machine; the spec is cited by section ("spec §5"), the brief is docs/architecture-brief.md.
describe('the repository', () => {
  const root = join(here, '../../..');
  // Spelled in parts so that this file does not match itself.
  const outside = [['..', 'shared'].join('/'), ['', 'work', ''].join('/')];

  it('has no tracked text file that refers to a path outside it', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    const offending: string[] = [];
    for (const file of files.filter((f) => existsSync(join(root, f)))) {
      const bytes = readFileSync(join(root, file));
      if (bytes.includes(0)) continue; // binary (images)
      const text = bytes.toString('utf8');
      for (const path of outside) if (text.includes(path)) offending.push(`${file}: ${path}`);
    }
    expect(offending).toEqual([]);
  });

  it('indexes every decision record once in docs/decisions/README.md', () => {
    const folder = join(root, 'docs/decisions');
    const records = readdirSync(folder).filter((f) => /^\d{3}-.+\.md$/.test(f));
    const index = readFileSync(join(folder, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/^- \[\d{3}\]\((\d{3}-[^)]+\.md)\)/gm)].map((m) => m[1]);
    expect(linked.toSorted()).toEqual(records.toSorted());
  });
});
