import { attributeTokens, hasToken, parseAttributes, START_TAG } from './html-tags.ts';

/**
 * The *limit page* of a route: its server-rendered HTML with every script
 * (including the inline initial-data JSON), module preload and inline event
 * handler removed. It paints exactly what our page paints before JavaScript,
 * so its Lighthouse figures are the floor our page can approach.
 */
export function toLimitPage(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(START_TAG, (tag, name: string, attributeSource: string) => {
      const tagName = name.toLowerCase();
      if (tagName === 'script') return ''; // a stray unclosed <script>
      if (tagName === 'link' && hasToken(parseAttributes(attributeSource).get('rel'), 'modulepreload'))
        return '';
      return withoutEventHandlers(tag, name, attributeSource);
    });
}

/** Rebuilds a start tag without its `on*` attributes; a tag without any is returned untouched. */
function withoutEventHandlers(tag: string, name: string, attributeSource: string): string {
  const tokens = attributeTokens(attributeSource);
  const kept = tokens.filter((token) => !/^on[a-z]+$/.test(token.name));
  if (kept.length === tokens.length) return tag;
  const selfClosing = tag.endsWith('/>') ? ' /' : '';
  return `<${name}${kept.map((token) => ` ${token.raw}`).join('')}${selfClosing}>`;
}
