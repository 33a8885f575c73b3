import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from './compile-hints-plugin.ts';

type Bundle = Record<
  string,
  | { type: 'chunk'; fileName: string; code: string; map: { mappings: string } | null }
  | { type: 'asset'; fileName: string; source: string }
>;

/** Runs the plugin's generateBundle on a bundle the way Vite would, after its own hooks. */
function generate(bundle: Bundle): Bundle {
  const hook = compileHintsPlugin().generateBundle as { handler: (options: unknown, bundle: Bundle) => void };
  hook.handler({}, bundle);
  return bundle;
}

describe('compileHintsPlugin (decision 036)', () => {
  it("puts V8's compile hint on every chunk's first line, before Vite's preamble", () => {
    const code = 'const __vite__mapDeps=(i)=>i;\nimport{a}from"./c-1.js";a();';
    const bundle = generate({
      'assets/checkout-1.js': { type: 'chunk', fileName: 'assets/checkout-1.js', code, map: null },
    });
    expect(bundle['assets/checkout-1.js']).toMatchObject({ code: `//# allFunctionsCalledOnLoad\n${code}` });
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it("shifts the chunk's source map down one line, in the chunk and in its emitted .map file", () => {
    const bundle = generate({
      'assets/a.js': { type: 'chunk', fileName: 'assets/a.js', code: 'a();', map: { mappings: 'AAAA;AACA' } },
      'assets/a.js.map': {
        type: 'asset',
        fileName: 'assets/a.js.map',
        source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: ['a.ts'] }),
      },
    });
    expect(bundle['assets/a.js']).toMatchObject({ map: { mappings: ';AAAA;AACA' } });
    const asset = bundle['assets/a.js.map'];
    expect(asset?.type === 'asset' && JSON.parse(asset.source)).toEqual({
      version: 3,
      mappings: ';AAAA;AACA',
      sources: ['a.ts'],
    });
  });

  it('leaves stylesheets alone and adds the hint once', () => {
    const css = { type: 'asset' as const, fileName: 'assets/app.css', source: 'body{}' };
    const hinted = {
      type: 'chunk' as const,
      fileName: 'assets/b.js',
      code: `${COMPILE_HINT}\nb();`,
      map: { mappings: ';AAAA' },
    };
    const bundle = generate({ 'assets/app.css': css, 'assets/b.js': hinted });
    expect(bundle['assets/app.css']).toMatchObject({ source: 'body{}' });
    expect(bundle['assets/b.js']).toMatchObject({
      code: `${COMPILE_HINT}\nb();`,
      map: { mappings: ';AAAA' },
    });
  });
});
