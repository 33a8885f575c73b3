import { SMTPServer } from 'smtp-server';
import { listenOnFreePort } from '@ordina/db/test/free-port';

/** One message a server delivered: its recipients and its text with quoted-printable undone. */
export interface SunkMail {
  readonly to: readonly string[];
  readonly messageId: string;
  readonly text: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it is handed (MAILER=smtp, SMTP_URL). */
export interface SmtpSink {
  readonly url: string;
  readonly received: readonly SunkMail[];
  stop(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '',
          text: undoQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  // A client that dies mid-conversation (a server killed by a crash test) resets its connection: not the sink's failure.
  server.on('error', () => undefined);
  const port = await listenOnFreePort(server.server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Soft line breaks joined and `=XX` bytes decoded (RFC 2045 §6.7), enough to read a link out of a message. */
function undoQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
