import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { latLngSchema } from '@ordina/contracts';

/**
 * The offline geocoder's street list (apps/server/data/gazetteer-*.json):
 * each street is one straight segment whose house numbers run from
 * `numbers.from` at `start` to `numbers.to` at `end`.
 */

/** The demo town's gazetteer shipped with the server (Rimini and neighbouring towns). */
export const DEFAULT_GAZETTEER_FILE = fileURLToPath(
  new URL('../../../data/gazetteer-rimini.json', import.meta.url),
);

const text = z.string().trim().min(1);

export const gazetteerLocalitySchema = z.object({
  locality: text,
  administrative_area_level_3: text,
  administrative_area_level_2: text,
  administrative_area_level_1: text,
  country: text,
  /** Districts and hamlets people write after the street (Marina Centro, Igea Marina). */
  aliases: z.array(text).default([]),
});
export type GazetteerLocality = z.infer<typeof gazetteerLocalitySchema>;

export const gazetteerStreetSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'street id: lower-case letters, digits and dashes'),
    route: text,
    locality: text,
    postal_code: z.string().regex(/^\d{5}$/, 'postal code: five digits'),
    numbers: z.object({ from: z.number().int().min(1), to: z.number().int().min(1) }),
    start: latLngSchema,
    end: latLngSchema,
  })
  .refine((street) => street.numbers.from !== street.numbers.to, {
    error: 'a street needs at least two house numbers',
  });
export type GazetteerStreet = z.infer<typeof gazetteerStreetSchema>;

export const gazetteerSchema = z
  .object({
    description: z.string().default(''),
    localities: z.record(z.string(), gazetteerLocalitySchema),
    streets: z.array(gazetteerStreetSchema).min(1),
  })
  .superRefine((gazetteer, context) => {
    const ids = new Set<string>();
    gazetteer.streets.forEach((street, index) => {
      if (ids.has(street.id))
        context.addIssue({
          code: 'custom',
          path: ['streets', index, 'id'],
          message: `duplicate street id ${street.id}`,
        });
      ids.add(street.id);
      if (!(street.locality in gazetteer.localities))
        context.addIssue({
          code: 'custom',
          path: ['streets', index, 'locality'],
          message: `unknown locality ${street.locality}`,
        });
    });
  });
export type Gazetteer = z.infer<typeof gazetteerSchema>;

/** Thrown when a gazetteer file is missing or not valid. */
export class GazetteerError extends Error {
  override name = 'GazetteerError';
}

/** Reads and validates a gazetteer file. */
export async function gazetteerLoad(file: string = DEFAULT_GAZETTEER_FILE): Promise<Gazetteer> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new GazetteerError(
      `Cannot read the gazetteer ${file}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const parsed = gazetteerSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 10)
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new GazetteerError(`Invalid gazetteer ${file}:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
