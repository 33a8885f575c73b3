import type { Storefront } from '@ordina/contracts';

type Colors = Storefront['configuration']['colors'];

// The business colours become CSS custom properties; app.css maps them to
// Tailwind colour names (bg-primary, text-navbar-text, …).
const VARIABLES: Record<keyof Colors, string> = {
  primary: '--brand-primary',
  secondary: '--brand-secondary',
  navbar_background: '--brand-navbar-background',
  navbar_text: '--brand-navbar-text',
  coupon: '--brand-coupon',
  button_color: '--brand-button',
  button_text: '--brand-button-text',
};
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** A `:root` rule declaring the business colours; colours that are not #rrggbb are left out. */
export function themeCss(colors: Colors): string {
  const declarations = (Object.keys(VARIABLES) as (keyof Colors)[])
    .filter((key) => HEX_COLOR.test(colors[key]))
    .map((key) => `${VARIABLES[key]}:${colors[key]}`);
  return `:root{${declarations.join(';')}}`;
}
