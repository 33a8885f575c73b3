import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenOnFreePort } from '@ordina/db/test/free-port';

/**
 * A local server speaking Twilio's Messages API: it records each request and
 * answers 201 with a message resource, or Twilio's JSON error when told to.
 */
export async function startTwilioServer() {
  const requests: {
    method: string;
    url: string;
    authorization: string;
    contentType: string;
    form: Record<string, string>;
  }[] = [];
  const state: { fail: null | { status: number; code: number; message: string } } = { fail: null };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        contentType: request.headers['content-type'] ?? '',
        form,
      });
      response.setHeader('content-type', 'application/json');
      if (state.fail !== null) {
        response.statusCode = state.fail.status;
        response.end(
          JSON.stringify({
            code: state.fail.code,
            message: state.fail.message,
            more_info: `https://www.twilio.com/docs/errors/${state.fail.code}`,
            status: state.fail.status,
          }),
        );
        return;
      }
      response.statusCode = 201;
      response.end(
        JSON.stringify({ sid: `SM${requests.length}`, status: 'queued', to: form.To, body: form.Body }),
      );
    });
  });
  const port = await listenOnFreePort(server);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
