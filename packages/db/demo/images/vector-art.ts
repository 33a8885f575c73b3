/**
 * The demo's vector files: the Lido Azzurro logo and the small icons shown in
 * place of a photo for products that have none. They stay SVG (crisp at any
 * size, a few hundred bytes each).
 */

/** The Lido Azzurro logo: a sun rising over two waves beside the name. */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120" role="img" aria-labelledby="t">
<title id="t">Lido Azzurro</title>
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFF4D6"/><stop offset="1" stop-color="#FFFFFF"/></linearGradient>
<clipPath id="disc"><circle cx="60" cy="60" r="50"/></clipPath>
</defs>
<circle cx="60" cy="60" r="54" fill="#0B3C5D"/>
<g clip-path="url(#disc)">
<rect x="0" y="0" width="120" height="120" fill="url(#sky)"/>
<circle cx="60" cy="66" r="24" fill="#F2A541"/>
<g stroke="#F2A541" stroke-width="4" stroke-linecap="round">
<path d="M60 30v-10M34 40l-7-7M86 40l7-7M24 62H14M96 62h10"/>
</g>
<path d="M0 70c12-8 24-8 36 0s24 8 36 0 24-8 36 0 24 8 36 0v50H0z" fill="#0E6BA8"/>
<path d="M0 86c12-8 24-8 36 0s24 8 36 0 24-8 36 0 24 8 36 0v40H0z" fill="#0B3C5D"/>
<path d="M8 80c8-4 16-4 24 0M56 80c8-4 16-4 24 0" stroke="#FFFFFF" stroke-width="2.5" fill="none" stroke-linecap="round" opacity="0.8"/>
</g>
<circle cx="60" cy="60" r="52" fill="none" stroke="#FFFFFF" stroke-width="3"/>
<g font-family="Georgia, 'Times New Roman', serif" font-size="37">
<text x="130" y="62" textLength="72" lengthAdjust="spacingAndGlyphs" font-weight="700" fill="#0B3C5D">Lido</text>
<text x="216" y="62" textLength="126" lengthAdjust="spacingAndGlyphs" font-style="italic" fill="#0E6BA8">Azzurro</text>
</g>
<rect x="130" y="74" width="212" height="2" fill="#F2A541"/>
<text x="130" y="96" textLength="212" lengthAdjust="spacingAndGlyphs" font-family="'Helvetica Neue', Arial, sans-serif" font-size="13" fill="#0B3C5D">RIMINI · BAGNO 72 · DAL 1962</text>
</svg>
`;
}

const ICON_GLYPHS: Record<string, string> = {
  // A fish, for small seafood plates without a photo.
  pesce: '<path d="M9 24c5-7 13-10 20-8 3 1 6 3 8 5l5-5v16l-5-5c-2 2-5 4-8 5-7 2-15-1-20-8z" fill="#0B3C5D"/><circle cx="17" cy="22" r="1.8" fill="#E6F2F8"/>',
  // A leaf, for vegetarian dishes.
  foglia: '<path d="M12 36C12 20 22 11 38 11c0 16-9 26-25 26z" fill="#2E7D32"/><path d="M14 34C20 26 26 20 33 16" stroke="#E6F2F8" stroke-width="2" fill="none" stroke-linecap="round"/>',
  // A slice of cake, for desserts.
  torta: '<path d="M10 22l26-9 2 5v16H10z" fill="#F2A541"/><path d="M10 22l26-9 2 5z" fill="#0B3C5D"/><path d="M10 28h28" stroke="#FFF4D6" stroke-width="3"/><circle cx="30" cy="12" r="3" fill="#C8442B"/>',
  // A drop of water, for still and sparkling water.
  acqua: '<path d="M24 9c6 9 12 15 12 22a12 12 0 0 1-24 0c0-7 6-13 12-22z" fill="#0E6BA8"/><path d="M19 31a5 5 0 0 0 5 5" stroke="#E6F2F8" stroke-width="2.5" fill="none" stroke-linecap="round"/>',
};

/** The names of the product icons (files `icons/<name>.svg`). */
export const ICON_NAMES = Object.keys(ICON_GLYPHS);

/** One 48×48 icon: a glyph on a pale sea-blue disc. */
export function iconSvg(name: string): string {
  const glyph = ICON_GLYPHS[name];
  if (glyph === undefined) throw new Error(`unknown icon ${name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="23" fill="#E6F2F8"/>${glyph}</svg>\n`;
}
