import { lazyModule } from '../../../lib/first-load/lazy-module.ts';

// What the summary shows only for a cart with lines: the lines, the price
// lines and the small-screen bar. The server renders an empty cart, so they
// load after hydration, alongside the cart's restore, and stay out of the
// first load.

/** The summary's line and bar components, loaded after hydration. */
export const orderSummaryParts = lazyModule(() =>
  Promise.all([import('./order-summary-lines.tsx'), import('./order-summary-bar.tsx')]).then(
    ([lines, bar]) => ({
      OrderSummaryLines: lines.OrderSummaryLines,
      OrderSummaryBar: bar.OrderSummaryBar,
    }),
  ),
);
