/*
 * One board for `npm run bench:board`: the board's event stream read as the
 * browser's EventSource reads it, noting when each `order` event arrived.
 */

export interface BenchBoard {
  /** When (performance.now()) each order's `created` event reached this board. */
  arrivals: Map<number, number>;
  ready: Promise<void>;
  close(): void;
}

export async function openBenchBoard(url: string, headers: Record<string, string>): Promise<BenchBoard> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  if (response.status !== 200 || response.body === null)
    throw new Error(`the board stream answered ${response.status}`);
  const arrivals = new Map<number, number>();
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    let event = 'message';
    let data = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = performance.now();
        buffer += value;
        let newline: number;
        while ((newline = buffer.indexOf('\n')) !== -1) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (event === 'ready') markReady();
            if (event === 'order') {
              const parsed = JSON.parse(data) as { orderId: number; kind: string };
              if (parsed.kind === 'created' && !arrivals.has(parsed.orderId))
                arrivals.set(parsed.orderId, at);
            }
            event = 'message';
            data = '';
          } else if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data += line.slice(5).trim();
        }
      }
    } catch {
      // closed by the bench
    }
  })();
  return { arrivals, ready, close: () => abort.abort() };
}
