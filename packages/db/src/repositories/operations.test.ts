import { describe, expect, it } from 'vitest';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { TEST_DIALECTS } from '../test/test-databases.ts';
import {
  lastBoardSeenAt,
  recordBoardHeartbeat,
  findBoardScreenSettings,
  setBoardScreenAutoPrint,
} from './board-health.ts';
import {
  clearBusy,
  clearPause,
  clearSoldOut,
  endNoBoardPause,
  readOperations,
  startNoBoardPause,
  writeBusy,
  writeSoldOut,
  writeStaffPause,
} from './operations.ts';

const at = (iso: string) => new Date(iso);

describe.each(TEST_DIALECTS)('the board switches on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'operations');

  it('reads none for a business that never switched anything', async () => {
    const { db, businessId } = database();
    expect(await readOperations(db, businessId, at('2026-03-01T19:00:00Z'))).toEqual({
      pause: null,
      busy: null,
      soldOut: [],
    });
  });

  it('keeps a staff pause until its end and reads none after it, without anything clearing it', async () => {
    const { db, businessId, otherBusinessId } = database();
    await writeStaffPause(db, businessId, at('2026-03-01T19:00:00Z'), at('2026-03-01T19:30:00Z'));
    expect((await readOperations(db, businessId, at('2026-03-01T19:29:59Z'))).pause).toEqual({
      reason: 'staff',
      since: '2026-03-01T19:00:00.000Z',
      until: '2026-03-01T19:30:00.000Z',
    });
    expect((await readOperations(db, businessId, at('2026-03-01T19:30:00Z'))).pause).toBeNull();
    expect((await readOperations(db, businessId)).pause?.until).toBe('2026-03-01T19:30:00.000Z');
    expect((await readOperations(db, otherBusinessId, at('2026-03-01T19:10:00Z'))).pause).toBeNull();
    // Undoing an ended pause reports nothing was on.
    expect(await clearPause(db, businessId, at('2026-03-01T19:31:00Z'))).toBe(false);
  });

  it('ends a pause undone from the board at once', async () => {
    const { db, businessId } = database();
    await writeStaffPause(db, businessId, at('2026-03-02T19:00:00Z'), at('2026-03-02T20:00:00Z'));
    expect(await clearPause(db, businessId, at('2026-03-02T19:05:00Z'))).toBe(true);
    expect((await readOperations(db, businessId, at('2026-03-02T19:05:00Z'))).pause).toBeNull();
  });

  it('starts the no-board pause once, never over a staff pause, and a board coming back ends only that one', async () => {
    const { db, businessId } = database();
    const now = at('2026-03-03T19:00:00Z');
    expect(
      await Promise.all([startNoBoardPause(db, businessId, now), startNoBoardPause(db, businessId, now)]),
    ).toEqual(expect.arrayContaining([true, false]));
    expect((await readOperations(db, businessId, at('2026-03-04T02:00:00Z'))).pause).toEqual({
      reason: 'no_board',
      since: '2026-03-03T19:00:00.000Z',
      until: null,
    });
    expect(await endNoBoardPause(db, businessId, at('2026-03-03T19:10:00Z'))).toBe(true);
    expect(await endNoBoardPause(db, businessId, at('2026-03-03T19:10:00Z'))).toBe(false);

    await writeStaffPause(db, businessId, at('2026-03-03T19:20:00Z'), at('2026-03-03T19:35:00Z'));
    expect(await startNoBoardPause(db, businessId, at('2026-03-03T19:25:00Z'))).toBe(false);
    expect(await endNoBoardPause(db, businessId, at('2026-03-03T19:26:00Z'))).toBe(false);
    expect((await readOperations(db, businessId, at('2026-03-03T19:26:00Z'))).pause?.reason).toBe('staff');
    // Once the staff pause is over, a missing board pauses again.
    expect(await startNoBoardPause(db, businessId, at('2026-03-03T19:35:00Z'))).toBe(true);
    await clearPause(db, businessId, at('2026-03-03T19:40:00Z'));
  });

  it('keeps busy mode until its end, and turns it off when undone', async () => {
    const { db, businessId } = database();
    await writeBusy(db, businessId, 30, at('2026-03-05T19:00:00Z'), at('2026-03-05T20:00:00Z'));
    expect((await readOperations(db, businessId, at('2026-03-05T19:59:00Z'))).busy).toEqual({
      extraMinutes: 30,
      since: '2026-03-05T19:00:00.000Z',
      until: '2026-03-05T20:00:00.000Z',
    });
    expect((await readOperations(db, businessId, at('2026-03-05T20:00:00Z'))).busy).toBeNull();
    await writeBusy(db, businessId, 15, at('2026-03-05T20:10:00Z'), at('2026-03-05T21:10:00Z'));
    expect(await clearBusy(db, businessId, at('2026-03-05T20:20:00Z'))).toBe(true);
    expect((await readOperations(db, businessId, at('2026-03-05T20:20:00Z'))).busy).toBeNull();
    expect(await clearBusy(db, businessId, at('2026-03-05T20:20:00Z'))).toBe(false);
  });

  it('lists what is sold out until its end, per business; marking again moves the end, undoing removes it', async () => {
    const { db, businessId, otherBusinessId } = database();
    await writeSoldOut(db, businessId, 'product', 7, at('2026-03-07T03:00:00Z'), at('2026-03-06T19:00:00Z'));
    await writeSoldOut(
      db,
      businessId,
      'option_item',
      3,
      at('2026-03-07T03:00:00Z'),
      at('2026-03-06T19:00:00Z'),
    );
    await writeSoldOut(db, businessId, 'product', 7, at('2026-03-07T03:00:00Z'), at('2026-03-06T19:00:00Z'));
    await writeSoldOut(
      db,
      otherBusinessId,
      'product',
      8,
      at('2026-03-07T03:00:00Z'),
      at('2026-03-06T19:00:00Z'),
    );
    expect((await readOperations(db, businessId, at('2026-03-06T20:00:00Z'))).soldOut).toEqual([
      { kind: 'option_item', id: 3, until: '2026-03-07T03:00:00.000Z' },
      { kind: 'product', id: 7, until: '2026-03-07T03:00:00.000Z' },
    ]);
    expect((await readOperations(db, businessId, at('2026-03-07T03:00:00Z'))).soldOut).toEqual([]);
    // Read without a clock (the storefront's copy): everything stored, each with its end.
    expect((await readOperations(db, businessId)).soldOut).toHaveLength(2);
    await writeSoldOut(db, businessId, 'product', 7, at('2026-03-08T03:00:00Z'), at('2026-03-07T19:00:00Z'));
    expect(await clearSoldOut(db, businessId, 'product', 7, at('2026-03-07T20:00:00Z'))).toBe(true);
    expect(await clearSoldOut(db, businessId, 'product', 7, at('2026-03-07T20:00:00Z'))).toBe(false);
    expect((await readOperations(db, businessId, at('2026-03-07T20:00:00Z'))).soldOut).toEqual([]);
    expect((await readOperations(db, otherBusinessId, at('2026-03-06T20:00:00Z'))).soldOut).toEqual([
      { kind: 'product', id: 8, until: '2026-03-07T03:00:00.000Z' },
    ]);
  });
});

