import { z } from 'zod';
import {
  LOCAL_PLACE_METHODS,
  PLACE_CODE_MAX_LENGTH,
  PLACE_NAME_MAX_LENGTH,
  PLACES_PER_METHOD_MAX,
  type BusinessPlaces,
} from './place-links.ts';

/**
 * The named places of the services at the structure (issue 37 "Places without an address",
 * docs/decisions/068): the tables, beach umbrellas and parking bays a QR code is printed for. A
 * method with a list takes only its places (the order stores the place's name); a method without
 * one keeps the spec's free-text place (§2 "Checkout", §5). The values without a schema are in
 * place-links.ts.
 */

export const localPlaceMethodSchema = z.enum(LOCAL_PLACE_METHODS);

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

/** The business file's `places`: a list per method that has one (none: free text for every method). */
export const businessPlacesSchema = z.partialRecord(
  localPlaceMethodSchema,
  z.array(placeSchema).max(PLACES_PER_METHOD_MAX),
);

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
export const placesResponseSchema = z.object({ data: z.object({ places: z.array(publicPlaceSchema) }) });
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

/** GET /api/staff/places/qr.pdf: the sheet of QR codes to print (application/pdf, A4). */
export const placesQrPdfResponseSchema = z.string().meta({ contentMediaType: 'application/pdf' });
