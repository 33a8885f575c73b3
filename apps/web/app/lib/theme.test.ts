import { describe, expect, it } from 'vitest';
import { themeCss } from './theme.ts';

const colors = {
  primary: '#0E6BA8',
  secondary: '#F2A541',
  navbar_background: '#0B3C5D',
  navbar_text: '#FFFFFF',
  coupon: '#B03A2E',
  button_color: '#C8442B',
  button_text: '#FFFFFF',
};

describe('themeCss', () => {
  it('declares the seven business colours as CSS variables', () => {
    expect(themeCss(colors)).toBe(
      ':root{--brand-primary:#0E6BA8;--brand-secondary:#F2A541;--brand-navbar-background:#0B3C5D;--brand-navbar-text:#FFFFFF;--brand-coupon:#B03A2E;--brand-button:#C8442B;--brand-button-text:#FFFFFF}',
    );
  });

  it('leaves out a value that is not a #rrggbb colour, so nothing can leave the style element', () => {
    const css = themeCss({ ...colors, coupon: 'red}</style><script>alert(1)</script>' });
    expect(css).not.toContain('coupon');
    expect(css).not.toContain('<');
  });
});
