import { z } from 'zod';
import { localeSchema } from './business.ts';
import { DOORBELL_MAX_LENGTH, FLOOR_MAX_LENGTH, textIsSingleLine } from './person-text.ts';

/**
 * Requests and answers of /api/address (spec §5 "Address", §7 maps service):
 * autocomplete for the address field and the delivery-zone check. Field
 * names follow the spec's delivery address (§3).
 */

/** Longer than any real address line; longer input is refused rather than searched (the form's fields stop there too). */
export const ADDRESS_TEXT_MAX_LENGTH = 200;
/** A house number ("12/B", "km 3,5"). */
export const STREET_NUMBER_MAX_LENGTH = 20;
/** A postal code of any country. */
export const POSTAL_CODE_MAX_LENGTH = 10;
const PLACE_ID_MAX = 300;

/** GET /api/address/autocomplete?q=…&locale=… */
export const autocompleteQuerySchema = z.object({
  q: z.string().max(ADDRESS_TEXT_MAX_LENGTH),
  locale: localeSchema.optional(),
});
export type AutocompleteQuery = z.input<typeof autocompleteQuerySchema>;

/** One suggestion of the address autocomplete: what to show and the place id the check takes. */
export const addressSuggestionSchema = z.object({ place_id: z.string(), description: z.string() });
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const autocompleteResponseSchema = z.object({
  data: z.object({ list: z.array(addressSuggestionSchema) }),
});

// An address field that may be absent, empty or null: the check reports what is missing.
// One line of text (no line breaks, controls or bidi overrides): it is echoed into the order and its e-mails.
const field = (
  code: 'NO_ROUTE' | 'NO_STREET_NUMBER' | 'NO_ZIP_CODE' | 'NO_LOCALITY' | 'GENERIC_ERROR',
  max = ADDRESS_TEXT_MAX_LENGTH,
) =>
  z
    .string({ error: code })
    .trim()
    .max(max, { error: code })
    .refine(textIsSingleLine, { error: code })
    .nullish();

/** The address typed in the form (street, house number, town…); its coordinates are never trusted. */
export const addressInputSchema = z.object({
  route: field('NO_ROUTE'),
  street_number: field('NO_STREET_NUMBER', STREET_NUMBER_MAX_LENGTH),
  locality: field('NO_LOCALITY'),
  postal_code: field('NO_ZIP_CODE', POSTAL_CODE_MAX_LENGTH),
  administrative_area_level_1: field('GENERIC_ERROR'),
  administrative_area_level_2: field('GENERIC_ERROR'),
  administrative_area_level_3: field('GENERIC_ERROR'),
  country: field('GENERIC_ERROR'),
  floor: field('GENERIC_ERROR', FLOOR_MAX_LENGTH),
  intercom_name: field('GENERIC_ERROR', DOORBELL_MAX_LENGTH),
  // Sent back as the browser holds them; the server geocodes again and ignores these.
  lat: z.number().nullish(),
  lng: z.number().nullish(),
  place_id: z.string().max(PLACE_ID_MAX).nullish(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** POST /api/address/check: a suggestion's place id, or a typed address — exactly one of them. */
export const addressCheckBodySchema = z
  .object({
    place_id: z.string().trim().min(1).max(PLACE_ID_MAX).optional(),
    address: addressInputSchema.optional(),
    locale: localeSchema.optional(),
  })
  .refine((body) => (body.place_id === undefined) !== (body.address === undefined), {
    error: 'GENERIC_ERROR',
  });
export type AddressCheckBody = z.infer<typeof addressCheckBodySchema>;

/** A delivery address as the check returns it (spec §3 delivery address). */
export const deliveryAddressSchema = z.object({
  route: z.string(),
  street_number: z.string(),
  locality: z.string(),
  postal_code: z.string(),
  administrative_area_level_1: z.string(),
  administrative_area_level_2: z.string(),
  administrative_area_level_3: z.string(),
  country: z.string(),
  floor: z.string(),
  intercom_name: z.string(),
  lat: z.number(),
  lng: z.number(),
  place_id: z.string(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const ADDRESS_CHECK_STATUSES = ['inside', 'outside', 'incomplete', 'not_found'] as const;

/** The outcome of an address check. */
export const addressCheckResultSchema = z.object({
  status: z.enum(ADDRESS_CHECK_STATUSES),
  /** True when the address was located at a house number (inside or outside the zone). */
  found: z.boolean(),
  /** True only when the address may be delivered to. */
  inside: z.boolean(),
  message_key: z.enum([
    'address.inside_zone',
    'address.outside_zone',
    'address.incomplete',
    'address.not_found',
  ]),
  /** 'Please indicate floor and/or bell.' after a successful check. */
  hint_key: z.literal('address.floor_bell_hint').nullable(),
  /** The required fields still missing when incomplete (route, street_number). */
  missing: z.array(z.enum(['route', 'street_number'])),
  /** The located address (a whole street when incomplete); null when nothing was found. */
  address: deliveryAddressSchema.nullable(),
  /**
   * Inside a zone with its own rules (issue 37, docs/decisions/072): its name and the figures that hold
   * there (cents; each the zone's own or the business's). Absent for a bare polygon and outside.
   */
  zone: z
    .object({
      name: z.string(),
      deliveryPrice: z.number().int(),
      deliveryPricePerProduct: z.number().int(),
      deliveryThresholdFree: z.number().int(),
      deliveryMinOrder: z.number().int(),
    })
    .optional(),
});
export type AddressCheckResult = z.infer<typeof addressCheckResultSchema>;

export const addressCheckResponseSchema = z.object({ data: addressCheckResultSchema });
