import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ApiResult } from '../after-hydration-shared/api-client.ts';
import { captchaToken } from './captcha-token.ts';

// A prepared token older than this is dropped (the server's challenges expire; single use anyway).
const PREPARED_TOKEN_MAX_AGE_MS = 2 * 60_000;

/** A form's bot-protection tokens, prepared when the form asks for it (`prepare`), handed out by `take`. */
export interface CaptchaTokens {
  /** A token for one protected call: the prepared one while fresh, otherwise one solved now (tokens are single use). */
  readonly take: () => Promise<ApiResult<string>>;
  /** Starts the proof of work for the next `take`, unless a fresh one is already prepared or under way. */
  readonly prepare: () => void;
}

/**
 * A form's bot-protection tokens, prepared on demand: the form calls
 * `prepare` when the visitor starts filling it (the checkout: the first focus
 * or tap in it), so the proof of work runs in a Web Worker while they type,
 * and a visitor who only looks spends no CPU or battery on it — nor does the
 * page while it loads, when the worker would compete with hydration for the
 * phone's cores. When the form goes away its proof of work stops (its workers
 * are terminated).
 */
export function useCaptchaOnDemand(action: string): CaptchaTokens {
  const prepared = useRef<{ token: Promise<ApiResult<string>>; at: number } | null>(null);
  const lifetime = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => {
      controller.abort();
      lifetime.current = null;
      prepared.current = null;
    };
  }, [action]);

  const prepare = useCallback(() => {
    const signal = lifetime.current?.signal;
    if (!signal) return;
    const ready = prepared.current;
    if (ready && Date.now() - ready.at < PREPARED_TOKEN_MAX_AGE_MS) return;
    prepared.current = { token: captchaToken(action, signal), at: Date.now() };
  }, [action]);

  const take = useCallback(() => {
    const signal = lifetime.current?.signal;
    const ready = prepared.current;
    prepared.current = null;
    // A prepared attempt that failed (offline while typing) gets one fresh try.
    if (ready && Date.now() - ready.at < PREPARED_TOKEN_MAX_AGE_MS)
      return ready.token.then((result) => (result.ok ? result : captchaToken(action, signal)));
    return captchaToken(action, signal);
  }, [action]);

  return useMemo(() => ({ take, prepare }), [take, prepare]);
}

/**
 * A dialog's or small page's bot-protection token, prepared as soon as it
 * appears: it is opened by a tap on purpose (login drawer views, change
 * password), so the visitor is already filling it in. Returns `take`.
 */
export function useCaptcha(action: string): () => Promise<ApiResult<string>> {
  const { take, prepare } = useCaptchaOnDemand(action);
  useEffect(prepare, [prepare]);
  return take;
}
