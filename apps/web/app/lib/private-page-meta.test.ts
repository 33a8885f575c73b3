import { describe, expect, it } from 'vitest';
import { privatePageMeta } from './private-page-meta.ts';

describe('privatePageMeta', () => {
  it('titles the page in the page language, then the business, and keeps it out of search engines', () => {
    const meta = privatePageMeta('page.order_sent');
    expect(meta({ matches: [{ id: 'root', data: { locale: 'en', businessName: 'Lido Azzurro' } }] })).toEqual(
      [{ title: 'Order sent - Lido Azzurro' }, { name: 'robots', content: 'noindex' }],
    );
  });

  it('writes nothing when the root failed (the root error boundary titles the page)', () => {
    expect(privatePageMeta('page.checkout')({ matches: [undefined] })).toEqual([]);
  });
});
