import { describe, expect, it } from 'vitest';
import { rome, week } from './test/week.ts';
import {
  deliverySlotAt,
  deliverySlotAvailable,
  deliverySlotCapacity,
  DELIVERY_SLOT_HORIZON_DAYS,
  deliverySlotFind,
  deliverySlotLabel,
  deliverySlotPendingMax,
  deliverySlotsForDay,
  deliverySlotsOffered,
  deliverySlotsUpcoming,
} from './delivery-slots.ts';
import type { DeliverySlotsInput } from './delivery-slots.ts';

// Wednesday 10 June 2026, 18:40 in Rome (CEST, UTC+2).
const now = new Date('2026-06-10T16:40:00Z');
const input: DeliverySlotsInput = {
  timetable: week({ wed: [{ from: '19:00', to: '20:00' }], thu: [{ from: '19:00', to: '19:30' }] }),
  now,
  timeZone: rome,
  slotMinutes: 15,
  maxOrders: 4,
  leadMinutes: 30,
};

describe('deliverySlotsForDay', () => {
  it('steps through the interval by slot length, not before now + lead time (18:40 + 30 min)', () => {
    const slots = deliverySlotsForDay(input, '2026-06-10');
    expect(slots.map((s) => s.time)).toEqual(['19:15', '19:30', '19:45']);
    expect(slots[0]).toEqual({
      date: '2026-06-10 19:15',
      day: '2026-06-10',
      time: '19:15',
      startsAt: '2026-06-10T17:15:00.000Z',
      accepted: 0,
      max: 4,
    });
  });

  it('fills accepted counts by slot key and offers only slots with accepted < max', () => {
    const slots = deliverySlotsForDay(
      { ...input, accepted: { '2026-06-10 19:30': 4, '2026-06-10 19:45': 3 } },
      '2026-06-10',
    );
    expect(slots.map((s) => [s.time, s.accepted])).toEqual([
      ['19:15', 0],
      ['19:30', 4],
      ['19:45', 3],
    ]);
    expect(deliverySlotsOffered(slots).map((s) => s.time)).toEqual(['19:15', '19:45']);
    expect(deliverySlotAvailable({ accepted: 4, max: 4 })).toBe(false);
    expect(deliverySlotAvailable({ accepted: 3, max: 4 })).toBe(true);
  });

  it('reads an end of 00:00 as midnight', () => {
    const late = { ...input, timetable: week({ wed: [{ from: '23:00', to: '00:00' }] }), slotMinutes: 30 };
    expect(deliverySlotsForDay(late, '2026-06-10').map((s) => s.time)).toEqual(['23:00', '23:30']);
  });

  it('skips wall times that do not exist on the spring-forward night', () => {
    const night = {
      ...input,
      now: new Date('2026-03-28T12:00:00Z'),
      timetable: week({ sun: [{ from: '01:30', to: '03:30' }] }),
      slotMinutes: 30,
    };
    const slots = deliverySlotsForDay(night, '2026-03-29');
    expect(slots.map((s) => [s.time, s.startsAt])).toEqual([
      ['01:30', '2026-03-29T00:30:00.000Z'],
      ['03:00', '2026-03-29T01:00:00.000Z'],
    ]);
  });

  it('gives nothing on a day without delivery hours', () => {
    expect(deliverySlotsForDay(input, '2026-06-12')).toEqual([]);
  });
});

describe('deliverySlotsUpcoming and deliverySlotFind', () => {
  it('joins today and the following days in time order', () => {
    const slots = deliverySlotsUpcoming(input, 2);
    expect(slots.map((s) => s.date)).toEqual([
      '2026-06-10 19:15',
      '2026-06-10 19:30',
      '2026-06-10 19:45',
      '2026-06-11 19:00',
      '2026-06-11 19:15',
    ]);
  });

  it('finds an offered slot by key, never a full or unknown one', () => {
    const slots = deliverySlotsForDay({ ...input, accepted: { '2026-06-10 19:30': 4 } }, '2026-06-10');
    expect(deliverySlotFind(slots, '2026-06-10 19:15')?.time).toBe('19:15');
    expect(deliverySlotFind(slots, '2026-06-10 19:30')).toBeNull();
    expect(deliverySlotFind(slots, '2026-06-10 19:00')).toBeNull();
  });
});

