import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { staffHeaders, staffSession, type StaffSession } from '../../../test/staff-session.ts';
import { errorsOf } from '../../../test/refusal-codes.ts';

/*
 * The owner's photo upload (issue 35 "Images"): a phone's JPEG comes back upright, fitted in
 * 1600 px, as WebP with AVIF and JPEG twins and without its EXIF (GPS included); a file is read by
 * its content, not its name or content type; a refusal stores nothing.
 */

/** A 3000×2000 JPEG as a phone takes it: rotated by EXIF (orientation 6, shown as 2000×3000), with a camera and GPS block. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#d2691e' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'Phone', Model: 'Camera' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();
}

describe('POST /api/staff/images', () => {
  let test: TestApp;
  let owner: StaffSession;
  beforeAll(async () => {
    test = await createTestApp();
    owner = await staffSession(test.app, { role: 'owner' });
  }, 60_000);
  afterAll(() => test.close());

  const upload = (body: Buffer, contentType = 'image/jpeg', session = owner) =>
    test.app.inject({
      method: 'POST',
      url: '/api/staff/images',
      headers: { ...staffHeaders(session), 'content-type': contentType },
      payload: body,
    });
  const stored = async () => (await readdir(test.config.mediaDir)).sort();

  it('re-encodes a phone photo upright, fitted in 1600 px, as WebP with AVIF and JPEG twins, its EXIF gone', async () => {
    const photo = await phonePhoto();
    // The photo as sent carries its EXIF and orientation: what the re-encoding must leave behind.
    const sent = await sharp(photo).metadata();
    expect([sent.orientation, sent.exif === undefined]).toEqual([6, false]);
    const response = await upload(photo);
    expect(response.statusCode, response.body).toBe(200);
    const { url, width, height } = response.json<{ data: { url: string; width: number; height: number } }>()
      .data;
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{16}\.webp$/);
    // Orientation 6 turns it portrait; the longer side is fitted to 1600.
    expect({ width, height }).toEqual({ width: 1067, height: 1600 });
    const name = url.split('/').pop()!.replace('.webp', '');
    expect(await stored()).toEqual([`${name}.avif`, `${name}.jpg`, `${name}.webp`]);

    const served = await test.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect({
      format: meta.format,
      width: meta.width,
      exif: meta.exif,
      orientation: meta.orientation,
    }).toEqual({
      format: 'webp',
      width: 1067,
      exif: undefined,
      orientation: undefined,
    });
  });

  it('reads the file, not its name or type: a PNG sent as octet-stream is taken; text called a JPEG is refused, storing nothing', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'application/octet-stream')).statusCode).toBe(200);
    const before = await stored();
    for (const [body, type] of [
      [Buffer.from('<html>not a photo</html>'), 'image/jpeg'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif'],
      [(await phonePhoto()).subarray(0, 200), 'image/jpeg'],
      [Buffer.alloc(0), 'image/png'],
    ] as const) {
      const refused = await upload(body, type);
      expect([refused.statusCode, errorsOf(refused)], type).toEqual([400, ['WRONG_IMAGE']]);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a body over 15 MB as IMAGE_TOO_LARGE, storing nothing', async () => {
    const before = await stored();
    const refused = await upload(Buffer.alloc(15 * 1024 * 1024 + 1, 0xff));
    expect([refused.statusCode, errorsOf(refused)]).toEqual([413, ['IMAGE_TOO_LARGE']]);
    expect(await stored()).toEqual(before);
  });

  it('refuses a photo over 40 megapixels as IMAGE_TOO_LARGE by its header, storing nothing', async () => {
    const before = await stored();
    // 6400 × 6400 = 41 megapixels of one grey: a few kilobytes of PNG.
    const huge = await sharp({ create: { width: 6400, height: 6400, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const refused = await upload(huge, 'image/png');
    expect([refused.statusCode, errorsOf(refused)]).toEqual([413, ['IMAGE_TOO_LARGE']]);
    expect(await stored()).toEqual(before);
  });

  it('is the owner’s only, and needs the CSRF token', async () => {
    const staff = await staffSession(test.app, { role: 'staff' });
    const notOwner = await upload(await phonePhoto(), 'image/jpeg', staff);
    expect([notOwner.statusCode, errorsOf(notOwner)]).toEqual([403, ['STAFF_FORBIDDEN']]);
    const noCsrf = await test.app.inject({
      method: 'POST',
      url: '/api/staff/images',
      headers: { cookie: owner.cookie, 'content-type': 'image/jpeg' },
      payload: await phonePhoto(),
    });
    expect([noCsrf.statusCode, errorsOf(noCsrf)]).toEqual([403, ['CSRF_INVALID']]);
  });
});
