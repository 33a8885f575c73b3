import type { ErrorCode } from '@ordina/contracts';
import type { ApiResult } from '../../lib/after-hydration-shared/api-client.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';

/** What a page of a private order link shows: loading, what the answer means, or the refusal's codes. */
export type LinkedAnswer<Shown extends { state: string }> =
  { state: 'loading' } | Shown | { state: 'error'; errors: ErrorCode[] };

/**
 * The answer behind a private order link (/ordine/inviato/{oid}/{hash},
 * /ordine/in-attesa-di-convalida/{otid}/{hash}/…): asked once per link, read
 * by `shown`, and the page's heading focused at every change of state (a
 * screen reader hears loading → shown). An `id` of 0 (the address named no
 * number) is NOT_FOUND at once, without asking.
 *
 * With `refreshMs` the answer is followed (the order's live status page, docs/decisions/044): asked
 * again every `refreshMs` and whenever the tab comes back into view, in the background (no progress
 * bar); a failure then keeps what is shown, and the next ask may succeed.
 */
export function useLinkedAnswer<Data, Shown extends { state: string }>(
  id: number,
  hash: string,
  load: (id: number, hash: string, options?: { progress?: boolean }) => Promise<ApiResult<Data>>,
  shown: (data: Data) => Shown,
  refreshMs?: number,
) {
  const answer = useApiQuery<LinkedAnswer<Shown>>(
    id > 0 ? `${id}/${hash}` : null,
    async ({ show, sleep }) => {
      const first = await load(id, hash);
      show(first.ok ? shown(first.data) : { state: 'error', errors: first.errors });
      if (refreshMs === undefined) return;
      for (;;) {
        await sleep(refreshMs, { wakeOnReturn: true });
        const again = await load(id, hash, { progress: false });
        if (again.ok) show(shown(again.data));
      }
    },
  );
  const loaded: LinkedAnswer<Shown> =
    id > 0 ? (answer.value ?? { state: 'loading' }) : { state: 'error', errors: ['NOT_FOUND'] };
  const headingRef = useFocusOnChange<HTMLHeadingElement>(loaded.state);

  return { loaded, headingRef };
}
