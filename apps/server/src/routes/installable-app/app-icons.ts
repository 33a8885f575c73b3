import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/*
 * The home-screen icons of the installable storefront (docs/decisions/069), made from the business's
 * logo: Android asks a manifest for 192 and 512 px PNGs, and iOS fills a transparent icon with black.
 * The logo (often wide, with the name in it) is fitted inside a white square with a margin: white is
 * what the storefront shows it on (the home, the menu, the contacts page) and the manifest's
 * background colour, so the splash screen and the icon agree. Made once per logo and size.
 */

/** The square sizes the manifest lists. */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

/** The logo as it is served: its bytes, type and size in pixels (undefined when sharp cannot read it). */
export interface LogoImage {
  bytes: Buffer;
  type: string;
  size: { width: number; height: number } | undefined;
}

/** A margin of an eighth on each side keeps the logo clear of the rounded corners Android and iOS cut. */
const MARGIN = 1 / 8;

/** The logo's file as this server serves it (static file or uploaded photo); undefined when it serves none at that path. */
export async function readLogo(app: FastifyInstance, logo: string): Promise<LogoImage | undefined> {
  // Only a path of this site: a logo elsewhere is not fetched from the server.
  if (!logo.startsWith('/') || logo.startsWith('//')) return undefined;
  const answer = await app.inject({ method: 'GET', url: logo });
  if (answer.statusCode !== 200) return undefined;
  const bytes = answer.rawPayload;
  const type = String(answer.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  try {
    const { width, height } = await sharp(bytes).metadata();
    return { bytes, type, size: width && height ? { width, height } : undefined };
  } catch {
    return { bytes, type, size: undefined };
  }
}

/** The background of the icons and of the manifest (the splash screen). */
export const APP_BACKGROUND = '#ffffff';

/** The square PNG icon of `size` from the logo, on the app's background. */
export async function appIconPng(logo: Buffer, size: AppIconSize): Promise<Buffer> {
  const inner = Math.round(size * (1 - 2 * MARGIN));
  // A vector logo is drawn at the size it is shown, not scaled up from its nominal width.
  const fitted = await sharp(logo, { density: 300 })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: APP_BACKGROUND } })
    .composite([{ input: fitted, gravity: 'center' }])
    .png()
    .toBuffer();
}
