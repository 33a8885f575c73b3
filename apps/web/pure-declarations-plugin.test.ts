// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_PRODUCTION, pureDeclarationsPlugin } from './pure-declarations-plugin.ts';

type Transform = (this: unknown, code: string, id: string) => { code: string } | null;

/** Runs the plugin's transform as Vite would for one environment's build. */
function transform(code: string, id: string, consumer: 'client' | 'server' = 'client'): string | null {
  const hook = pureDeclarationsPlugin().transform as Transform;
  return hook.call({ environment: { config: { consumer } } }, code, id)?.code ?? null;
}

const PRODUCTION = `${join(import.meta.dirname, '..', '..', 'node_modules', 'react-router', 'dist', 'production')}/`;
describe('pureDeclarationsPlugin (decisions 011, 065)', () => {
  it("marks a declarative package's top-level calls pure, in the browser build only", () => {
    const id = '/repo/packages/contracts/src/x.ts';
    const code = "export const schema = z.object({});\nexport const NAME = 'x';\n";
    expect(transform(code, id)).toBe(
      "export const schema = /* @__PURE__ */ (() => z.object({}))();\nexport const NAME = 'x';\n",
    );
    expect(transform(code, id, 'server')).toBeNull();
  });

  it("marks React Router's component factories pure and drops their displayName statements", () => {
    const id = `${PRODUCTION}chunk-TEST.mjs`;
    const code = [
      'var Ctx = React.createContext(null);',
      'Ctx.displayName = "Ctx";',
      'var NavLink = React10.forwardRef(function NavLink2() {});',
      'NavLink.displayName = "NavLink";',
      'var Memo = React3.memo(Routes);',
      'var list = Object.keys(x);',
      'function f() { g.displayName = "kept"; }',
    ].join('\n');
    expect(transform(code, id)).toBe(
      [
        'var Ctx = /* @__PURE__ */ (() => React.createContext(null))();',
        '',
        'var NavLink = /* @__PURE__ */ (() => React10.forwardRef(function NavLink2() {}))();',
        '',
        'var Memo = /* @__PURE__ */ (() => React3.memo(Routes))();',
        // Other calls may have effects: left as written; so is what is not at the top level.
        'var list = Object.keys(x);',
        'function f() { g.displayName = "kept"; }',
      ].join('\n'),
    );
  });

  it('still finds the factories in the installed React Router (fails when an upgrade changes its build)', () => {
    const chunks = readdirSync(PRODUCTION)
      .map((name) => `${PRODUCTION}${name}`)
      .filter((file) => REACT_ROUTER_PRODUCTION.test(file));
    const rewritten = chunks.map((file) => transform(readFileSync(file, 'utf8'), file) ?? '').join('\n');
    // The components the public pages do not use must be removable: made by a pure call, no displayName kept.
    for (const component of ['NavLink', 'Form'])
      expect(rewritten).toMatch(
        new RegExp(`var ${component} = /\\* @__PURE__ \\*/ \\(\\(\\) => React\\d*\\.forwardRef\\(`),
      );
    expect(rewritten).not.toMatch(/^NavLink\.displayName/m);
  });
});
