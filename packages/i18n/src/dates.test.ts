import { describe, expect, it } from 'vitest';
import {
  formatCalendarLabel,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  weekdayName,
} from './dates.ts';

const ROME = 'Europe/Rome';
// Monday 23 November 2026; Rome is UTC+1 in November, UTC+2 in summer.
const MON_19_30_ROME = Date.UTC(2026, 10, 23, 18, 30);
const MON_11_00_ROME = Date.UTC(2026, 10, 23, 10, 0);
const at1930Rome = (day: number) => Date.UTC(2026, 10, day, 18, 30);

describe('weekdayName', () => {
  it('names the weekday keys in each language, as labels', () => {
    expect(weekdayName('it', 'mon')).toBe('Lunedì');
    expect(weekdayName('en', 'sun')).toBe('Sunday');
    expect(weekdayName('fr', 'wed')).toBe('Mercredi');
    expect(weekdayName('de', 'thu')).toBe('Donnerstag');
  });
});

describe('formatTime', () => {
  it('gives HH:mm of the wall clock in the given time zone', () => {
    expect(formatTime(MON_19_30_ROME, ROME)).toBe('19:30');
    expect(formatTime(MON_19_30_ROME, 'UTC')).toBe('18:30');
    expect(formatTime(new Date(Date.UTC(2026, 6, 1, 10, 5)), ROME)).toBe('12:05');
  });

  it('writes midnight as 00:00 and pads single digits', () => {
    expect(formatTime(Date.UTC(2026, 10, 22, 23, 0), ROME)).toBe('00:00');
    expect(formatTime(Date.UTC(2026, 10, 23, 8, 7), ROME)).toBe('09:07');
  });
});

describe('formatDate and formatDateTime', () => {
  it('writes the numeric date of each locale', () => {
    expect(formatDate(MON_19_30_ROME, 'it', ROME)).toBe('23/11/2026');
    expect(formatDate(MON_19_30_ROME, 'en', ROME)).toBe('23/11/2026');
    expect(formatDate(MON_19_30_ROME, 'fr', ROME)).toBe('23/11/2026');
    expect(formatDate(MON_19_30_ROME, 'de', ROME)).toBe('23.11.2026');
  });

  it('takes the calendar day from the time zone, not from UTC', () => {
    const halfPastMidnightInRome = Date.UTC(2026, 10, 22, 23, 30);
    expect(formatDate(halfPastMidnightInRome, 'it', ROME)).toBe('23/11/2026');
    expect(formatDate(halfPastMidnightInRome, 'it', 'UTC')).toBe('22/11/2026');
  });

  it('adds the 24-hour time', () => {
    expect(formatDateTime(MON_19_30_ROME, 'it', ROME)).toBe('23/11/2026, 19:30');
    expect(formatDateTime(MON_19_30_ROME, 'en', ROME)).toBe('23/11/2026, 19:30');
    expect(formatDateTime(MON_19_30_ROME, 'fr', ROME)).toBe('23/11/2026 19:30');
    expect(formatDateTime(MON_19_30_ROME, 'de', ROME)).toBe('23.11.2026, 19:30');
  });

  it('writes the long date capitalised — in French lower case, as French writes dates (issue 34 item 14)', () => {
    expect(formatLongDate(MON_19_30_ROME, 'it', ROME)).toBe('Lunedì 23 novembre 2026');
    expect(formatLongDate(MON_19_30_ROME, 'en', ROME)).toBe('Monday, 23 November 2026');
    expect(formatLongDate(MON_19_30_ROME, 'fr', ROME)).toBe('lundi 23 novembre 2026');
    expect(formatLongDate(MON_19_30_ROME, 'de', ROME)).toBe('Montag, 23. November 2026');
  });
});

