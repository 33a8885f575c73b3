import { describe, expect, it } from 'vitest';
import { hasToken, parseAttributes, startTags } from './html-tags.ts';

describe('startTags', () => {
  it('reads tag names and attributes in document order, quote-aware', () => {
    const tags = startTags(
      `<html lang="it"><LINK REL='stylesheet' href="/a.css?x=1&amp;y=2"><img alt="a > b" src=/i.png /><script async src="/e.js"></script>`,
    );
    expect(tags.map((tag) => tag.name)).toEqual(['html', 'link', 'img', 'script']);
    expect(tags[1]?.attributes.get('rel')).toBe('stylesheet');
    expect(tags[1]?.attributes.get('href')).toBe('/a.css?x=1&y=2');
    expect(tags[2]?.attributes.get('alt')).toBe('a > b');
    expect(tags[2]?.attributes.get('src')).toBe('/i.png');
    expect(tags[3]?.attributes.get('async')).toBe('');
  });

  it('ignores end tags, comments and text', () => {
    expect(startTags('</div><!-- <b> -->text <i>').map((tag) => tag.name)).toEqual(['i']);
  });

  it('ignores markup quoted inside scripts and styles', () => {
    const html =
      '<script type="application/json">{"notice":"<link rel=stylesheet href=/x.css>"}</script><style>a::after{content:"<b>"}</style><p>';
    expect(startTags(html).map((tag) => tag.name)).toEqual(['script', 'style', 'p']);
  });
});

describe('parseAttributes', () => {
  it('keeps the first of repeated attributes, like browsers', () => {
    expect(parseAttributes(' id="a" id="b"').get('id')).toBe('a');
  });

  it('decodes numeric and named entities', () => {
    expect(parseAttributes(` title="&quot;x&quot; &#39;y&#39; &#x41;&lt;&gt;"`).get('title')).toBe(
      `"x" 'y' A<>`,
    );
  });
});

describe('hasToken', () => {
  it('matches whole space-separated tokens case-insensitively', () => {
    expect(hasToken('preload Stylesheet', 'stylesheet')).toBe(true);
    expect(hasToken('stylesheets', 'stylesheet')).toBe(false);
    expect(hasToken(undefined, 'stylesheet')).toBe(false);
  });
});
