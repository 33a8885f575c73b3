// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A field's maxlength is the limit the server's schema enforces, named once in
// @ordina/contracts (re-exported by @ordina/domain): a number written in a
// form drifts from the server the day either side changes.
const APP = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

describe('maxlength in the web app', () => {
  it('is never a number written in a form: it names the contract constant', () => {
    const literal = /maxLength=\{\s*\d+\s*\}|maxLength="\d+"/;
    const offenders = sourceFiles(APP)
      .filter((file) => literal.test(readFileSync(file, 'utf8')))
      .map((file) => relative(APP, file));
    expect(offenders).toEqual([]);
  });

  it('finds the forms it guards (the scan reads the app)', () => {
    const files = sourceFiles(APP).map((file) => relative(APP, file));
    expect(files).toContain(join('features', 'checkout', 'checkout-form.tsx'));
    expect(files).toContain(join('features', 'login', 'register-view.tsx'));
  });
});
