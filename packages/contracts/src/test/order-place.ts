import type { OrderPlace } from '../orders.ts';

/** The place of an order not delivered home (pick-up, table, umbrella, car), as an order answer gives it: no address, only the table or place's name if any. */
export function placeWithoutAddress(table: string | null): OrderPlace {
  return {
    address: null,
    streetNumber: null,
    zipCode: null,
    city: null,
    floor: null,
    intercomName: null,
    table,
  };
}
