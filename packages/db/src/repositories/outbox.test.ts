import { describe, expect, it } from 'vitest';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { TEST_DIALECTS } from '../test/test-databases.ts';
import {
  claimOutboxMessage,
  findOutboxMessage,
  insertOutboxEmail,
  listOutboxMessages,
  listPendingOutboxEmails,
  listPendingOutboxMessages,
  markOutboxAttemptFailed,
  markOutboxSent,
} from './outbox.ts';

const NOW = new Date('2026-03-01T10:00:00.000Z');

describe.each(TEST_DIALECTS)('outbox on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'outbox');

  const mail = (recipient: string, now = NOW, business = database().businessId) =>
    insertOutboxEmail(database().db, {
      businessId: business,
      recipient,
      subject: `To ${recipient}`,
      bodyText: 'Hello',
      bodyHtml: '<p>Hello</p>',
      now,
    });

  it('queues e-mails as pending and lists a business’s messages newest first', async () => {
    const { db, businessId, otherBusinessId } = database();
    const first = await mail('a@example.com');
    const second = await mail('b@example.com');
    await mail('elsewhere@example.com', NOW, otherBusinessId);
    const listed = await listOutboxMessages(db, businessId, 10);
    expect(listed.map((m) => m.id)).toEqual([second, first]);
    expect(listed[1]).toMatchObject({
      channel: 'email',
      recipient: 'a@example.com',
      subject: 'To a@example.com',
      body_text: 'Hello',
      body_html: '<p>Hello</p>',
      status: 'pending',
      attempts: 0,
      last_error: null,
      sent_at: null,
    });
  });

  it('lets one claimer deliver a message and records sent and failed attempts', async () => {
    const { db } = database();
    const id = await mail('claim@example.com');
    expect(await claimOutboxMessage(db, id, 0)).toBe(true);
    expect(await claimOutboxMessage(db, id, 0)).toBe(false);
    await markOutboxAttemptFailed(db, id, 'connection refused');
    expect(await findOutboxMessage(db, id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'connection refused',
    });
    expect(await claimOutboxMessage(db, id, 1)).toBe(true);
    await markOutboxSent(db, id, NOW);
    expect(await findOutboxMessage(db, id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: null,
      sent_at: '2026-03-01T10:00:00.000Z',
    });
    expect(await claimOutboxMessage(db, id, 2)).toBe(false);
  });

  it('offers for retry only pending e-mails queued in the given window, in queue order', async () => {
    const { db } = database();
    const ancient = await mail('ancient@example.com', new Date('2025-01-01T00:00:00.000Z'));
    const old = await mail('old@example.com', new Date('2026-02-01T00:00:00.000Z'));
    const recent = await mail('recent@example.com', new Date('2026-04-01T00:00:00.000Z'));
    const pending = await listPendingOutboxEmails(
      db,
      new Date('2026-01-01T00:00:00.000Z'),
      new Date('2026-03-15T00:00:00.000Z'),
      100,
    );
    const ids = pending.map((m) => m.id);
    expect(ids).toContain(old);
    expect(ids).not.toContain(recent);
    expect(ids).not.toContain(ancient);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(pending.every((m) => m.status === 'pending')).toBe(true);
  });

  it('pages the pending messages by id: each page starts after the last id of the one before', async () => {
    const { db } = database();
    const queued = new Date('2026-05-01T00:00:00.000Z');
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await mail(`page-${i}@example.com`, queued));
    const page = (afterId: number) =>
      listPendingOutboxMessages(
        db,
        ['email'],
        new Date('2026-04-30T00:00:00.000Z'),
        new Date('2026-05-02T00:00:00.000Z'),
        2,
        afterId,
      );
    const first = await page(0);
    expect(first.map((m) => m.id)).toEqual(ids.slice(0, 2));
    // Still pending (a delivery failed): the next page does not take them again.
    const second = await page(first.at(-1)?.id ?? 0);
    expect(second.map((m) => m.id)).toEqual(ids.slice(2, 4));
    expect((await page(second.at(-1)?.id ?? 0)).map((m) => m.id)).toEqual(ids.slice(4));
  });
});
