import type { Locale } from '@ordina/contracts';
import { translate } from '@ordina/i18n';
import { htmlEscape } from '../../plugins/mailer/account-mails.ts';
import { standalonePage } from '../../standalone-page.ts';

/** Where the service worker keeps the page it shows when a navigation finds no network. */
export const OFFLINE_PAGE_PATH = '/offline.html';

/**
 * The offline page of the installed storefront (docs/decisions/069): the business's name on its
 * navbar's colours, what happened, and a link that loads the address asked for again. It has no
 * script: the service worker keeps it, and it must work with nothing else.
 */
export function offlinePage(view: {
  locale: Locale;
  business: string;
  colors: { navbar_background: string; navbar_text: string; button_color: string; button_text: string };
  nonce: string;
}): string {
  const t = (key: Parameters<typeof translate>[1]) => htmlEscape(translate(view.locale, key));
  const { colors } = view;
  const style = `body{margin:0;font-family:system-ui,sans-serif;color:#1c1917;background:#fff}
header{background:${colors.navbar_background};color:${colors.navbar_text};padding:1rem;font-weight:700;font-size:1.25rem}
main{max-width:32rem;margin:0 auto;padding:3rem 1rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{line-height:1.5;margin:0 0 1.5rem}
a{display:inline-block;min-height:44px;line-height:44px;padding:0 1.5rem;border-radius:.75rem;background:${colors.button_color};color:${colors.button_text};font-weight:700;text-decoration:none}
a:focus-visible{outline:3px solid #1c1917;outline-offset:2px}`;
  return standalonePage({
    lang: view.locale,
    title: `${t('offline_page.title')} | ${htmlEscape(view.business)}`,
    nonce: view.nonce,
    style,
    // An empty href is the document's own address: in the service worker's answer, the page the visitor asked for.
    body: `<header>${htmlEscape(view.business)}</header>
<main>
<h1>${t('offline_page.title')}</h1>
<p>${t('offline_page.text')}</p>
<a href="">${t('offline.retry')}</a>
</main>`,
  });
}
