import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listOutboxMessages } from '@ordina/db';
import type { OutboxMessage } from '@ordina/db';
import { ApiError } from '../../errors.ts';
import { isLoopbackHost } from '../../loopback.ts';
import { htmlEscape } from '../../plugins/mailer/account-mails.ts';
import { standalonePage } from '../../standalone-page.ts';

/*
 * The dev mailbox: every e-mail the outbox holds, newest first, for the local
 * demo and the e2e journeys (which follow the links in it). Registered only
 * when DEV_MAILBOX=true, which the configuration allows only on a loopback
 * HOST; otherwise /dev/* is a plain 404. It holds every password-reset link,
 * so it also answers 404 to anything but a direct local connection: a reverse
 * proxy on this machine would otherwise hand it to the world.
 */

const LIMIT = 200;

/** One message as /dev/mailbox.json lists it. */
function jsonMessage(message: OutboxMessage) {
  return {
    id: message.id,
    channel: message.channel,
    to: message.recipient,
    subject: message.subject,
    text: message.body_text,
    html: message.body_html,
    status: message.status,
    attempts: message.attempts,
    lastError: message.last_error,
    createdAt: message.created_at,
    sentAt: message.sent_at,
    links: linksIn(message.body_text),
  };
}

/** The http(s) links of a plain-text body, in order. */
function linksIn(text: string): string[] {
  return Array.from(text.matchAll(/https?:\/\/\S+/g), (match) => match[0]);
}

const MAILBOX_STYLE = `
body { font-family: system-ui, sans-serif; margin: 1rem auto; max-width: 50rem; padding: 0 1rem; }
article { border-bottom: 1px solid #ccc; padding: 0.5rem 0; }
.meta { color: #555; font-size: 0.875rem; }
pre { white-space: pre-wrap; background: #f6f6f6; padding: 0.5rem; }
`;

function htmlPage(messages: OutboxMessage[], nonce: string): string {
  const items = messages.map((m) => {
    const links = linksIn(m.body_text)
      .map((link) => `<li><a href="${htmlEscape(link)}">${htmlEscape(link)}</a></li>`)
      .join('');
    return `<article>
<h2>${m.channel === 'sms' ? 'SMS' : htmlEscape(m.subject ?? '(no subject)')}</h2>
<p class="meta">#${m.id} · to ${htmlEscape(m.recipient)} · ${htmlEscape(m.created_at)} · ${htmlEscape(m.status)}${m.last_error === null ? '' : ` · ${htmlEscape(m.last_error)}`}</p>
<pre>${htmlEscape(m.body_text)}</pre>
${links === '' ? '' : `<ul>${links}</ul>`}
</article>`;
  });
  return standalonePage({
    lang: 'en',
    title: 'Dev mailbox',
    nonce,
    style: MAILBOX_STYLE,
    body: `<h1>Dev mailbox</h1>
<p>${messages.length === 0 ? 'No e-mail yet.' : `${messages.length} e-mail(s), newest first.`}</p>
${items.join('\n')}`,
  });
}

/** Headers a proxy adds when it forwards a request (RFC 7239 and the de facto ones). */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/** A request straight from this machine: a loopback peer (IPv4-mapped or not) that no proxy forwarded. */
function isDirectLocalRequest(request: FastifyRequest): boolean {
  const peer = (request.raw.socket.remoteAddress ?? '').replace(/^::ffff:/i, '');
  return isLoopbackHost(peer) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** GET /dev/mailbox (HTML) and GET /dev/mailbox.json: the outbox, newest first. */
export default function devMailboxRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  app.addHook('onRequest', (request, _reply, next) => {
    next(isDirectLocalRequest(request) ? undefined : new ApiError(404, 'NOT_FOUND'));
  });

  app.get('/mailbox.json', async (_request, reply) => {
    const messages = await listOutboxMessages(app.database.db, app.businessId, LIMIT);
    void reply.header('cache-control', 'no-store');
    return { data: { messages: messages.map(jsonMessage) } };
  });

  app.get('/mailbox', async (request, reply) => {
    const messages = await listOutboxMessages(app.database.db, app.businessId, LIMIT);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(htmlPage(messages, request.cspNonce));
  });

  done();
}
