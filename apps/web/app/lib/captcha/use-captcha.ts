import { useCallback, useEffect, useRef } from 'react';
import type { ApiResult } from '../api-client.ts';
import { captchaToken } from './captcha-token.ts';

// A prepared token older than this is dropped (the server's challenges expire; single use anyway).
const PREPARED_TOKEN_MAX_AGE_MS = 2 * 60_000;

/**
 * A form's bot-protection tokens: one is prepared when the form appears (the
 * proof of work runs while the visitor types), handed out by the first
 * `takeToken()`; later calls get a fresh one (tokens are single use).
 */
export function useCaptcha(action: string): () => Promise<ApiResult<string>> {
  const prepared = useRef<{ token: Promise<ApiResult<string>>; at: number } | null>(null);

  useEffect(() => {
    prepared.current = { token: captchaToken(action), at: Date.now() };
    return () => {
      prepared.current = null;
    };
  }, [action]);

  return useCallback(() => {
    const ready = prepared.current;
    prepared.current = null;
    // A prepared attempt that failed (offline while typing) gets one fresh try.
    if (ready && Date.now() - ready.at < PREPARED_TOKEN_MAX_AGE_MS) return ready.token.then((result) => (result.ok ? result : captchaToken(action)));
    return captchaToken(action);
  }, [action]);
}
