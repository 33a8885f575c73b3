import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toLimitPage } from './limit-page.ts';

/** The folder under the static root where limit pages are written, and the URL path it is served at. */
export const LIMIT_FOLDER = '__limit';

/** Writes the limit page of `html` as `<staticRoot>/__limit/<name>.html` and returns its URL path. */
export async function writeLimitPage(staticRoot: string, name: string, html: string): Promise<string> {
  const folder = join(staticRoot, LIMIT_FOLDER);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, `${name}.html`), toLimitPage(html));
  return `/${LIMIT_FOLDER}/${name}.html`;
}

/** Removes every limit page, so they never ship with a build. */
export async function removeLimitPages(staticRoot: string): Promise<void> {
  await rm(join(staticRoot, LIMIT_FOLDER), { recursive: true, force: true });
}
