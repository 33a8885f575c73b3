import { vi } from 'vitest';
import { createChallenge } from 'altcha-lib/v1';

/** One recorded call to the fetch double. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
  /** The Idempotency-Key header (the order submit's). */
  idempotencyKey: string | undefined;
}

/** An answer: status and JSON body, or a function of the call (for answers that depend on it). */
export type Answer =
  | { status?: number; body: unknown }
  | ((
      call: RecordedCall,
    ) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>);

/**
 * A fetch double for the API (tests only): answers by "METHOD path" and
 * records every call (the path with its query string). The bot-protection challenge answers a real, tiny
 * ALTCHA challenge so the browser's solver runs for real. Unknown calls fail with 404.
 * A key ending in '*' answers every call starting with what precedes it
 * (paths that carry a fresh bot-protection token, as the order pages' GETs do).
 */
export function apiDouble(answers: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: RecordedCall = {
      method,
      path: url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.authorization,
      idempotencyKey: headers['idempotency-key'],
    };
    if (method === 'GET' && url === '/api/captcha/challenge') {
      const challenge = await createChallenge({ hmacKey: 'test-key', maxnumber: 20, number: 3 });
      return Response.json({ data: { provider: 'altcha', challenge, siteKey: null } });
    }
    calls.push(call);
    // An answer keyed without the query string answers every query of that path (the autocomplete's texts).
    const answer =
      answers[`${method} ${url}`] ??
      answers[`${method} ${url.split('?')[0]}`] ??
      prefixAnswer(answers, `${method} ${url}`);
    if (!answer) return Response.json({ data: { errors: ['NOT_FOUND'] } }, { status: 404 });
    const { status = 200, body } = typeof answer === 'function' ? await answer(call) : answer;
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}

function prefixAnswer(answers: Record<string, Answer>, call: string): Answer | undefined {
  const key = Object.keys(answers).find(
    (candidate) => candidate.endsWith('*') && call.startsWith(candidate.slice(0, -1)),
  );
  return key === undefined ? undefined : answers[key];
}

/** The calls made to `METHOD path`. */
export function callsTo(calls: readonly RecordedCall[], method: string, path: string): RecordedCall[] {
  return calls.filter((call) => call.method === method && call.path === path);
}
