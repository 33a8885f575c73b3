import { openSse } from '../../apps/server/src/routes/api/staff/board/test/sse-client.ts';

/*
 * One board for `npm run bench:board`: the board's event stream read as the
 * browser's EventSource reads it (the server tests' reader), noting when each
 * `order` event arrived.
 */

export interface BenchBoard {
  /** When (performance.now()) each order's `created` event reached this board. */
  arrivals: Map<number, number>;
  ready: Promise<void>;
  close(): void;
}

export async function openBenchBoard(url: string, headers: Record<string, string>): Promise<BenchBoard> {
  const arrivals = new Map<number, number>();
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const stream = await openSse(url, headers, ({ event, data }) => {
    const at = performance.now();
    if (event === 'ready') markReady();
    if (event === 'order') {
      const parsed = JSON.parse(data) as { orderId: number; kind: string };
      if (parsed.kind === 'created' && !arrivals.has(parsed.orderId)) arrivals.set(parsed.orderId, at);
    }
  });
  if (stream.status !== 200) {
    stream.close();
    throw new Error(`the board stream answered ${stream.status}`);
  }
  return { arrivals, ready, close: () => stream.close() };
}
