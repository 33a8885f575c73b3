import { useEffect, useRef, useState } from 'react';
import { ADDRESS_RELOOKUP_DEBOUNCE_MS } from '@ordina/domain';

/**
 * Spec §5: the address is looked up again 500 ms after the last edit of street or number. `pending`
 * holds from the edit to the look-up (the editor says 'checking' meanwhile); each start replaces the last.
 */
export function useRelookupTimer() {
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function cancel() {
    clearTimeout(timer.current);
    setPending(false);
  }

  function start(relookup: () => void) {
    cancel();
    setPending(true);
    timer.current = setTimeout(() => {
      setPending(false);
      relookup();
    }, ADDRESS_RELOOKUP_DEBOUNCE_MS);
  }

  return { pending, cancel, start };
}
