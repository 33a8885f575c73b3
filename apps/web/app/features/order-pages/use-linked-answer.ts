import { useEffect, useState } from 'react';
import type { ErrorCode } from '@ordina/contracts';
import type { ApiResult } from '../../lib/api-client.ts';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';

/** What a page of a private order link shows: loading, what the answer means, or the refusal's codes. */
export type LinkedAnswer<Shown extends { state: string }> = { state: 'loading' } | Shown | { state: 'error'; errors: ErrorCode[] };

/**
 * The answer behind a private order link (/ordine/inviato/{oid}/{hash},
 * /ordine/in-attesa-di-convalida/{otid}/{hash}/…): asked once per link, read
 * by `shown`, and the page's heading focused at every change of state (a
 * screen reader hears loading → shown). An `id` of 0 (the address named no
 * number) is NOT_FOUND at once, without asking. `load` and `shown` must be
 * module-level functions: the request is made again whenever they change.
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
  const [answer, setAnswer] = useState<LinkedAnswer<Shown>>({ state: 'loading' });
  const loaded: LinkedAnswer<Shown> = id > 0 ? answer : { state: 'error', errors: ['NOT_FOUND'] };
  const headingRef = useFocusOnChange<HTMLHeadingElement>(loaded.state);

  useEffect(() => {
    if (id <= 0) return;
    let active = true;
    let asking = false;
    let first = true;
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function ask() {
      if (asking) return;
      asking = true;
      clearTimeout(timer);
      const result = await load(id, hash, { progress: first });
      asking = false;
      if (!active) return;
      if (result.ok) setAnswer(shown(result.data));
      else if (first) setAnswer({ state: 'error', errors: result.errors });
      first = false;
      if (refreshMs !== undefined) timer = setTimeout(() => void ask(), refreshMs);
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void ask();
    };
    void ask();
    if (refreshMs !== undefined) document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [id, hash, load, shown, refreshMs]);

  return { loaded, headingRef };
}
