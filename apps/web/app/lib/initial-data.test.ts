import { describe, expect, it } from 'vitest';
import { storefront } from '../test/storefront-fixture.ts';
import { escapeJsonForHtml, readInitialData, serializeInitialData } from './initial-data.ts';

describe('escapeJsonForHtml', () => {
  it('escapes every character that could end the script or confuse a parser', () => {
    const value = { name: '</script><script>alert(1)</script><!-- a&b \u2028\u2029' };
    expect(escapeJsonForHtml(value)).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!-- a\\u0026b \\u2028\\u2029"}',
    );
  });

  it('parses back to the same value', () => {
    const value = { name: '</script>&<!--\u2028', list: [1, 'é', null] };
    expect(JSON.parse(escapeJsonForHtml(value))).toEqual(value);
  });
});

describe('serializeInitialData', () => {
  it('serialises a storefront once per object', () => {
    const data = storefront();
    const first = serializeInitialData(data);
    expect(serializeInitialData(data)).toBe(first);
    expect(JSON.parse(first)).toEqual(data);
  });
});

describe('readInitialData', () => {
  it('reads the storefront back from the page', () => {
    const data = storefront();
    document.body.innerHTML = `<script id="initial-data" type="application/json" data-version="0123456789abcdef">${serializeInitialData(data)}</script>`;
    const read = readInitialData(document);
    expect(read.storefront).toEqual(data);
    expect(read.json).toBe(serializeInitialData(data));
    expect(read.version).toBe('0123456789abcdef');
  });

  it('gives an empty version when the page carries none (the next poll then gets the whole storefront)', () => {
    document.body.innerHTML = `<script id="initial-data" type="application/json">${serializeInitialData(storefront())}</script>`;
    expect(readInitialData(document).version).toBe('');
  });

  it('fails loudly when the page has no initial data', () => {
    document.body.innerHTML = '';
    expect(() => readInitialData(document)).toThrow('#initial-data');
  });
});
