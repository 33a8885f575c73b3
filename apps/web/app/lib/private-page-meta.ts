import { translate } from '@ordina/i18n';
import type { MessageKey } from '@ordina/i18n';
import { pageTitle, rootDataOf } from './first-load/page-title.ts';

/**
 * The `meta` of a private page (a customer's account, an order's own link,
 * the checkout…): the title of spec §2 — the page name, then the business
 * name — and `noindex`, since these addresses are personal and no search
 * engine should keep them. Public pages write their own `meta` (they stay
 * indexable, and this module stays out of their first load).
 */
export function privatePageMeta(pageName: MessageKey) {
  return ({ matches }: { matches: readonly ({ id: string; data?: unknown } | undefined)[] }) => {
    const root = rootDataOf(matches);
    return root
      ? [
          { title: pageTitle(translate(root.locale, pageName), root.businessName) },
          { name: 'robots', content: 'noindex' },
        ]
      : [];
  };
}
