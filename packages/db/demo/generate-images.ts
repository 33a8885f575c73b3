/**
 * Draws every picture of the Lido Azzurro demo and writes it to
 * apps/web/public/media/demo: product and category illustrations as 480×360
 * WebP (≤ 15 KB each), product icons and the logo as SVG. Deterministic: the
 * same code draws the same pictures, so the committed files only change when
 * the drawings do.
 *
 * Run: node --import tsx packages/db/demo/generate-images.ts
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { Canvas } from './images/canvas.ts';
import { CATEGORY_SCENES } from './images/category-scenes.ts';
import { PRODUCT_SCENES, type Scene } from './images/product-scenes.ts';
import { ICON_NAMES, iconSvg, logoSvg } from './images/vector-art.ts';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '../../../apps/web/public/media/demo');
const businessFile = join(here, 'lido-azzurro.json');

/** Largest WebP we accept; quality is lowered step by step to stay under it. */
const MAX_BYTES = 15 * 1024;
const QUALITIES = [70, 65, 60, 55, 50];

async function encode(name: string, scene: Scene): Promise<Buffer> {
  const canvas = new Canvas(name);
  scene(canvas);
  const svg = Buffer.from(canvas.toSvg());
  let last: Buffer | undefined;
  for (const quality of QUALITIES) {
    last = await sharp(svg).webp({ quality, effort: 6 }).toBuffer();
    if (last.length <= MAX_BYTES) return last;
  }
  throw new Error(
    `${name}.webp is ${last?.length ?? 0} bytes even at quality ${QUALITIES.at(-1)}; simplify the drawing`,
  );
}

/** Every /media/demo/... path the business file refers to. */
async function referencedMedia(): Promise<Set<string>> {
  const text = await readFile(businessFile, 'utf8');
  return new Set([...text.matchAll(/"\/media\/demo\/([^"]+)"/g)].map((m) => m[1] ?? ''));
}

async function main(): Promise<void> {
  await mkdir(join(outDir, 'icons'), { recursive: true });
  const written = new Set<string>();
  let total = 0;
  for (const [name, scene] of Object.entries({ ...PRODUCT_SCENES, ...CATEGORY_SCENES })) {
    const webp = await encode(name, scene);
    await writeFile(join(outDir, `${name}.webp`), webp);
    written.add(`${name}.webp`);
    total += webp.length;
  }
  for (const name of ICON_NAMES) {
    await writeFile(join(outDir, 'icons', `${name}.svg`), iconSvg(name));
    written.add(`icons/${name}.svg`);
  }
  await writeFile(join(outDir, 'logo.svg'), logoSvg());
  written.add('logo.svg');

  // Drop pictures whose drawing was removed, so the folder matches the code.
  for (const file of await readdir(outDir)) {
    if (file.endsWith('.webp') && !written.has(file)) await rm(join(outDir, file));
  }
  const missing = [...(await referencedMedia())].filter((file) => !written.has(file));
  console.log(`${written.size} files written to ${outDir}; WebP total ${(total / 1024).toFixed(1)} KB`);
  if (missing.length > 0) {
    console.error(`lido-azzurro.json refers to pictures nobody draws: ${missing.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
