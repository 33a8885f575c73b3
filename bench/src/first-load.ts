import { gzipSize } from './gzip-size.ts';
import { firstLoadAssets, type PageAsset } from './page-assets.ts';

/** Bytes of one kind of first-load file: how many, as served uncompressed, and gzipped at level 9. */
export interface ByteTotals {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** A page's first-load weight: its HTML, the JS and the CSS it pulls in before interaction. */
export interface FirstLoadWeight {
  html: ByteTotals;
  js: ByteTotals;
  css: ByteTotals;
  assets: (PageAsset & { rawBytes: number; gzipBytes: number })[];
}

/** Fetches `pageUrl` and every first-load asset it names, and sums their sizes per kind. */
export async function measureFirstLoad(pageUrl: string): Promise<FirstLoadWeight> {
  const html = await fetchBytes(pageUrl);
  const assets = await Promise.all(
    firstLoadAssets(new TextDecoder().decode(html), pageUrl).map(async (asset) => {
      const body = await fetchBytes(asset.url);
      return { ...asset, rawBytes: body.length, gzipBytes: gzipSize(body) };
    }),
  );
  return {
    html: { files: 1, rawBytes: html.length, gzipBytes: gzipSize(html) },
    js: totals(assets.filter((asset) => asset.kind === 'js')),
    css: totals(assets.filter((asset) => asset.kind === 'css')),
    assets,
  };
}

/** Sums the sizes of `sized`. */
export function totals(sized: readonly { rawBytes: number; gzipBytes: number }[]): ByteTotals {
  return {
    files: sized.length,
    rawBytes: sized.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes: sized.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

/** GETs `url` uncompressed and returns its body; anything but 200 is an error (a missing asset must not count as 0 bytes). */
export async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
