import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { SavedCartLine } from './routes.ts';

/** Where the storefront keeps the cart in the browser (spec §9; apps/web/app/features/cart/cart-summary/cart-storage.ts). */
export const CART_STORAGE_KEY = 'ordina.cart';

/** The benches' browser: a 390×844 phone screen, Italian, on the demo restaurant's clock (Europe/Rome). */
export const PHONE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  locale: 'it-IT',
  timezoneId: 'Europe/Rome',
} as const;

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu'];

/**
 * A fresh Chromium profile whose localStorage for `origin` holds `cart`, for
 * a Lighthouse run (`--user-data-dir`): Lighthouse clears the HTTP cache
 * before loading but keeps localStorage (its default `clearStorageTypes`), so
 * the page loads cold with the cart restored. Remove it with `removeProfile`.
 */
export async function profileWithCart(
  origin: string,
  cart: readonly SavedCartLine[],
  chromePath: string,
): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'ordina-bench-profile-'));
  // The origin may be the bench's TLS proxy, whose certificate is made for the run (tls-proxy.ts).
  const context = await chromium.launchPersistentContext(directory, {
    executablePath: chromePath,
    args: LAUNCH_ARGS,
    headless: true,
    ignoreHTTPSErrors: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // Any same-origin answer will do to reach the origin's storage: /health is the lightest.
    await page.goto(`${origin}/health`);
    await page.evaluate(([key, text]) => localStorage.setItem(key, text), [
      CART_STORAGE_KEY,
      JSON.stringify(cart),
    ] as const);
  } finally {
    // Closing writes the profile (localStorage included) to disk.
    await context.close();
  }
  return directory;
}

/** Removes a profile made by `profileWithCart`. */
export async function removeProfile(directory: string): Promise<void> {
  await rm(directory, { recursive: true, force: true });
}

/**
 * The HTML of `url` as the browser painted it with `cart` restored, once
 * `readySelector` is visible: the source of the limit page of a page whose
 * content the server cannot render (the checkout renders its wait on the
 * server and its form once the browser has the cart).
 */
export async function paintedHtml(
  url: string,
  cart: readonly SavedCartLine[],
  readySelector: string,
  chromePath: string,
): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromePath, args: LAUNCH_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
    });
    await context.addInitScript(([key, text]) => localStorage.setItem(key, text), [
      CART_STORAGE_KEY,
      JSON.stringify(cart),
    ] as const);
    const page = await context.newPage();
    await page.goto(url);
    await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: 60_000 });
    return `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`;
  } finally {
    await browser.close();
  }
}
