import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { logoSvg } from './vector-art.ts';

describe('the demo logo', () => {
  it('draws its lettering as outlines: no <text> for the browser to shape in the SVG image’s own page at every load', () => {
    expect(logoSvg()).not.toMatch(/<text[\s>]/);
    expect(logoSvg().match(/<path transform="translate\(/g)).toHaveLength(3);
  });

  it('gives every command of the lettering its whole set of numbers (a browser stops drawing a path at the first malformed one)', () => {
    // opentype.js at one decimal joined "175.3" and "0" into "175.30": the path lost a number and the
    // tagline ended at "DAL 19". Each M and L takes 2 numbers, Q 4, C 6, Z none.
    const arity: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };
    const paths = [...logoSvg().matchAll(/<path transform="[^"]*" fill="[^"]*" d="([^"]*)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(paths).toHaveLength(3);
    for (const path of paths) {
      for (const [, command = '', numbers = ''] of path.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
        const count = numbers.match(/-?(?:\d+\.\d+|\d+|\.\d+)/g)?.length ?? 0;
        expect(count % Math.max(arity[command] ?? 1, 1), `${command}${numbers}`).toBe(0);
        if (arity[command] === 0) expect(count).toBe(0);
      }
    }
  });

  it('is the file the storefront serves (run packages/db/demo/generate-images.ts after changing the drawing)', async () => {
    const served = await readFile(
      new URL('../../../../apps/web/public/media/demo/logo.svg', import.meta.url),
      'utf8',
    );
    expect(served).toBe(logoSvg());
  });
});
