import { describe, expect, it } from 'vitest';
import { toLimitPage } from './limit-page.ts';

describe('toLimitPage', () => {
  it('removes every script, including the initial-data JSON, and module preloads', () => {
    const html =
      '<html lang="it"><head><link rel="stylesheet" href="/a.css"><link rel="modulepreload" href="/e.js">' +
      '<script id="initial-data" type="application/json">{"name":"Lido"}</script></head>' +
      '<body><h1>Lido</h1><script type="module">import "/e.js";</script><SCRIPT src="/x.js"></SCRIPT></body></html>';
    expect(toLimitPage(html)).toBe(
      '<html lang="it"><head><link rel="stylesheet" href="/a.css"></head><body><h1>Lido</h1></body></html>',
    );
  });

  it('removes inline event handlers but keeps the other attributes', () => {
    expect(toLimitPage('<img src="/p.jpg" onerror="this.remove()" alt="Pizza" onLoad=go() />')).toBe(
      '<img src="/p.jpg" alt="Pizza" />',
    );
    expect(toLimitPage('<button type="button" onclick=\'f("x")\'>Ok</button>')).toBe(
      '<button type="button">Ok</button>',
    );
  });

  it('leaves text that merely looks like a handler untouched', () => {
    const html = '<p title="say onclick=hi">onclick="x" is text</p>';
    expect(toLimitPage(html)).toBe(html);
  });
});
