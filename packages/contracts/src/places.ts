import { z } from 'zod';

/**
 * The named places of the services at the structure (issue 37 "Places without an address",
 * docs/decisions/068): the tables, beach umbrellas and parking bays a QR code is printed for. A
 * method with a list takes only its places (the order stores the place's name); a method without
 * one keeps the spec's free-text place (§2 "Checkout", §5).
 */

/** The delivery methods with a local place (spec §3 `localPlace`): table, beach umbrella, car. */
export const LOCAL_PLACE_METHODS = ['table_delivery', 'beach_umbrella_delivery', 'car_delivery'] as const;
export const localPlaceMethodSchema = z.enum(LOCAL_PLACE_METHODS);
export type LocalPlaceMethod = z.infer<typeof localPlaceMethodSchema>;

/** The longest place name: it is printed under the code and stored as the order's place. */
export const PLACE_NAME_MAX_LENGTH = 40;
/** The longest code: it is the QR's parameter, and a short one keeps the code's squares large. */
export const PLACE_CODE_MAX_LENGTH = 24;
/** Places per method: a beach of a few hundred umbrellas. */
export const PLACES_PER_METHOD_MAX = 500;

/**
 * One place: its name as the customer and the staff read it ("Ombrellone B14"; letters, digits and
 * spaces, the spec's rule for a place, §5) and its code in the QR's link ("b14": lower-case letters,
 * digits and dashes).
 */
export const placeSchema = z.object({
  code: z
    .string()
    .min(1)
    .max(PLACE_CODE_MAX_LENGTH)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'code: lower-case letters, digits and dashes'),
  name: z
    .string()
    .min(1)
    .max(PLACE_NAME_MAX_LENGTH)
    .regex(/^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u, 'name: letters, digits and single spaces'),
});
export type Place = z.infer<typeof placeSchema>;

/** The business file's `places`: a list per method that has one (none: free text for every method). */
export const businessPlacesSchema = z.partialRecord(
  localPlaceMethodSchema,
  z.array(placeSchema).max(PLACES_PER_METHOD_MAX),
);
export type BusinessPlaces = z.infer<typeof businessPlacesSchema>;

/**
 * The problems of a places list the schema alone cannot see: a code used twice, in the same method
 * or in two (the QR's one parameter names the method too), and a name used twice in one method (the
 * staff could not tell the two apart).
 */
export function placesIssues(places: BusinessPlaces): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const codes = new Set<string>();
  for (const method of LOCAL_PLACE_METHODS) {
    const names = new Set<string>();
    (places[method] ?? []).forEach((place, i) => {
      if (codes.has(place.code))
        issues.push({ path: [method, i, 'code'], message: `duplicate code ${place.code}` });
      codes.add(place.code);
      const name = place.name.toLocaleLowerCase('it');
      if (names.has(name))
        issues.push({ path: [method, i, 'name'], message: `duplicate name ${place.name}` });
      names.add(name);
    });
  }
  return issues;
}

/** A place with its method, as the storefront reads the list (GET /api/storefront/places). */
export const publicPlaceSchema = placeSchema.extend({ method: localPlaceMethodSchema });
export type PublicPlace = z.infer<typeof publicPlaceSchema>;
export const placesResponseSchema = z.object({ data: z.object({ places: z.array(publicPlaceSchema) }) });
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

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

/** GET /api/staff/places/qr.pdf: the sheet of QR codes to print (application/pdf, A4). */
export const placesQrPdfResponseSchema = z.string().meta({ contentMediaType: 'application/pdf' });
