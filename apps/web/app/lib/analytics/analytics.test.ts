import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { Product } from '@ordina/contracts';
import { createGa4Analytics, GA4_SCRIPT_URL, noopAnalytics } from './analytics-adapter.ts';
import type { DataLayerWindow } from './analytics-adapter.ts';
import { addToCartEvent, purchaseEvent } from './analytics-events.ts';
import { ga4MeasurementId } from './use-analytics.ts';

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
    expect(purchaseEvent({ transactionId: '77', total: 2150, entries: [{ product, qty: 2, totalUnitPrice: 950 }] })).toEqual({
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