describe('formatCalendarLabel (delivery slots, spec §4)', () => {
  it('shows only the time for a slot today', () => {
    expect(formatCalendarLabel(MON_19_30_ROME, MON_11_00_ROME, 'it', ROME)).toBe('19:30');
    expect(formatCalendarLabel(MON_19_30_ROME, MON_11_00_ROME, 'de', ROME)).toBe('19:30');
  });

  it('says tomorrow for the next day', () => {
    expect(formatCalendarLabel(at1930Rome(24), MON_11_00_ROME, 'it', ROME)).toBe('Domani alle 19:30');
    expect(formatCalendarLabel(at1930Rome(24), MON_11_00_ROME, 'en', ROME)).toBe('Tomorrow at 19:30');
    expect(formatCalendarLabel(at1930Rome(24), MON_11_00_ROME, 'fr', ROME)).toBe('Demain à 19:30');
    expect(formatCalendarLabel(at1930Rome(24), MON_11_00_ROME, 'de', ROME)).toBe('Morgen um 19:30 Uhr');
  });

  it('puts the ordinal on the first of the month in French, and only there: 1er décembre (issue 34 item 14)', () => {
    const december1 = Date.parse('2026-12-01T18:30:00Z');
    expect(formatLongDate(december1, 'fr', ROME)).toBe('mardi 1er décembre 2026');
    expect(formatCalendarLabel(december1, MON_11_00_ROME, 'fr', ROME)).toBe('mardi 1er décembre à 19:30');
    expect(formatLongDate(december1, 'it', ROME)).toBe('Martedì 1 dicembre 2026');
    expect(formatLongDate(Date.parse('2026-12-11T18:30:00Z'), 'fr', ROME)).toBe('vendredi 11 décembre 2026');
  });

  it('names the weekday within the coming week (lower case in French)', () => {
    expect(formatCalendarLabel(at1930Rome(27), MON_11_00_ROME, 'fr', ROME)).toBe('vendredi à 19:30');
    expect(formatCalendarLabel(at1930Rome(27), MON_11_00_ROME, 'it', ROME)).toBe('Venerdì alle 19:30');
    expect(formatCalendarLabel(at1930Rome(27), MON_11_00_ROME, 'en', ROME)).toBe('Friday at 19:30');
    expect(formatCalendarLabel(at1930Rome(29), MON_11_00_ROME, 'de', ROME)).toBe('Sonntag um 19:30 Uhr');
  });

  it('writes day and month from a week ahead, and for past days', () => {
    expect(formatCalendarLabel(at1930Rome(30), MON_11_00_ROME, 'it', ROME)).toBe(
      'Lunedì 30 novembre alle 19:30',
    );
    expect(formatCalendarLabel(at1930Rome(30), MON_11_00_ROME, 'en', ROME)).toBe(
      'Monday 30 November at 19:30',
    );
    expect(formatCalendarLabel(at1930Rome(30), MON_11_00_ROME, 'fr', ROME)).toBe('lundi 30 novembre à 19:30');
    expect(formatCalendarLabel(at1930Rome(30), MON_11_00_ROME, 'de', ROME)).toBe(
      'Montag, 30. November um 19:30 Uhr',
    );
    expect(formatCalendarLabel(at1930Rome(22), MON_11_00_ROME, 'en', ROME)).toBe(
      'Sunday 22 November at 19:30',
    );
  });

  it('counts days in the business time zone', () => {
    const tuesdayHalfPastMidnightInRome = Date.UTC(2026, 10, 23, 23, 30);
    expect(formatCalendarLabel(at1930Rome(24), tuesdayHalfPastMidnightInRome, 'en', ROME)).toBe('19:30');
    expect(formatCalendarLabel(at1930Rome(24), tuesdayHalfPastMidnightInRome, 'en', 'UTC')).toBe(
      'Tomorrow at 18:30',
    );
  });

  it('counts whole days across a daylight-saving change', () => {
    const saturdayNoon = Date.UTC(2026, 2, 28, 11, 0); // Rome switches to summer time on Sunday 29 March
    const sundayEvening = Date.UTC(2026, 2, 29, 17, 30);
    expect(formatCalendarLabel(sundayEvening, saturdayNoon, 'en', ROME)).toBe('Tomorrow at 19:30');
  });

  it('accepts Date objects as well as epoch milliseconds', () => {
    expect(formatCalendarLabel(new Date(at1930Rome(24)), new Date(MON_11_00_ROME), 'en', ROME)).toBe(
      'Tomorrow at 19:30',
    );
  });
});
