import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTrattoria, startTestApp } from '../test/test-app.ts';

// The background jobs run in one process of a cluster only (docs/decisions/020):
// BACKGROUND_JOBS=false must leave out every one of them — the outbox retry, the
// unpaid-order (payment) sweep, the unverified-order sweep and the board's safety net
// (docs/decisions/046), each a one-minute interval.

const JOB_INTERVAL_MS = 60_000;
const SMTP = { MAILER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'shop@example.com' };

afterEach(() => vi.restoreAllMocks());

async function jobIntervalsStarted(env: Record<string, string>): Promise<number> {
  const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
  const test = await startTestApp({
    tempPrefix: 'ordina-jobs-test-',
    businessJson: JSON.stringify(await readTrattoria()),
    env: { ...SMTP, ...env },
    build: { pages: false },
  });
  try {
    await test.app.ready();
    return setIntervalSpy.mock.calls.filter(([, ms]) => ms === JOB_INTERVAL_MS).length;
  } finally {
    await test.close();
  }
}

describe('background jobs', () => {
  it('starts the four one-minute jobs in a process that runs them', async () => {
    expect(await jobIntervalsStarted({ BACKGROUND_JOBS: 'true' })).toBe(4);
  });

  it('starts none of them with BACKGROUND_JOBS=false (the other workers of a cluster)', async () => {
    expect(await jobIntervalsStarted({ BACKGROUND_JOBS: 'false' })).toBe(0);
  });
});
