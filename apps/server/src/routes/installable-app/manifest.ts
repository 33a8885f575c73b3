import type { Locale, Storefront } from '@ordina/contracts';
import { APP_BACKGROUND, type AppIconSize, type LogoImage } from './app-icons.ts';

/*
 * The web app manifest of the storefront (docs/decisions/069): white-label, from the business file —
 * its name, the navbar's colour as the theme (as the pages' theme-color meta), its logo as the icons.
 * It opens the menu's home in its own window, scoped to the whole site.
 */

/** A manifest's icon (https://www.w3.org/TR/appmanifest/#manifest-image-resources). */
interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose: 'any';
}

/** Where the home-screen icon of a size is served. */
export const appIconPath = (size: AppIconSize) => `/app-icon-${size}.png`;

/** What Android shows under the icon: the name when it fits (about 12 characters), else its first words that do. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short === '' ? word : `${short} ${word}`;
    if (next.length > 12) break;
    short = next;
  }
  return short === '' ? name.slice(0, 12) : short;
}

/**
 * The icons: the 192 and 512 px squares made from the logo when the server could read it, and the
 * logo itself (an SVG at any size, a bitmap at its real size, so a browser never stretches it).
 */
export function manifestIcons(
  logoPath: string,
  logo: LogoImage | undefined,
  squares: readonly AppIconSize[],
): ManifestIcon[] {
  const generated = squares.map((size) => ({
    src: appIconPath(size),
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'any' as const,
  }));
  if (logo === undefined) return [...generated, { src: logoPath, purpose: 'any' }];
  const sizes =
    logo.type === 'image/svg+xml'
      ? 'any'
      : logo.size === undefined
        ? undefined
        : `${logo.size.width}x${logo.size.height}`;
  return [
    ...generated,
    {
      src: logoPath,
      ...(sizes === undefined ? {} : { sizes }),
      ...(logo.type === '' ? {} : { type: logo.type }),
      purpose: 'any',
    },
  ];
}

/** The manifest of the storefront in `locale`. */
export function webAppManifest(storefront: Storefront, locale: Locale, icons: ManifestIcon[]) {
  const name = storefront.anagraphic.name;
  const { colors } = storefront.configuration;
  return {
    id: '/',
    name,
    short_name: shortName(name),
    lang: locale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colors.navbar_background,
    background_color: APP_BACKGROUND,
    icons,
  };
}
