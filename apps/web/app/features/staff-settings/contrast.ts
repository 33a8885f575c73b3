/*
 * Colour contrast as WCAG 2.x defines it (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): each sRGB
 * channel linearised, the relative luminance L = 0.2126 R + 0.7152 G + 0.0722 B, and the ratio
 * (L1 + 0.05) / (L2 + 0.05) of the lighter to the darker, from 1 to 21. Normal text needs 4.5:1 at
 * level AA (success criterion 1.4.3).
 */

/** The least contrast of normal text at WCAG level AA. */
export const WCAG_AA_NORMAL_TEXT = 4.5;

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** One sRGB channel (0–255) linearised. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a #rrggbb colour, 0 (black) to 1 (white); null when it is not #rrggbb. */
export function relativeLuminance(hex: string): number | null {
  const match = HEX.exec(hex.trim());
  if (match === null) return null;
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => linear(parseInt(part ?? '0', 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #rrggbb colours (1 to 21, order irrelevant); null when one is not a colour. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The ratio as shown, rounded down to two decimals so a pair just under the threshold never reads as
 * 4.50: 4.4999 → "4.49".
 */
export function ratioText(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}
