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
export type Answer = { status?: number; body: unknown } | ((call: RecordedCall) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>);

/**
 * A fetch double for the API (tests only): answers by "METHOD path" and
 * records every call (the path with its query string). The bot-protection challenge answers a real, tiny
 * ALTCHA challenge so the browser's solver runs for real. Unknown calls fail with 404.
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
    // `METHOD /path/*` answers any last segment (the timetable's delivery method).
    const answer =
      answers[`${method} ${url}`] ?? answers[`${method} ${url.split('?')[0]}`] ?? answers[`${method} ${url.split('?')[0]!.replace(/\/[^/]+$/, '/*')}`];
    if (!answer) return Response.json({ data: { errors: ['NOT_FOUND'] } }, { status: 404 });
    const { status = 200, body } = typeof answer === 'function' ? await answer(call) : answer;
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}

/** The calls made to `METHOD path`. */
export function callsTo(calls: readonly RecordedCall[], method: string, path: string): RecordedCall[] {
  return calls.filter((call) => call.method === method && call.path === path);
}
