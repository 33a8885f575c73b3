import type { Locator, Page } from '@playwright/test';

/**
 * The navbar's language chooser: a native disclosure, whose <summary> has no
 * ARIA role to find it by. It shows the page language's code ('IT') and is
 * named 'IT – Lingua: Italiano'.
 */
export function languageChooser(page: Page): Locator {
  return page.getByRole('banner').locator('details > summary');
}

/** Opens the chooser and picks `languageName` (the language's own name, e.g. 'English'). */
export async function chooseLanguage(page: Page, languageName: string): Promise<void> {
  await languageChooser(page).click();
  await page.getByRole('banner').getByRole('button', { name: languageName }).click();
}
