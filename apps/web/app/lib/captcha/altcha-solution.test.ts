import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib/v1';
import type { AltchaChallenge } from '@ordina/contracts';
import { altchaSolution } from './altcha-solution.ts';

/*
 * The ALTCHA token: solved in Web Workers (altcha-lib's worker protocol), on
 * the main thread only without Worker or when a worker cannot start, stopped
 * on abort — and always in the format the server's check reads.
 */
const HMAC_KEY = 'test-key';
const SECRET_NUMBER = 7;

async function challenge(): Promise<AltchaChallenge> {
  return createChallenge({ hmacKey: HMAC_KEY, maxnumber: 40, number: SECRET_NUMBER });
}

type Behaviour = 'solve' | 'silent' | 'fail-to-start';

/** A Worker double speaking altcha-lib's worker protocol (dist/esm/v1/worker.js) in-process. */
class FakeWorker extends EventTarget {
  static behaviour: Behaviour = 'solve';
  static made: FakeWorker[] = [];
  readonly received: { type: string; payload?: { start: number; max: number } }[] = [];
  terminated = false;
  private controller: AbortController | undefined;

  constructor(
    readonly url: URL | string,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }

  postMessage(message: {
    type: string;
    payload?: { algorithm: string; challenge: string; salt: string; start: number; max: number };
  }): void {
    this.received.push(message);
    if (FakeWorker.behaviour === 'fail-to-start') {
      queueMicrotask(() => this.dispatchEvent(new Event('error')));
      return;
    }
    if (message.type === 'abort') this.controller?.abort();
    if (message.type !== 'work' || FakeWorker.behaviour === 'silent' || !message.payload) return;
    const { algorithm, challenge: hash, salt, start, max } = message.payload;
    const work = solveChallenge(hash, salt, algorithm, max, start);
    this.controller = work.controller;
    void work.promise.then((solution) => {
      if (!this.terminated)
        this.dispatchEvent(
          new MessageEvent('message', { data: solution ? { ...solution, worker: true } : solution }),
        );
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}

function decoded(token: string | null): Record<string, unknown> {
  if (token === null) throw new Error('no token');
  return JSON.parse(atob(token)) as Record<string, unknown>;
}

describe('altchaSolution', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('without Web Workers (this test DOM has none) solves on the main thread, in the format the server verifies', async () => {
    expect(typeof globalThis.Worker).toBe('undefined');
    const token = await altchaSolution(await challenge());
    expect(decoded(token).number).toBe(SECRET_NUMBER);
    expect(await verifySolution(token ?? '', HMAC_KEY)).toBe(true);
  });

  describe('with Web Workers', () => {
    beforeEach(() => {
      FakeWorker.behaviour = 'solve';
      FakeWorker.made = [];
      vi.stubGlobal('Worker', FakeWorker);
      vi.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(4);
    });

    it('splits the range between module workers (one core left to the page), then terminates them all', async () => {
      const token = await altchaSolution(await challenge());
      expect(await verifySolution(token ?? '', HMAC_KEY)).toBe(true);
      expect(decoded(token)).toMatchObject({ number: SECRET_NUMBER, algorithm: 'SHA-256' });
      expect(FakeWorker.made).toHaveLength(3);
      for (const worker of FakeWorker.made) {
        expect(String(worker.url)).toMatch(/\/altcha-worker\.ts\b/);
        expect(worker.options.type).toBe('module');
        expect(worker.terminated).toBe(true);
      }
      expect(FakeWorker.made.map((worker) => worker.received[0]?.payload?.start)).toEqual([0, 14, 28]);
    });

    it('stops every worker when aborted and gives no token', async () => {
      FakeWorker.behaviour = 'silent';
      const controller = new AbortController();
      const pending = altchaSolution(await challenge(), controller.signal);
      await vi.waitFor(() => expect(FakeWorker.made.length).toBeGreaterThan(0));
      controller.abort();
      expect(await pending).toBeNull();
      expect(FakeWorker.made.every((worker) => worker.terminated)).toBe(true);
    });

    it('solves one challenge at a time (two forms preparing tokens never take every core), an aborted one not holding up the next', async () => {
      FakeWorker.behaviour = 'silent';
      const controller = new AbortController();
      const first = altchaSolution(await challenge(), controller.signal);
      await vi.waitFor(() => expect(FakeWorker.made).toHaveLength(3));
      FakeWorker.behaviour = 'solve';
      const second = altchaSolution(await challenge());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(FakeWorker.made).toHaveLength(3);
      controller.abort();
      expect(await first).toBeNull();
      expect(decoded(await second).number).toBe(SECRET_NUMBER);
      expect(FakeWorker.made).toHaveLength(6);
    });

    it('an already aborted signal starts no worker', async () => {
      const controller = new AbortController();
      controller.abort();
      expect(await altchaSolution(await challenge(), controller.signal)).toBeNull();
      expect(FakeWorker.made).toHaveLength(0);
    });

    it('falls back to the main thread when a worker cannot start (its script blocked or missing), so the form can still be sent', async () => {
      FakeWorker.behaviour = 'fail-to-start';
      const token = await altchaSolution(await challenge());
      expect(decoded(token).number).toBe(SECRET_NUMBER);
      expect(await verifySolution(token ?? '', HMAC_KEY)).toBe(true);
      expect(FakeWorker.made.every((worker) => worker.terminated)).toBe(true);
    });
  });
});
