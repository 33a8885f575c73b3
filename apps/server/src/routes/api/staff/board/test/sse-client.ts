/*
 * A Server-Sent Events reader for the tests and the board benches: opens the stream with fetch,
 * parses it as the browser's EventSource does (fields, blank-line dispatch,
 * comments) and keeps everything it read, so a test waits for a state;
 * `onMessage` sees each message as it is dispatched (a bench times its arrival).
 */

export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

export interface SseConnection {
  status: number;
  headers: Headers;
  messages: SseMessage[];
  comments: string[];
  /** True once the server ended the stream. */
  ended(): boolean;
  close(): void;
}

export async function openSse(
  url: string,
  headers: Record<string, string> = {},
  onMessage: (message: SseMessage) => void = () => undefined,
): Promise<SseConnection> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  let ended = false;
  if (response.body !== null) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let current: { id?: string; event?: string; data: string[] } = { data: [] };
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let newline: number;
          while ((newline = buffer.indexOf('\n')) !== -1) {
            const line = buffer.slice(0, newline);
            buffer = buffer.slice(newline + 1);
            if (line === '') {
              if (current.data.length > 0 || current.event !== undefined) {
                const message = {
                  id: current.id,
                  event: current.event ?? 'message',
                  data: current.data.join('\n'),
                };
                messages.push(message);
                onMessage(message);
              }
              current = { data: [] };
            } else if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else {
              const colon = line.indexOf(':');
              const field = colon === -1 ? line : line.slice(0, colon);
              const text = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'data') current.data.push(text);
              else if (field === 'id') current.id = text;
              else if (field === 'event') current.event = text;
            }
          }
        }
      } catch {
        // Aborted by close().
      } finally {
        ended = true;
      }
    })();
  } else ended = true;
  return {
    status: response.status,
    headers: response.headers,
    messages,
    comments,
    ended: () => ended,
    close: () => abort.abort(),
  };
}
