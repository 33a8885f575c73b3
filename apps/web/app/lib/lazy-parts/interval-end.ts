/** An interval's end for people: 00:00 ends the day, so it reads 24:00 ('from 00:00 to 24:00', not 'to 00:00'). */
export function intervalEnd(to: string): string {
  return to === '00:00' ? '24:00' : to;
}
