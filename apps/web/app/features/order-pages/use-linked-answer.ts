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
 */
export function useLinkedAnswer<Data, Shown extends { state: string }>(
  id: number,
  hash: string,
  load: (id: number, hash: string) => Promise<ApiResult<Data>>,
  shown: (data: Data) => Shown,
) {
  const [answer, setAnswer] = useState<LinkedAnswer<Shown>>({ state: 'loading' });
  const loaded: LinkedAnswer<Shown> = id > 0 ? answer : { state: 'error', errors: ['NOT_FOUND'] };
  const headingRef = useFocusOnChange<HTMLHeadingElement>(loaded.state);

  useEffect(() => {
    if (id <= 0) return;
    let active = true;
    void load(id, hash).then((result) => {
      if (active) setAnswer(result.ok ? shown(result.data) : { state: 'error', errors: result.errors });
    });
    return () => {
      active = false;
    };
  }, [id, hash, load, shown]);

  return { loaded, headingRef };
}
