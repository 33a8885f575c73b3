import type { Page } from '@playwright/test';

/**
 * Puts `value` in the page's localStorage under `key` before its first page loads (no extra page
 * visit), once per tab: what the page itself does later (an emptied cart, a logout) sticks across
 * navigations. Only on the storefront's own http pages, not in frames or on other schemes.
 */
export async function storeOncePerTab(page: Page, key: string, value: string): Promise<void> {
  await page.addInitScript(
    ([storageKey, text]) => {
      const placed = `e2e.placed:${storageKey}`;
      if (location.protocol !== 'http:' || window.top !== window || sessionStorage.getItem(placed) !== null)
        return;
      sessionStorage.setItem(placed, '1');
      localStorage.setItem(storageKey, text);
    },
    [key, value] as const,
  );
}