describe('deliverySlotAt', () => {
  // Every minute of every day of the horizon and one day past it, on timetables with lunch/dinner,
  // an interval over midnight, an end of 00:00, and the spring-forward night.
  const cases: [string, DeliverySlotsInput][] = [
    ['lunch and dinner', { ...input, accepted: { '2026-06-11 19:15': 2 } }],
    [
      'over midnight',
      {
        ...input,
        timetable: week({ wed: [{ from: '22:00', to: '01:30' }], sat: [{ from: '23:40', to: '00:00' }] }),
        slotMinutes: 20,
      },
    ],
    [
      'the spring-forward night',
      {
        ...input,
        now: new Date('2026-03-28T12:00:00Z'),
        timetable: week({ sat: [{ from: '23:00', to: '03:30' }], sun: [{ from: '01:30', to: '03:30' }] }),
        slotMinutes: 30,
        leadMinutes: 0,
      },
    ],
  ];

  it.each(cases)('finds exactly the slots deliverySlotsUpcoming lists (%s)', (_label, slotsInput) => {
    const listed = deliverySlotsUpcoming(slotsInput, 3);
    const found = [];
    const today = listed[0]?.day ?? '2026-06-10';
    for (let day = 0; day <= 3; day++) {
      const date = new Date(Date.parse(`${today}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10);
      for (let minute = 0; minute < 24 * 60; minute += 5) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const slot = deliverySlotAt(slotsInput, date, time, 3);
        if (slot !== null) found.push(slot);
      }
    }
    expect(found).toEqual(listed);
  });
});

describe('kitchen-load slots (docs/decisions/007)', () => {
  it('has room for an order’s items only when they all fit', () => {
    expect(deliverySlotAvailable({ accepted: 26, max: 30 }, 4)).toBe(true);
    expect(deliverySlotAvailable({ accepted: 27, max: 30 }, 4)).toBe(false);
  });

  it('counts one order out of deliverySlotMaxOrders, or its items out of deliverySlotMaxItems when set', () => {
    expect(deliverySlotCapacity({ deliverySlotMaxOrders: 4, deliverySlotMaxItems: null }, 7)).toEqual({
      units: 1,
      max: 4,
    });
    expect(deliverySlotCapacity({ deliverySlotMaxOrders: 4, deliverySlotMaxItems: 30 }, 7)).toEqual({
      units: 7,
      max: 30,
    });
  });

  it('offers a week of slots: today and the six days after', () => {
    expect(DELIVERY_SLOT_HORIZON_DAYS).toBe(7);
  });
});

describe('deliverySlotLabel', () => {
  it('shows the time for today and a calendar label otherwise', () => {
    const [today] = deliverySlotsForDay(input, '2026-06-10');
    const [tomorrow] = deliverySlotsForDay(input, '2026-06-11');
    if (!today || !tomorrow) throw new Error('fixture slots missing');
    expect(deliverySlotLabel(today, now, 'it', rome)).toBe('19:15');
    expect(deliverySlotLabel(tomorrow, now, 'it', rome)).toBe('gio 11 giu, 19:00');
    expect(deliverySlotLabel(tomorrow, now, 'en', rome)).toBe('Thu, Jun 11, 19:00');
  });
});

describe('deliverySlotPendingMax (docs/decisions/042)', () => {
  it('leaves pending orders half a slot, at least one place', () => {
    expect([1, 2, 3, 4, 5, 10, 1000].map(deliverySlotPendingMax)).toEqual([1, 1, 1, 2, 2, 5, 500]);
  });
});
