import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';
import type { PageAnswer } from './page-cache.ts';

/** The text of an answer, kept or rendered. */
async function text(answer: Response | PageAnswer): Promise<string> {
  return answer instanceof Response ? answer.text() : answer.body.toString();
}

/** A header of an answer, kept or rendered. */
function header(answer: Response | PageAnswer, name: string): string | null {
  return answer instanceof Response
    ? answer.headers.get(name)
    : (answer.headers.find(([key]) => key === name)?.[1] ?? null);
}

const NONCE_A = 'AAAAAAAAAAAAAAAAAAAAAA==';
const NONCE_B = 'BBBBBBBBBBBBBBBBBBBBBB==';

/** A page render that counts its calls and writes the nonce it was given into the page. */
function renderer(
  answer: (nonce: string) => Response = (nonce) =>
    new Response(`<script nonce="${nonce}"></script><style nonce="${nonce}"></style>`, {
      headers: { 'content-type': 'text/html' },
    }),
) {
  const calls: string[] = [];
  return {
    calls,
    render: (nonce: string) => {
      calls.push(nonce);
      return Promise.resolve(answer(nonce));
    },
  };
}

describe('PageCache', () => {
  it("renders a page once and answers it again with each request's own nonce", async () => {
    const cache = new PageCache({ now: () => 0 });
    const { calls, render } = renderer();
    const first = await cache.answer('/', NONCE_A, render);
    const second = await cache.answer('/', NONCE_B, render);
    expect(calls).toEqual([NONCE_A]);
    expect(await text(first)).toBe(`<script nonce="${NONCE_A}"></script><style nonce="${NONCE_A}"></style>`);
    const secondBody = await text(second);
    expect(secondBody).toBe(`<script nonce="${NONCE_B}"></script><style nonce="${NONCE_B}"></style>`);
    expect(secondBody).not.toContain(NONCE_A);
    expect(header(second, 'content-type')).toBe('text/html');
  });

  it('keeps pages apart by key', async () => {
    const cache = new PageCache({ now: () => 0 });
    const { calls, render } = renderer();
    await cache.answer('/\nit', NONCE_A, render);
    await cache.answer('/\nen', NONCE_B, render);
    expect(calls).toHaveLength(2);
  });

  it('renders again in the next minute', async () => {
    let now = 59_999;
    const cache = new PageCache({ now: () => now });
    const { calls, render } = renderer();
    await cache.answer('/', NONCE_A, render);
    await cache.answer('/', NONCE_A, render);
    now = 60_000;
    await cache.answer('/', NONCE_B, render);
    expect(calls).toEqual([NONCE_A, NONCE_B]);
  });

  it("gives requests that arrive during a render that render's page", async () => {
    const cache = new PageCache({ now: () => 0 });
    let finish: (response: Response) => void = () => undefined;
    let renders = 0;
    const slow = (nonce: string) => {
      renders += 1;
      return new Promise<Response>((resolve) => {
        finish = () => resolve(new Response(`<p nonce="${nonce}">menu</p>`));
      });
    };
    const answers = [cache.answer('/menu', NONCE_A, slow), cache.answer('/menu', NONCE_B, slow)];
    finish(new Response());
    const [a, b] = await Promise.all(answers);
    expect(renders).toBe(1);
    expect(await text(a!)).toBe(`<p nonce="${NONCE_A}">menu</p>`);
    expect(await text(b!)).toBe(`<p nonce="${NONCE_B}">menu</p>`);
  });

  it('never keeps a page that is not a plain success: not found, redirects, cookies', async () => {
    for (const answer of [
      () => new Response('missing', { status: 404 }),
      () => new Response(null, { status: 302, headers: { location: '/' } }),
      () => new Response('language stored', { headers: { 'set-cookie': 'ordina_locale=en' } }),
    ]) {
      const cache = new PageCache({ now: () => 0 });
      const { calls, render } = renderer(answer);
      const first = await cache.answer('/x', NONCE_A, render);
      await cache.answer('/x', NONCE_B, render);
      expect(calls).toEqual([NONCE_A, NONCE_B]);
      expect(first.status).toBe(answer().status);
      expect(cache.size).toBe(0);
    }
  });

  it('forgets a render that failed, so the next request renders again', async () => {
    const cache = new PageCache({ now: () => 0 });
    await expect(
      cache.answer('/', NONCE_A, () => Promise.reject(new Error('render failed'))),
    ).rejects.toThrow('render failed');
    const { calls, render } = renderer();
    await cache.answer('/', NONCE_B, render);
    expect(calls).toEqual([NONCE_B]);
  });

  it('keeps at most maxEntries pages, the oldest going first, and no page larger than maxBodyBytes', async () => {
    const cache = new PageCache({ now: () => 0, maxEntries: 2, maxBodyBytes: 100 });
    const { calls, render } = renderer();
    await cache.answer('/a', NONCE_A, render);
    await cache.answer('/b', NONCE_A, render);
    await cache.answer('/c', NONCE_A, render);
    expect(cache.size).toBe(2);
    await cache.answer('/a', NONCE_A, render);
    expect(calls).toHaveLength(4);

    const big = renderer((nonce) => new Response(`<p nonce="${nonce}">${'x'.repeat(200)}</p>`));
    const answer = await cache.answer('/big', NONCE_B, big.render);
    expect(await text(answer)).toContain(NONCE_B);
    await cache.answer('/big', NONCE_B, big.render);
    expect(big.calls).toHaveLength(2);
  });
});
