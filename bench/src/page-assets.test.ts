import { describe, expect, it } from 'vitest';
import { firstLoadAssets } from './page-assets.ts';

const page = 'http://127.0.0.1:4000/categorie/pizze';

describe('firstLoadAssets', () => {
  it('collects same-origin scripts, module preloads and stylesheets, resolved against the page', () => {
    const html = `<head>
      <link rel="stylesheet" href="/assets/root.css">
      <link rel="modulepreload" href="/assets/entry.client.js">
      <link rel="modulepreload" href="chunk.js">
      <script type="module" src="/assets/manifest.js"></script>
    </head>`;
    expect(firstLoadAssets(html, page)).toEqual([
      { url: 'http://127.0.0.1:4000/assets/root.css', kind: 'css' },
      { url: 'http://127.0.0.1:4000/assets/entry.client.js', kind: 'js' },
      { url: 'http://127.0.0.1:4000/categorie/chunk.js', kind: 'js' },
      { url: 'http://127.0.0.1:4000/assets/manifest.js', kind: 'js' },
    ]);
  });

  it('leaves out other origins, inline scripts, JSON data, other link types and repeats', () => {
    const html = `
      <script id="initial-data" type="application/json">{"a":1}</script>
      <script>window.x = 1</script>
      <script src="https://cdn.example.com/lib.js"></script>
      <link rel="preconnect" href="/">
      <link rel="icon" href="/favicon.ico">
      <link rel="stylesheet" href="//fonts.example.com/f.css">
      <link rel="modulepreload" href="/a.js"><link rel="modulepreload" href="/a.js">`;
    expect(firstLoadAssets(html, page)).toEqual([{ url: 'http://127.0.0.1:4000/a.js', kind: 'js' }]);
  });
});
