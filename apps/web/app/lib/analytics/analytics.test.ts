import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { Product } from '@ordina/contracts';
import { createGa4Analytics, GA4_SCRIPT_URL, noopAnalytics } from './analytics-adapter.ts';
import type { DataLayerWindow } from './analytics-adapter.ts';
import { addToCartEvent, purchaseEvent } from './analytics-events.ts';
import { createMetaPixel, META_PIXEL_SCRIPT_URL, pixelEvent } from './meta-pixel-adapter.ts';
import type { PixelWindow } from './meta-pixel-adapter.ts';
import { ga4MeasurementId, metaPixelId } from './after-hydration-shared/use-analytics.ts';

const product = {
  id: 301,
  name: 'Margherita',
  languages: { en: { name: 'Margherita pizza' } },
} as unknown as Product;

function freshWindow(): DataLayerWindow {
  return new Window() as unknown as DataLayerWindow;
}

describe('add_to_cart event', () => {
  it('reports euros: the line value (unit price with options × quantity), the unit price and the quantity added', () => {
    expect(addToCartEvent({ product, qty: 2, totalUnitPrice: 950 })).toEqual({
      name: 'add_to_cart',
      params: {
        currency: 'EUR',
        value: 19,
        items: [{ item_id: '301', item_name: 'Margherita', price: 9.5, quantity: 2 }],
      },
    });
  });
});

describe('purchase event', () => {
  it('reports the order id, its total in euros (EUR) and every line', () => {
    expect(
      purchaseEvent({
        transactionId: '77',
        total: 2150,
        entries: [{ product, qty: 2, totalUnitPrice: 950 }],
      }),
    ).toEqual({
      name: 'purchase',
      params: {
        transaction_id: '77',
        currency: 'EUR',
        value: 21.5,
        items: [{ item_id: '301', item_name: 'Margherita', price: 9.5, quantity: 2 }],
      },
    });
  });
});

describe('GA4 adapter', () => {
  it('queues gtag commands on dataLayer and loads gtag.js once', () => {
    const win = freshWindow();
    const ga = createGa4Analytics('G-ABC123', win);
    createGa4Analytics('G-ABC123', win);
    ga.track({ name: 'add_to_cart', params: { currency: 'EUR', value: 1 } });

    const scripts = win.document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(`${GA4_SCRIPT_URL}?id=G-ABC123`);
    expect(scripts[0]?.async).toBe(true);
    const commands = (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(commands.map((c) => c[0])).toEqual(['js', 'config', 'js', 'config', 'event']);
    expect(commands[1]).toEqual(['config', 'G-ABC123']);
    expect(commands[4]).toEqual(['event', 'add_to_cart', { currency: 'EUR', value: 1 }]);
    // gtag.js reads Arguments objects, not arrays.
    expect(Array.isArray(win.dataLayer?.[4])).toBe(false);
  });

  it('has a no-op default that sends nothing', () => {
    expect(() => noopAnalytics.track({ name: 'add_to_cart', params: {} })).not.toThrow();
  });

  it('reads the measurement id from the configuration parameter GA4_MEASUREMENT_ID, ignoring blanks and other formats', () => {
    expect(ga4MeasurementId([])).toBeNull();
    expect(ga4MeasurementId([{ param_name: 'GA4_MEASUREMENT_ID', value: '' }])).toBeNull();
    expect(ga4MeasurementId([{ param_name: 'GA4_MEASUREMENT_ID', value: 'UA-1234-1' }])).toBeNull();
    expect(ga4MeasurementId([{ param_name: 'GA4_MEASUREMENT_ID', value: 'G-1"><script>' }])).toBeNull();
    expect(ga4MeasurementId([{ param_name: 'OTHER', value: 'G-ABC123' }])).toBeNull();
    expect(ga4MeasurementId([{ param_name: 'GA4_MEASUREMENT_ID', value: ' G-ABC123 ' }])).toBe('G-ABC123');
  });
});

describe('Meta pixel adapter', () => {
  it('installs the fbq queue stub and fbevents.js once, initialises the pixel and counts the page view', () => {
    const win = freshWindow() as unknown as PixelWindow;
    const pixel = createMetaPixel('123456789012345', win);
    pixel.track(
      purchaseEvent({
        transactionId: '77',
        total: 2150,
        entries: [{ product, qty: 2, totalUnitPrice: 950 }],
      }),
    );
    pixel.pageView();
    const scripts = win.document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(META_PIXEL_SCRIPT_URL);
    expect(scripts[0]?.async).toBe(true);
    expect((win.fbq?.queue ?? []).map((args) => Array.from(args as ArrayLike<unknown>))).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
      ['track', 'Purchase', { value: 21.5, currency: 'EUR' }],
      ['track', 'PageView'],
    ]);
  });

  it('takes add-to-cart and purchase only', () => {
    expect(pixelEvent({ name: 'view_item', params: {} })).toBeNull();
    expect(pixelEvent(addToCartEvent({ product, qty: 3, totalUnitPrice: 200 }))).toEqual([
      'AddToCart',
      {
        value: 6,
        currency: 'EUR',
        content_type: 'product',
        content_ids: ['301'],
        contents: [{ id: '301', quantity: 3 }],
      },
    ]);
  });

  it('reads the pixel id from META_PIXEL_ID: digits only', () => {
    expect(metaPixelId([])).toBeNull();
    expect(metaPixelId([{ param_name: 'META_PIXEL_ID', value: '12ab' }])).toBeNull();
    expect(metaPixelId([{ param_name: 'META_PIXEL_ID', value: '1234"><script>' }])).toBeNull();
    expect(metaPixelId([{ param_name: 'META_PIXEL_ID', value: ' 123456789012345 ' }])).toBe(
      '123456789012345',
    );
  });
});
