import { useCallback, useEffect, useRef } from 'react';
import type { ApiResult } from '../api-client.ts';
import { captchaToken } from './captcha-token.ts';

// A prepared token older than this is dropped (the server's challenges expire; single use anyway).
const PREPARED_TOKEN_MAX_AGE_MS = 2 * 60_000;

/**
 * A form's bot-protection tokens: one is prepared when the form appears (the
 * proof of work runs in a Web Worker while the visitor types), handed out by
 * the first `takeToken()`; later calls get a fresh one (tokens are single
 * use). When the form goes away its proof of work stops (its workers are
 * terminated): no CPU and battery spent for a token nobody will send.
 */
export function useCaptcha(action: string): () => Promise<ApiResult<string>> {
  const prepared = useRef<{ token: Promise<ApiResult<string>>; at: number } | null>(null);
  const lifetime = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    prepared.current = { token: captchaToken(action, controller.signal), at: Date.now() };
    return () => {
      controller.abort();
      lifetime.current = null;
      prepared.current = null;
    };
  }, [action]);

  return useCallback(() => {
    const signal = lifetime.current?.signal;
    const ready = prepared.current;
    prepared.current = null;
    // A prepared attempt that failed (offline while typing) gets one fresh try.
    if (ready && Date.now() - ready.at < PREPARED_TOKEN_MAX_AGE_MS) return ready.token.then((result) => (result.ok ? result : captchaToken(action, signal)));
    return captchaToken(action, signal);
  }, [action]);
}
