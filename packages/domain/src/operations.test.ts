import type { Operations } from '@ordina/contracts';
import { describe, expect, it } from 'vitest';
import { liveStateAt } from './live-state.ts';
import { businessDayEnd, operationsEndAfter } from './operations.ts';
import {
  operationsBusyMinutesAt,
  operationsCurrentAt,
  operationsPausedAt,
  operationsSoldOutAt,
} from './operations-state.ts';

const day = [{ from: '00:00', to: '00:00' }];
const allDay = { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day };
const ROUND_THE_CLOCK = { orderAcceptTimetables: allDay, publicOpenTimetables: allDay };

describe('businessDayEnd', () => {
  it('is the next 04:00 on the business clock: a service past midnight belongs to the evening it started', () => {
    // 21:00 in Rome (UTC+1 in March) → 04:00 the next morning.
    expect(businessDayEnd(new Date('2026-03-02T20:00:00Z'), 'Europe/Rome').toISOString()).toBe(
      '2026-03-03T03:00:00.000Z',
    );
    // 01:30 in Rome: still the evening's day, it ends at 04:00 the same night.
    expect(businessDayEnd(new Date('2026-03-03T00:30:00Z'), 'Europe/Rome').toISOString()).toBe(
      '2026-03-03T03:00:00.000Z',
    );
    // 04:00 exactly starts the next business day.
    expect(businessDayEnd(new Date('2026-03-03T03:00:00Z'), 'Europe/Rome').toISOString()).toBe(
      '2026-03-04T03:00:00.000Z',
    );
    // Summer time: UTC+2.
    expect(businessDayEnd(new Date('2026-07-15T18:00:00Z'), 'Europe/Rome').toISOString()).toBe(
      '2026-07-16T02:00:00.000Z',
    );
  });
});

describe('operationsEndAfter', () => {
  it('adds the minutes, or runs to the end of the business day', () => {
    const now = new Date('2026-03-02T20:00:00Z');
    expect(operationsEndAfter(15, now).toISOString()).toBe('2026-03-02T20:15:00.000Z');
    expect(operationsEndAfter(60, now).toISOString()).toBe('2026-03-02T21:00:00.000Z');
    expect(operationsEndAfter(120, now).toISOString()).toBe('2026-03-02T22:00:00.000Z');
    expect(operationsEndAfter('rest_of_day', now, 'Europe/Rome').toISOString()).toBe(
      '2026-03-03T03:00:00.000Z',
    );
  });
});

describe('the switches at a moment', () => {
  const operations: Operations = {
    pause: { reason: 'staff', since: '2026-03-02T20:00:00.000Z', until: '2026-03-02T20:30:00.000Z' },
    busy: { extraMinutes: 30, since: '2026-03-02T20:00:00.000Z', until: '2026-03-02T21:00:00.000Z' },
    soldOut: [
      { kind: 'product', id: 7, until: '2026-03-03T03:00:00.000Z' },
      { kind: 'option_item', id: 3, until: '2026-03-02T20:10:00.000Z' },
    ],
  };

  it('each ends on its own at its end', () => {
    expect(operationsPausedAt(operations, new Date('2026-03-02T20:29:59Z'))).toBe(true);
    expect(operationsPausedAt(operations, new Date('2026-03-02T20:30:00Z'))).toBe(false);
    expect(operationsBusyMinutesAt(operations, new Date('2026-03-02T20:59:00Z'))).toBe(30);
    expect(operationsBusyMinutesAt(operations, new Date('2026-03-02T21:00:00Z'))).toBe(0);
    expect(operationsSoldOutAt(operations, 'product', 7, new Date('2026-03-03T02:59:00Z'))).toBe(true);
    expect(operationsSoldOutAt(operations, 'product', 7, new Date('2026-03-03T03:00:00Z'))).toBe(false);
    expect(operationsSoldOutAt(operations, 'option_item', 7, new Date('2026-03-02T20:00:00Z'))).toBe(false);
    expect(operationsSoldOutAt(operations, 'option_item', 3, new Date('2026-03-02T20:09:00Z'))).toBe(true);
    expect(operationsCurrentAt(operations, new Date('2026-03-02T20:45:00Z'))).toEqual({
      pause: null,
      busy: operations.busy,
      soldOut: [operations.soldOut[0]],
    });
  });

  it('a no-board pause has no end', () => {
    expect(
      operationsPausedAt(
        {
          pause: { reason: 'no_board', since: '2026-03-02T20:00:00.000Z', until: null },
          busy: null,
          soldOut: [],
        },
        new Date('2030-01-01T00:00:00Z'),
      ),
    ).toBe(true);
    expect(operationsPausedAt(undefined, new Date())).toBe(false);
    expect(operationsBusyMinutesAt(undefined, new Date())).toBe(0);
  });

  it('a pause stops acceptance in the live state whatever the timetable says, and the live state follows the timetable once it ends', () => {
    const paused = liveStateAt(ROUND_THE_CLOCK, new Date('2026-03-02T20:10:00Z'), 'Europe/Rome', operations);
    expect(paused.acceptance).toEqual({ accepting: false, until: null, untilDate: null, minutesLeft: null });
    expect(
      liveStateAt(ROUND_THE_CLOCK, new Date('2026-03-02T20:30:00Z'), 'Europe/Rome', operations).acceptance
        .accepting,
    ).toBe(true);
  });
});
