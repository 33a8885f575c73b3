import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of this file eagerly, on a background thread while it streams. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A source map's `mappings` for the same code with `lines` new lines before it: one `;` per generated line. */
export function mappingsShiftedDown(mappings: string, lines: number): string {
  return ';'.repeat(lines) + mappings;
}

interface ChunkMap {
  mappings: string;
}

/**
 * Browser build only. Every chunk starts with V8's compile hint
 * (docs/decisions/036). Without it V8 compiles a function the first time it
 * is called, on the main thread, inside whatever task calls it: React's
 * render of the checkout form, its commit, its effects. With the hint, V8
 * compiles the file while it downloads, off the main thread (the checkout's
 * long tasks under a 4× CPU throttle: median 161 → 128 ms over 50 ms). Our chunks are loaded when a page needs
 * them (route code, or code fetched on demand or ahead), so their functions
 * are, by and large, called.
 *
 * The hint must be the file's first line, before Vite's `__vite__mapDeps`
 * preamble: hence a `generateBundle` hook after Vite's own, and the source map
 * shifted down a line to keep pointing at the right code (error reports use
 * it, decision 026).
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'ordina-compile-hints',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          const map = chunk.map as ChunkMap | null;
          if (map) map.mappings = mappingsShiftedDown(map.mappings, 1);
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
            const json = JSON.parse(mapAsset.source) as ChunkMap;
            json.mappings = mappingsShiftedDown(json.mappings, 1);
            mapAsset.source = JSON.stringify(json);
          }
        }
      },
    },
  };
}
