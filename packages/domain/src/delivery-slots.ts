import type { DeliveryOrder, Timetable } from '@ordina/contracts';
import { intervalsOn } from './timetables.ts';
import type { DatedHours } from './timetables.ts';
import {
  clockAddDays,
  clockHhmm,
  clockInstant,
  clockMinutes,
  clockWallTimeExists,
  clockZoned,
  DEFAULT_TIME_ZONE,
} from './clock.ts';

/**
 * Delivery time slots (spec §3 "Delivery time slot", §4): built from the
 * deliveryTimetables in steps of deliverySlotMinutes on the business clock;
 * a slot is offered while accepted < max.
 */

/** One delivery slot. `date` (`YYYY-MM-DD HH:mm`, business clock) is its key. */
export interface DeliverySlot {
  readonly date: string;
  /** Calendar day `YYYY-MM-DD`. */
  readonly day: string;
  /** Start time `HH:mm`. */
  readonly time: string;
  /** The start as an ISO instant. */
  readonly startsAt: string;
  readonly accepted: number;
  readonly max: number;
}

/** What a day's slots are built from. */
export interface DeliverySlotsInput {
  readonly timetable: Timetable;
  /** Closures and special days by date (delivery_order.closures): they replace their dates' weekday intervals. */
  readonly closures?: readonly DatedHours[];
  readonly now: Date;
  readonly timeZone?: string;
  /** Slot length in minutes (delivery_order.deliverySlotMinutes). */
  readonly slotMinutes: number;
  /** Orders accepted per slot (delivery_order.deliverySlotMaxOrders). */
  readonly maxOrders: number;
  /** Minutes needed before the first slot can start (preparation lead time). */
  readonly leadMinutes: number;
  /** Orders already taken per slot key (`YYYY-MM-DD HH:mm`). */
  readonly accepted?: Readonly<Record<string, number>>;
}

/**
 * The slots of calendar day `day` (`YYYY-MM-DD`): every slotMinutes step of
 * that day's intervals (its dated entry's, else its weekday's) whose whole length fits the interval (an end of
 * 00:00 is midnight), starting no earlier than now + leadMinutes. Wall times
 * that do not exist (DST spring-forward gap) are skipped.
 */
