import { htmlEscape } from './plugins/mailer/account-mails.ts';

/**
 * The document around a page the server writes itself, outside the web app
 * (the dev mailbox, the sandbox pay page): never indexed, its one style block
 * allowed by the request's CSP nonce. `title`, `style` and `body` are trusted
 * markup the caller has already escaped; `lang` and `nonce` are escaped here.
 */
export function standalonePage(page: {
  lang: string;
  title: string;
  nonce: string;
  style: string;
  body: string;
}): string {
  return `<!doctype html>
<html lang="${htmlEscape(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.title}</title>
<style nonce="${htmlEscape(page.nonce)}">${page.style}</style>
</head>
<body>
${page.body}
</body>
</html>`;
}
