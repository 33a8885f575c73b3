import { describe, expect, it } from 'vitest';
import type { Timetable } from '@ordina/contracts';
import { deliverySlotsOffered, deliverySlotsUpcoming } from '@ordina/domain';
import type { DeliverySlotsInput } from '@ordina/domain';
import { createTranslator } from '@ordina/i18n';
import { slotDayLabel } from './slot-day-label.ts';
import { slotDays } from './slot-days.ts';

const ROME = 'Europe/Rome';
const en = createTranslator('en');
const closedWeek: Timetable = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

/** The offered slots of a week as the server lists them (spec §4: accepted < max). */
function offered(input: Omit<DeliverySlotsInput, 'timeZone' | 'maxOrders' | 'leadMinutes'>) {
  return deliverySlotsOffered(
    deliverySlotsUpcoming({ ...input, timeZone: ROME, maxOrders: 2, leadMinutes: 0 }, 7),
  );
}

describe('slotDays (issue 34 item 4)', () => {
  // Wednesday 10 June 2026, 18:40 in Rome (CEST, UTC+2).
  const now = new Date('2026-06-10T16:40:00Z');
  const dinner = [{ from: '19:00', to: '20:00' }];
  const timetable = { ...closedWeek, wed: dinner, thu: dinner, fri: dinner, sun: dinner };

  it('offers only days with a free slot: not a closed day, nor one whose slots are full', () => {
    const full = { '2026-06-11 19:00': 2, '2026-06-11 19:30': 2 };
    const days = slotDays(offered({ timetable, now, slotMinutes: 30, accepted: full }), now, ROME, en);
    // Thursday is full, Saturday and Monday closed, Tuesday 16 closed too: none of them is offered, none empty.
    expect(days.map((d) => d.day)).toEqual(['2026-06-10', '2026-06-12', '2026-06-14']);
    expect(days.every((d) => d.times.length > 0)).toBe(true);
  });

  it("labels the days today, tomorrow, then weekday and date, in the page's language", () => {
    const slots = offered({ timetable, now, slotMinutes: 30 });
    expect(slotDays(slots, now, ROME, en).map((d) => d.label)).toEqual([
      'Today',
      'Tomorrow',
      'Friday 12 June',
      'Sunday 14 June',
    ]);
    expect(slotDays(slots, now, ROME, createTranslator('it')).map((d) => d.label)).toEqual([
      'Oggi',
      'Domani',
      'Venerdì 12 giugno',
      'Domenica 14 giugno',
    ]);
  });

  it("offers today's first slot as 'as soon as possible', its value still the slot; other days only times", () => {
    const [today, tomorrow] = slotDays(offered({ timetable, now, slotMinutes: 30 }), now, ROME, en);
    expect(today?.times).toEqual([
      { value: '2026-06-10 19:00', label: 'As soon as possible (19:00)' },
      { value: '2026-06-10 19:30', label: '19:30' },
    ]);
    expect(tomorrow?.times.map((time) => time.label)).toEqual(['19:00', '19:30']);
  });

  it('offers no "as soon as possible" when today has no free slot', () => {
    const late = new Date('2026-06-10T18:30:00Z');
    const [first] = slotDays(offered({ timetable, now: late, slotMinutes: 30 }), late, ROME, en);
    expect(first?.label).toBe('Tomorrow');
    expect(first?.times[0]?.label).toBe('19:00');
  });

  it("groups by the business's calendar day across the autumn DST change, not by UTC or 24-hour steps", () => {
    // Saturday 24 October 2026, 22:00 in Rome (CEST); the clocks go back at 03:00 on Sunday 25.
    const saturday = new Date('2026-10-24T20:00:00Z');
    const night = {
      ...closedWeek,
      sat: [{ from: '23:00', to: '01:00' }],
      mon: [{ from: '00:00', to: '01:00' }],
    };
    const days = slotDays(offered({ timetable: night, now: saturday, slotMinutes: 30 }), saturday, ROME, en);
    // Sunday's 00:00 and 00:30 are still Saturday 22:00 and 22:30 in UTC: they are Sunday's (tomorrow's) times.
    expect(days.map((d) => [d.label, d.times.map((time) => time.label)])).toEqual([
      ['Today', ['As soon as possible (23:00)', '23:30']],
      ['Tomorrow', ['00:00', '00:30']],
      // Monday 00:00 is 23:00 UTC on Sunday (CET, UTC+1 after the change), Sunday being a 25-hour day.
      ['Monday 26 October', ['00:00', '00:30']],
    ]);
  });
});

describe('slotDayLabel', () => {
  it('says today and tomorrow, then weekday and date, counting dates (a DST day included)', () => {
    const [it, de, fr] = [createTranslator('it'), createTranslator('de'), createTranslator('fr')];
    expect(slotDayLabel('2026-10-24', '2026-10-24', it)).toBe('Oggi');
    expect(slotDayLabel('2026-10-25', '2026-10-24', de)).toBe('Morgen');
    expect(slotDayLabel('2026-10-26', '2026-10-24', en)).toBe('Monday 26 October');
    expect(slotDayLabel('2026-10-26', '2026-10-24', fr)).toBe('lundi 26 octobre');
    expect(slotDayLabel('2026-12-01', '2026-11-28', fr)).toBe('mardi 1er décembre');
    expect(slotDayLabel('2026-10-26', '2026-10-24', de)).toBe('Montag, 26. Oktober');
    expect(slotDayLabel('2026-12-01', '2026-11-30', fr)).toBe('Demain');
  });
});
