import type { Locator, Page } from '@playwright/test';
import { translate } from '@ordina/i18n';
import { escapeRegExp } from './reg-exp.ts';

/** A product's add button in the page's main landmark (its accessible name: "<price> – Aggiungi all'ordine: <product>"), the page in Italian. */
export function addButton(page: Page, productName: string): Locator {
  return page.getByRole('main').getByRole('button', {
    name: new RegExp(
      `${escapeRegExp(translate('it', 'options.add_to_order'))}: ${escapeRegExp(productName)}$`,
    ),
  });
}
