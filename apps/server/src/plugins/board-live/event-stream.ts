import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * One Server-Sent Events response (docs/decisions/045), written by hand on
 * the raw response: Fastify's serialisers and the compression plugin would
 * buffer a stream that never ends. A comment goes out at once (the browser's
 * EventSource opens, a proxy sees bytes), then a keep-alive comment whenever
 * the stream was silent `keepAliveMs`, so neither a proxy nor the server's
 * own idle timeout closes a quiet board. `X-Accel-Buffering: no` keeps nginx
 * from holding events back.
 */

/** One event: its id (an order_events id; the browser sends the last back as Last-Event-ID), its name and JSON data. */
export interface StreamEvent {
  id?: number;
  event: string;
  data: unknown;
}

export interface EventStream {
  send(event: StreamEvent): void;
  /** Called once when the browser goes away or the stream ends. */
  onClose(listener: () => void): void;
  end(): void;
  readonly closed: boolean;
}

/** How long the browser waits before reconnecting a dropped stream (ms), sent as `retry:`. */
const RECONNECT_MS = 2_000;

/** Takes over the reply and opens the stream: headers (with those hooks set, e.g. the security headers), `retry:` and a first comment. */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { keepAliveMs: number },
): EventStream {
  void reply.hijack();
  const raw = reply.raw;
  // The headers hooks set (the security headers), then the stream's own.
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  // The keep-alive below is the stream's liveness; the socket's idle timeout would cut a long quiet stream otherwise.
  request.raw.socket.setTimeout(0);
  let closed = false;
  const listeners: (() => void)[] = [];
  const write = (text: string) => {
    if (closed) return;
    raw.write(text);
    keepAlive.refresh();
  };
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
    for (const listener of listeners.splice(0)) listener();
  };
  // A comment for the proxies and a `ping` event for the board, which cannot see comments: its sign the stream still lives.
  const keepAlive = setInterval(() => write(': keep-alive\nevent: ping\ndata: {}\n\n'), options.keepAliveMs);
  raw.on('close', close);
  raw.on('error', close);
  write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
  return {
    send(event) {
      const id = event.id === undefined ? '' : `id: ${event.id}\n`;
      write(`${id}event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
    },
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
    end() {
      if (closed) return;
      raw.end();
      close();
    },
    get closed() {
      return closed;
    },
  };
}
