import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-module-preloads.server.ts';

async function through(chunks: string[]): Promise<string> {
  return text(
    Readable.from(chunks.map((chunk) => Buffer.from(chunk, 'utf8'))).pipe(lowPriorityModulePreloads()),
  );
}

describe('lowPriorityModulePreloads', () => {
  it('marks every modulepreload link low priority and leaves other tags alone', async () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js"/>' +
      '<link rel="modulepreload" href="/y.js" nonce="n"/><link rel="preload" as="image" href="/l.png"/></head>';
    expect(await through([html])).toBe(
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/x.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/y.js" nonce="n"/><link rel="preload" as="image" href="/l.png"/></head>',
    );
  });

  it('marks a link split across stream chunks', async () => {
    const out = await through([
      '<p>é</p><link rel="modu',
      'lepreload" href="/x.js"/><link',
      ' rel="modulepreload" href="/y.js"/>',
    ]);
    expect(out).toBe(
      '<p>é</p><link rel="modulepreload" fetchpriority="low" href="/x.js"/><link rel="modulepreload" fetchpriority="low" href="/y.js"/>',
    );
  });

  it('keeps a character whose bytes are split across chunks', async () => {
    const bytes = Buffer.from('caffè', 'utf8');
    const out = await text(
      Readable.from([bytes.subarray(0, 4), bytes.subarray(4)]).pipe(lowPriorityModulePreloads()),
    );
    expect(out).toBe('caffè');
  });

  it('passes a document without modulepreload links through unchanged, including a trailing partial match', async () => {
    expect(await through(['<body>hi</body><link rel="mod'])).toBe('<body>hi</body><link rel="mod');
  });
});