describe.each(TEST_DIALECTS)('board heartbeats on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'heartbeats');

  it('keeps the latest heartbeat of each screen and of the business, never moving back', async () => {
    const { db, businessId, otherBusinessId } = database();
    expect(await lastBoardSeenAt(db, businessId)).toBeNull();
    await recordBoardHeartbeat(db, { businessId, screenId: 'oven', at: at('2026-03-01T19:00:00Z') });
    await recordBoardHeartbeat(db, { businessId, screenId: 'till', at: at('2026-03-01T19:02:00Z') });
    await recordBoardHeartbeat(db, { businessId, screenId: 'till', at: at('2026-03-01T19:01:00Z') });
    expect(await lastBoardSeenAt(db, businessId)).toEqual(at('2026-03-01T19:02:00Z'));
    expect(await lastBoardSeenAt(db, otherBusinessId)).toBeNull();
  });

  it('ends a no-board pause with the first heartbeat, and says so once', async () => {
    const { db, businessId } = database();
    await startNoBoardPause(db, businessId, at('2026-03-01T20:00:00Z'));
    expect(
      await recordBoardHeartbeat(db, { businessId, screenId: 'oven', at: at('2026-03-01T20:05:00Z') }),
    ).toEqual({ resumed: true });
    expect(
      await recordBoardHeartbeat(db, { businessId, screenId: 'oven', at: at('2026-03-01T20:05:15Z') }),
    ).toEqual({ resumed: false });
    expect((await readOperations(db, businessId, at('2026-03-01T20:06:00Z'))).pause).toBeNull();
  });

  it('keeps each screen’s auto-print switch', async () => {
    const { db, businessId } = database();
    expect(await findBoardScreenSettings(db, businessId, 'new-screen')).toEqual({ autoPrint: false });
    await setBoardScreenAutoPrint(db, {
      businessId,
      screenId: 'new-screen',
      autoPrint: true,
      at: at('2026-03-01T19:00:00Z'),
    });
    await setBoardScreenAutoPrint(db, {
      businessId,
      screenId: 'oven',
      autoPrint: false,
      at: at('2026-03-01T19:00:00Z'),
    });
    expect(await findBoardScreenSettings(db, businessId, 'new-screen')).toEqual({ autoPrint: true });
    expect(await findBoardScreenSettings(db, businessId, 'oven')).toEqual({ autoPrint: false });
  });
});
