import { createHash } from 'node:crypto';
import sharp from 'sharp';

/*
 * A photo the owner uploads from a phone (issue 35 "Images"), read by its content, never by its name
 * or the browser's content type: sharp (libvips) decodes it or refuses it. JPEG, PNG and WebP are
 * taken: an iPhone's photo picker sends its HEIC photos as JPEG, and sharp's prebuilt libvips reads
 * no HEVC, so a raw .heic (or AVIF, GIF, SVG…) is refused like any other file. The photo is turned upright by its EXIF
 * orientation, fitted inside the storefront's largest box, and re-encoded — which leaves every
 * metadata block (EXIF with its GPS position, XMP, ICC beyond sRGB) behind — as WebP, the file the
 * storefront links, and AVIF and JPEG beside it for browsers that prefer them.
 */

/** The largest body an upload may be: a phone's camera roll photo (issue 35: up to 15 MB). */
export const IMAGE_UPLOAD_LIMIT_BYTES = 15 * 1024 * 1024;

/** The longest side of a stored photo: twice the widest box the storefront shows one in. */
export const IMAGE_MAX_SIDE = 1600;

/** The most pixels a photo may have: any phone camera's (40 megapixels), and a bound on what a crafted file makes us decode. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The decoded formats taken (sharp's names). */
const TAKEN = new Set(['jpeg', 'png', 'webp']);

/** Why a body is no photo to keep. */
export class ImageRefused extends Error {
  constructor(readonly reason: 'unreadable' | 'too_many_pixels') {
    super(reason);
  }
}

/** The re-encoded files of one photo, named by their content, and its size. */
export interface ProcessedImage {
  /** Hex SHA-256 of the WebP, 16 characters: the same photo uploaded twice is one file. */
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly files: ReadonlyArray<{ readonly extension: 'webp' | 'avif' | 'jpg'; readonly bytes: Buffer }>;
}

/** Decodes `body`, refusing what is not a JPEG, PNG or WebP photo; re-encodes it (ImageRefused otherwise). */
export async function processImage(body: Uint8Array): Promise<ProcessedImage> {
  const input = () => sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let format: string | undefined;
  try {
    format = (await input().metadata()).format;
  } catch (error) {
    // The header gives the size: one over the limit is refused before anything is decoded.
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new ImageRefused('too_many_pixels');
    throw new ImageRefused('unreadable');
  }
  if (format === undefined || !TAKEN.has(format)) throw new ImageRefused('unreadable');
  try {
    const upright = input()
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const webp = await upright.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    const [avif, jpg] = await Promise.all([
      upright.clone().avif({ quality: 55 }).toBuffer(),
      upright.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    ]);
    return {
      name: createHash('sha256').update(webp.data).digest('hex').slice(0, 16),
      width: webp.info.width,
      height: webp.info.height,
      files: [
        { extension: 'webp', bytes: webp.data },
        { extension: 'avif', bytes: avif },
        { extension: 'jpg', bytes: jpg },
      ],
    };
  } catch {
    // A file whose header reads but whose data does not (truncated, corrupt).
    throw new ImageRefused('unreadable');
  }
}
