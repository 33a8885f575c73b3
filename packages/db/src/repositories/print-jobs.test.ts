import { describe, expect, it } from 'vitest';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { insertTestOrder } from '../test/orders-fixture.ts';
import { TEST_DIALECTS } from '../test/test-databases.ts';
import { claimPrintJob, finishPrintJob, listPrintJobs, queuePrintJob } from './print-jobs.ts';

const at = new Date('2026-03-01T19:00:00Z');

describe.each(TEST_DIALECTS)('the print queue on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'print-jobs');

  it('makes one automatic job per order however many screens ask at once, and a new job for each reprint', async () => {
    const { db, businessId } = database();
    const orderId = await insertTestOrder(db, { businessId, userId: null, code: 'PJ-1' });
    const autos = await Promise.all(
      [1, 2, 3].map(() => queuePrintJob(db, { businessId, orderId, auto: true, at })),
    );
    expect(new Set(autos.map((job) => job?.id)).size).toBe(1);
    expect(autos[0]).toMatchObject({ orderId, status: 'pending', auto: true, screenId: null, attempts: 0 });
    const reprint = await queuePrintJob(db, { businessId, orderId, auto: false, at });
    const again = await queuePrintJob(db, { businessId, orderId, auto: false, at });
    expect(reprint?.id).not.toBe(again?.id);
    expect(reprint?.auto).toBe(false);
  });

  it('refuses an order of another business', async () => {
    const { db, businessId, otherBusinessId } = database();
    const orderId = await insertTestOrder(db, { businessId: otherBusinessId, userId: null, code: 'PJ-2' });
    expect(await queuePrintJob(db, { businessId, orderId, auto: false, at })).toBeUndefined();
  });

  it('lets only one of two tabs claim a job; only the claimer ends it, once', async () => {
    const { db, businessId, otherBusinessId } = database();
    const orderId = await insertTestOrder(db, { businessId, userId: null, code: 'PJ-3' });
    const job = await queuePrintJob(db, { businessId, orderId, auto: false, at });
    const jobId = job!.id;
    const claims = await Promise.all(
      ['tab-a', 'tab-b'].map((screenId) => claimPrintJob(db, { businessId, jobId, screenId, at })),
    );
    const winners = claims.filter((claim) => claim.ok);
    expect(winners).toHaveLength(1);
    const winner = winners[0]!.ok ? winners[0]!.job.screenId! : '';
    const loser = winner === 'tab-a' ? 'tab-b' : 'tab-a';
    expect(claims.find((claim) => !claim.ok)).toMatchObject({
      ok: false,
      reason: 'status_changed',
      job: { status: 'printing', screenId: winner },
    });

    expect(
      await finishPrintJob(db, { businessId, jobId, screenId: loser, outcome: 'printed', at }),
    ).toMatchObject({ ok: false, reason: 'status_changed' });
    expect(
      await finishPrintJob(db, { businessId, jobId, screenId: winner, outcome: 'printed', at }),
    ).toMatchObject({ ok: true, job: { status: 'printed', attempts: 1 } });
    expect(
      await finishPrintJob(db, { businessId, jobId, screenId: winner, outcome: 'failed', at }),
    ).toMatchObject({ ok: false, reason: 'status_changed', job: { status: 'printed' } });
    expect(await claimPrintJob(db, { businessId: otherBusinessId, jobId, screenId: 'x', at })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it('lists the business’s jobs newest first, by status', async () => {
    const { db, businessId } = database();
    const orderId = await insertTestOrder(db, { businessId, userId: null, code: 'PJ-4' });
    const job = await queuePrintJob(db, { businessId, orderId, auto: false, at });
    const pending = await listPrintJobs(db, { businessId, status: 'pending', limit: 50 });
    expect(pending[0]?.id).toBe(job?.id);
    expect(pending.every((j) => j.status === 'pending')).toBe(true);
    expect((await listPrintJobs(db, { businessId, limit: 50 })).length).toBeGreaterThan(pending.length);
  });
});
