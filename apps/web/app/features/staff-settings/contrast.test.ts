import { describe, expect, it } from 'vitest';
import { contrastRatio, ratioText, relativeLuminance, WCAG_AA_NORMAL_TEXT } from './contrast.ts';

describe('WCAG contrast', () => {
  it('gives black 0 and white 1, and a mid grey its linearised luminance', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    // 0x77 = 119: ((119/255 + 0.055) / 1.055) ^ 2.4 ≈ 0.184.
    expect(relativeLuminance('#777777')).toBeCloseTo(0.1845, 3);
    // Pure green weighs most, pure blue least.
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
    expect(relativeLuminance('red')).toBeNull();
  });

  it('measures black on white 21:1, either way round, and a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 6);
    expect(contrastRatio('#0f766e', '#0f766e')).toBe(1);
    expect(contrastRatio('#12345', '#ffffff')).toBeNull();
  });

  it('puts #767676 on white just above AA and #777777 just below (the known threshold greys)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(WCAG_AA_NORMAL_TEXT);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(WCAG_AA_NORMAL_TEXT);
    expect(ratioText(contrastRatio('#777777', '#ffffff') ?? 0)).toBe('4.47');
    expect(ratioText(4.4999)).toBe('4.49');
  });
});
