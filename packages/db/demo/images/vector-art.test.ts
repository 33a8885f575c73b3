import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { logoSvg } from './vector-art.ts';

describe('the demo logo', () => {
  it('draws its lettering as outlines: no <text> for the browser to shape in the SVG image’s own page at every load', () => {
    expect(logoSvg()).not.toMatch(/<text[\s>]/);
    expect(logoSvg().match(/<path transform="translate\(/g)).toHaveLength(3);
  });

  it('is the file the storefront serves (run packages/db/demo/generate-images.ts after changing the drawing)', async () => {
    const served = await readFile(new URL('../../../../apps/web/public/media/demo/logo.svg', import.meta.url), 'utf8');
    expect(served).toBe(logoSvg());
  });
});
