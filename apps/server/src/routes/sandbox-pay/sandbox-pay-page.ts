import type { Locale } from '@ordina/contracts';
import { formatMoney, translate } from '@ordina/i18n';
import { htmlEscape } from '../../plugins/mailer/account-mails.ts';
import { standalonePage } from '../../standalone-page.ts';

/*
 * The sandbox gateway's hosted pay page (docs/decisions/018): one small
 * server-rendered page, no script, phone first, looking like a provider's
 * checkout — who is paid, for which order, how much — with a clear notice
 * that no money moves. Its three choices are submit buttons of one form.
 */

/** What the page shows. */
export type SandboxPayView =
  | {
      kind: 'checkout';
      locale: Locale;
      business: string;
      orderCode: string;
      amount: number;
      /** The form's action (this page's path) and the test controls to carry along as hidden fields. */
      action: string;
      controls: Record<string, string>;
    }
  | { kind: 'already_paid'; locale: Locale; business: string; back: string }
  | { kind: 'not_found'; locale: Locale };

const STYLE = `
:root { color-scheme: light; --ink: #1a1f36; --muted: #4f566b; --line: #d5dbe3; --brand: #0a5bd7; }
* { box-sizing: border-box; }
body { margin: 0; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f3f5f9; }
main { max-width: 28rem; margin: 0 auto; padding: 1rem; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 0.75rem; padding: 1.25rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
.notice { background: #fff4d6; border: 1px solid #e5b100; border-radius: 0.5rem; padding: 0.75rem; margin: 0 0 1rem; }
h1 { font-size: 1.25rem; margin: 0 0 0.25rem; }
.merchant, .order { color: var(--muted); margin: 0; }
.amount { margin: 1.25rem 0; }
.amount dt { color: var(--muted); font-size: 0.875rem; }
.amount dd { margin: 0; font-size: 2rem; font-weight: 700; }
form { display: grid; gap: 0.75rem; }
button, .back { display: block; width: 100%; min-height: 3rem; padding: 0.75rem 1rem; border-radius: 0.5rem; font: inherit; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer; }
.pay { background: var(--brand); color: #fff; border: 2px solid var(--brand); }
.fail { background: #fff; color: #a4161a; border: 2px solid #a4161a; }
.cancel, .back { background: #fff; color: var(--ink); border: 2px solid var(--line); }
button:focus-visible, .back:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
`;

/** The page's HTML; `nonce` is the request's CSP nonce for its one style element. */
export function sandboxPayPage(view: SandboxPayView, nonce: string): string {
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    htmlEscape(translate(view.locale, key, params));
  let body: string;
  if (view.kind === 'not_found') {
    body = `<div class="card"><h1>${t('sandbox_pay.title')}</h1><p role="alert">${t('sandbox_pay.not_found')}</p></div>`;
  } else if (view.kind === 'already_paid') {
    body = `<div class="card">
<h1>${t('sandbox_pay.title')}</h1>
<p class="merchant">${t('sandbox_pay.merchant', { business: view.business })}</p>
<p role="status">${t('sandbox_pay.already_paid')}</p>
<a class="back" href="${htmlEscape(view.back)}">${t('sandbox_pay.back')}</a>
</div>`;
  } else {
    const amount = formatMoney(view.amount, view.locale);
    const hidden = Object.entries(view.controls)
      .map(([name, value]) => `<input type="hidden" name="${htmlEscape(name)}" value="${htmlEscape(value)}">`)
      .join('');
    body = `<p class="notice" role="note">${t('sandbox_pay.notice')}</p>
<div class="card">
<h1>${t('sandbox_pay.title')}</h1>
<p class="merchant">${t('sandbox_pay.merchant', { business: view.business })}</p>
<p class="order">${t('sandbox_pay.order', { code: view.orderCode })}</p>
<dl class="amount"><dt>${t('sandbox_pay.amount_due')}</dt><dd>${htmlEscape(amount)}</dd></dl>
<form method="post" action="${htmlEscape(view.action)}">${hidden}
<button class="pay" type="submit" name="outcome" value="paid">${t('sandbox_pay.pay', { amount })}</button>
<button class="fail" type="submit" name="outcome" value="failed">${t('sandbox_pay.fail')}</button>
<button class="cancel" type="submit" name="outcome" value="canceled">${t('sandbox_pay.cancel')}</button>
</form>
</div>`;
  }
  return standalonePage({
    lang: view.locale,
    title: t('sandbox_pay.title'),
    nonce,
    style: STYLE,
    body: `<main>
${body}
</main>`,
  });
}
