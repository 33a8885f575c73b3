import { z } from 'zod';
import { STORED_INTEGER_MAX } from './stored-integer.ts';
import { errorCodeSchema } from './errors.ts';

/*
 * The back office's business document (issue 35, docs/decisions/052): the owner edits the business
 * file itself, one entity at a time, under optimistic concurrency on a version number. Not in the
 * spec (which shows only the customer's side): additions beyond it, listed in docs/spec-coverage.md.
 */

/** How many versions the history answers. */
export const BUSINESS_HISTORY_LIMIT = 50;

/** The catalogue entities a save upserts or deletes by id, and the business file's list of each. */
export const BUSINESS_ENTITIES = ['category', 'product', 'option_group'] as const;
export type BusinessEntity = (typeof BUSINESS_ENTITIES)[number];

/**
 * The parts of the business file a save replaces whole: `timetables` are the three timetables of
 * `delivery_order` and its dated closures (decision 053), `delivery` the rest of it (prices, zones, slots).
 */
export const BUSINESS_SECTIONS = [
  'business',
  'configuration',
  'timetables',
  'delivery',
  'anagraphic',
  'coupons',
  'messaging',
  'social_login',
  'board',
  'places',
] as const;
export type BusinessSection = (typeof BUSINESS_SECTIONS)[number];

const entityId = z.number({ error: 'GENERIC_ERROR' }).int().positive();

/**
 * One change of a save. An entity's value is checked as part of the whole document after the
 * change (so a problem is named by its path in the business file, `products[3].price`), not here.
 */
export const businessChangeSchema = z.discriminatedUnion(
  'op',
  [
    z.object({
      op: z.literal('upsert'),
      entity: z.enum(BUSINESS_ENTITIES),
      value: z.looseObject({ id: entityId }),
    }),
    z.object({ op: z.literal('delete'), entity: z.enum(BUSINESS_ENTITIES), id: entityId }),
    z.object({ op: z.literal('replace'), section: z.enum(BUSINESS_SECTIONS), value: z.unknown() }),
  ],
  { error: 'GENERIC_ERROR' },
);
export type BusinessChange = z.infer<typeof businessChangeSchema>;

/** PUT /api/staff/business: the version the owner's page loaded and the changes made on it. */
export const businessSaveRequestSchema = z.object({
  baseVersion: z.number({ error: 'GENERIC_ERROR' }).int().min(0).max(STORED_INTEGER_MAX),
  changes: z.array(businessChangeSchema).min(1, { error: 'GENERIC_ERROR' }).max(200),
});
export type BusinessSaveRequest = z.input<typeof businessSaveRequestSchema>;

/** The business file as stored (JSON): its shape is the business file's (business.ts). */
const businessDocumentSchema = z.record(z.string(), z.unknown());

/** The latest document and its version. `changes`: what the save changed (absent on a GET). */
export const businessDocumentResponseSchema = z.object({
  data: z.object({
    version: z.number().int(),
    document: businessDocumentSchema,
    changes: z.array(z.string()).optional(),
  }),
});
export type BusinessDocumentResponse = z.infer<typeof businessDocumentResponseSchema>;

/**
 * The refusals of a save: 409 BUSINESS_CHANGED with the latest version and document and the
 * entities another version changed since `baseVersion` (`conflicts`); 422 WRONG_BUSINESS_DATA with
 * every problem of the document after the change, each at its JSON path.
 */
export const businessSaveRefusalSchema = z.object({
  data: z.object({
    errors: z.array(errorCodeSchema).min(1),
    version: z.number().int().optional(),
    document: businessDocumentSchema.optional(),
    conflicts: z.array(z.string()).optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type BusinessSaveRefusal = z.infer<typeof businessSaveRefusalSchema>;

/** Where a version came from: `npm run business:import` (or the seed), a back-office save, a restore. */
export const BUSINESS_VERSION_ORIGINS = ['import', 'save', 'restore'] as const;
export type BusinessVersionOrigin = (typeof BUSINESS_VERSION_ORIGINS)[number];

/**
 * The fields of a category, product or option group the history names when one is edited (the business
 * file's keys); any other is `other`. The back office translates each (docs/decisions/060).
 */
export const BUSINESS_SUMMARY_FIELDS = [
  'name',
  'description',
  'languages',
  'price',
  'price_menu',
  'image',
  'icon',
  'categoryId',
  'position',
  'slug',
  'options_id',
  'view_on_delivery',
  'view_on_digital_menu',
  'removable_items',
  'options',
  'allergens',
  'other',
] as const;
export type BusinessSummaryField = (typeof BUSINESS_SUMMARY_FIELDS)[number];

/** At most this many changes per version in the history; `summaryMore` counts the rest. */
export const BUSINESS_SUMMARY_LIMIT = 12;

/**
 * One change of a version, as data the back office translates ("Product 12 Margherita: price",
 * "Coupons"): a category, product or option group added, removed or edited (with the fields that
 * differ), or a section of the business file replaced.
 */
export const businessVersionChangeSchema = z.union([
  z.object({
    entity: z.enum(BUSINESS_ENTITIES),
    id: z.number().int(),
    name: z.string().nullable(),
    change: z.enum(['added', 'removed', 'edited']),
    fields: z.array(z.enum(BUSINESS_SUMMARY_FIELDS)),
  }),
  z.object({ section: z.enum(BUSINESS_SECTIONS) }),
]);
export type BusinessVersionChange = z.infer<typeof businessVersionChangeSchema>;

/**
 * One version of the history (docs/decisions/052, 060): who (null: an import, or a member since
 * deleted), when, where it came from (a restore names the version it brought back), whether it is
 * the business's first (its summary is empty: everything was new), and what it changed against the
 * version before — `changes` the entity keys, `summary` the same as data the page translates.
 */
export const businessVersionSchema = z.object({
  version: z.number().int(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  createdAt: z.string(),
  origin: z.enum(BUSINESS_VERSION_ORIGINS),
  restoredFrom: z.number().int().nullable(),
  first: z.boolean(),
  changes: z.array(z.string()),
  summary: z.array(businessVersionChangeSchema),
  summaryMore: z.number().int().min(0),
});
export type BusinessVersion = z.infer<typeof businessVersionSchema>;

export const businessHistoryResponseSchema = z.object({
  data: z.object({ versions: z.array(businessVersionSchema) }),
});

/** The `{version}` of a restore, as text: anything but a positive integer names no version (404). */
export const businessVersionParamsSchema = z.object({ version: z.string() });

/** The export: the business file itself (no envelope), downloaded as an attachment. */
export const businessExportResponseSchema = businessDocumentSchema;

/**
 * POST /api/staff/images: a photo's bytes as the body (any content type: the server reads the file
 * itself), up to 15 MB. The answer is the address of its re-encoded WebP, which a save then puts
 * in a product's, category's or the logo's `image`; AVIF and JPEG twins sit beside it.
 */
export const imageUploadBodySchema = z
  .instanceof(Uint8Array, { error: 'WRONG_IMAGE' })
  .meta({ contentMediaType: 'application/octet-stream' });
export const imageUploadResponseSchema = z.object({
  data: z.object({
    url: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;