export function deliverySlotsForDay(input: DeliverySlotsInput, day: string): DeliverySlot[] {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const earliest = input.now.getTime() + input.leadMinutes * 60_000;
  const step = Math.max(1, Math.floor(input.slotMinutes));
  const slots = new Map<string, DeliverySlot>();
  for (const interval of intervalsOn(input.timetable, day, input.closures)) {
    const from = clockMinutes(interval.from);
    let to = interval.to === '00:00' ? 24 * 60 : clockMinutes(interval.to);
    // An interval such as 22:00–02:00 runs over midnight.
    if (to <= from) to += 24 * 60;
    for (let minute = from; minute + step <= to; minute += step) {
      const start = clockInstant(day, minute, timeZone);
      if (start.getTime() < earliest) continue;
      // Checked after the cheaper test above: most slots of a day are either past or exist.
      if (!clockWallTimeExists(day, minute, timeZone)) continue;
      const slotDay = clockAddDays(day, Math.floor(minute / (24 * 60)));
      const time = clockHhmm(minute);
      const date = `${slotDay} ${time}`;
      slots.set(date, {
        date,
        day: slotDay,
        time,
        startsAt: start.toISOString(),
        accepted: input.accepted?.[date] ?? 0,
        max: input.maxOrders,
      });
    }
  }
  return [...slots.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/**
 * The slot of `day` at `time` (`YYYY-MM-DD`, `HH:mm`) when deliverySlotsUpcoming
 * over `days` would list it — the same rule, without building the other slots
 * (the server checks one submitted slot per order; building a week of
 * 15-minute slots costs a few thousand time-zone conversions). Null otherwise.
 */
export function deliverySlotAt(
  input: DeliverySlotsInput,
  day: string,
  time: string,
  days: number,
): DeliverySlot | null {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const today = clockZoned(input.now, timeZone).date;
  const lastDay = clockAddDays(today, days - 1);
  const step = Math.max(1, Math.floor(input.slotMinutes));
  const minute = clockMinutes(time);
  // A slot comes from its own day's intervals, or from the day before's when an interval runs past midnight.
  for (const [sourceDay, offset] of [
    [day, 0],
    [clockAddDays(day, -1), 24 * 60],
  ] as const) {
    if (sourceDay < today || sourceDay > lastDay) continue;
    const at = minute + offset;
    for (const interval of intervalsOn(input.timetable, sourceDay, input.closures)) {
      const from = clockMinutes(interval.from);
      let to = interval.to === '00:00' ? 24 * 60 : clockMinutes(interval.to);
      if (to <= from) to += 24 * 60;
      if (at < from || at + step > to || (at - from) % step !== 0) continue;
      const start = clockInstant(sourceDay, at, timeZone);
      if (start.getTime() < input.now.getTime() + input.leadMinutes * 60_000) continue;
      if (!clockWallTimeExists(sourceDay, at, timeZone)) continue;
      const date = `${day} ${time}`;
      return {
        date,
        day,
        time,
        startsAt: start.toISOString(),
        accepted: input.accepted?.[date] ?? 0,
        max: input.maxOrders,
      };
    }
  }
  return null;
}

/** The slots of today and the following days (`days` calendar days in all), in time order. */
export function deliverySlotsUpcoming(input: DeliverySlotsInput, days: number): DeliverySlot[] {
  const today = clockZoned(input.now, input.timeZone ?? DEFAULT_TIME_ZONE).date;
  const byKey = new Map<string, DeliverySlot>();
  for (let offset = 0; offset < days; offset += 1)
    for (const slot of deliverySlotsForDay(input, clockAddDays(today, offset))) byKey.set(slot.date, slot);
  return [...byKey.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** Whether a slot still takes orders (accepted < max), or `units` more items of a kitchen-load slot. */
export function deliverySlotAvailable(slot: Pick<DeliverySlot, 'accepted' | 'max'>, units = 1): boolean {
  return slot.accepted + units <= slot.max;
}

/** The slots offered to the customer: those with room left. */
export function deliverySlotsOffered<S extends Pick<DeliverySlot, 'accepted' | 'max'>>(
  slots: readonly S[],
): S[] {
  return slots.filter((slot) => deliverySlotAvailable(slot));
}

/** The offered slot with key `date`, or null (the server's check of a submitted delivery time). */
export function deliverySlotFind<S extends Pick<DeliverySlot, 'date' | 'accepted' | 'max'>>(
  slots: readonly S[],
  date: string,
): S | null {
  return slots.find((s) => s.date === date && deliverySlotAvailable(s)) ?? null;
}

/** Calendar days of slots offered and accepted: today and the six after it. */
export const DELIVERY_SLOT_HORIZON_DAYS = 7;

/**
 * What one order takes from its slot, and the slot's size: one order out of
 * deliverySlotMaxOrders, or — when the business counts kitchen load
 * (deliverySlotMaxItems) — its items (quantities summed) out of that many.
 */
export function deliverySlotCapacity(
  delivery: Pick<DeliveryOrder, 'deliverySlotMaxOrders' | 'deliverySlotMaxItems'>,
  quantity: number,
): { units: number; max: number } {
  return delivery.deliverySlotMaxItems === null
    ? { units: 1, max: delivery.deliverySlotMaxOrders }
    : { units: quantity, max: delivery.deliverySlotMaxItems };
}

/**
 * How much of a slot pending orders (a guest's unverified order, an unpaid
 * online one) may hold: half its capacity, at least 1 (docs/decisions/042).
 * The other half is always left to received orders, so orders that are
 * never confirmed cannot fill a slot. The database also lets one pending
 * order into a slot that holds none, whatever its size.
 */
export function deliverySlotPendingMax(max: number): number {
  return Math.max(1, Math.floor(max / 2));
}

/** The label of a slot: its time (`HH:mm`) today, otherwise a calendar label with date and time in `locale`. */
export function deliverySlotLabel(
  slot: Pick<DeliverySlot, 'day' | 'time' | 'startsAt'>,
  now: Date,
  locale: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (slot.day === clockZoned(now, timeZone).date) return slot.time;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(slot.startsAt));
}
