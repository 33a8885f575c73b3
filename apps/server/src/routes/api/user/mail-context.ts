import type { FastifyInstance } from 'fastify';
import type { Locale } from '@ordina/contracts';

/** The business name e-mails sign with, and the language they fall back to (the business's first). */
export async function mailContext(
  app: FastifyInstance,
): Promise<{ business: string; defaultLocale: Locale }> {
  const storefront = await app.storefronts.get(app.businessKey);
  return { business: storefront.anagraphic.name, defaultLocale: storefront.languages[0] ?? 'it' };
}
