/*
 * The named places' values that need no schema (decision 068): the methods, the limits, the QR
 * link and the order's lookup. A module apart from places.ts (the zod schemas), so the storefront
 * pages that read a QR link or quote an order do not share a module, and then all of zod, with
 * the back office that checks a list.
 */

/** The delivery methods with a local place (spec §3 `localPlace`): table, beach umbrella, car. */
export const LOCAL_PLACE_METHODS = ['table_delivery', 'beach_umbrella_delivery', 'car_delivery'] as const;
/** A delivery method with a local place. */
export type LocalPlaceMethod = (typeof LOCAL_PLACE_METHODS)[number];

/** The longest place name: it is printed under the code and stored as the order's place. */
export const PLACE_NAME_MAX_LENGTH = 40;
/** The longest code: it is the QR's parameter, and a short one keeps the code's squares large. */
export const PLACE_CODE_MAX_LENGTH = 24;
/** Places per method: a beach of a few hundred umbrellas. */
export const PLACES_PER_METHOD_MAX = 500;

/** One named place: its name as printed and ordered, its code in the QR link. */
export interface Place {
  readonly code: string;
  readonly name: string;
}
/** The business file's `places`: a list per method that has one. */
export type BusinessPlaces = Partial<Record<LocalPlaceMethod, readonly Place[]>>;
/** A place with its method, as the storefront reads the list. */
export interface PublicPlace extends Place {
  readonly method: LocalPlaceMethod;
}

/** Every place of the file, method by method, in the file's order. */
export function placesList(places: BusinessPlaces): PublicPlace[] {
  return LOCAL_PLACE_METHODS.flatMap((method) =>
    (places[method] ?? []).map((place) => ({ method, ...place })),
  );
}

/**
 * The place an order names, when its method has a list: the place whose code is the typed text, or
 * whose name is (case and spacing aside, for a customer who typed the printed name). Undefined: the
 * method has a list and the text is none of its places. Null: the method has no list.
 */
export function placeOfOrder(
  places: BusinessPlaces,
  method: LocalPlaceMethod,
  typed: string,
): Place | undefined | null {
  const list = places[method];
  if (list === undefined || list.length === 0) return null;
  const key = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it');
  const wanted = key(typed);
  return list.find((place) => place.code === wanted || key(place.name) === wanted);
}

/** The query parameter of a place's QR link: the storefront presets and locks that place (decision 068). */
export const PLACE_QUERY_PARAM = 'posto';

/** The path a place's QR code opens: the home page with the place preset, `/?posto=b14`. */
export function placeLinkPath(code: string): string {
  return `/?${PLACE_QUERY_PARAM}=${encodeURIComponent(code)}`;
}
