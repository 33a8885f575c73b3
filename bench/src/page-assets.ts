import { hasToken, startTags } from './html-tags.ts';

/** A same-origin file the browser loads before the page is interactive. */
export interface PageAsset {
  url: string;
  kind: 'js' | 'css';
}

/**
 * The first-load JS and CSS of a page: `<script src>`, `<link rel=modulepreload>`
 * and `<link rel=stylesheet>` on the page's own origin, each URL once, in document order.
 * Other origins are left out: they are not ours to budget.
 */
export function firstLoadAssets(html: string, pageUrl: string): PageAsset[] {
  const origin = new URL(pageUrl).origin;
  const assets = new Map<string, PageAsset>();
  for (const tag of startTags(html)) {
    const asset = assetOf(tag.name, tag.attributes, pageUrl);
    if (asset === undefined || new URL(asset.url).origin !== origin || assets.has(asset.url)) continue;
    assets.set(asset.url, asset);
  }
  return [...assets.values()];
}

function assetOf(tagName: string, attributes: Map<string, string>, pageUrl: string): PageAsset | undefined {
  if (tagName === 'script') {
    const src = attributes.get('src');
    return src ? { url: new URL(src, pageUrl).href, kind: 'js' } : undefined;
  }
  if (tagName !== 'link') return undefined;
  const href = attributes.get('href');
  if (!href) return undefined;
  const rel = attributes.get('rel');
  if (hasToken(rel, 'modulepreload')) return { url: new URL(href, pageUrl).href, kind: 'js' };
  if (hasToken(rel, 'stylesheet')) return { url: new URL(href, pageUrl).href, kind: 'css' };
  return undefined;
}
