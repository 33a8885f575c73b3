import type { FastifyInstance, FastifyReply } from 'fastify';
import { businessPlacesSchema, placeLinkPath, placesList } from '@ordina/contracts';
import { latestBusinessVersion } from '@ordina/db';
import { staffTranslate } from '@ordina/i18n/staff';
import { registerEndpoint } from '../../../../endpoints.ts';
import { requireStaffPrincipal } from '../../../../plugins/staff-auth/index.ts';
import { qrCards, qrSheetPdf } from './qr-sheet.ts';

/**
 * The owner's sheet of QR codes (owner-only scope, decision 068): one card per place of the latest
 * business document, each code the storefront's public link with the place preset
 * (`${PUBLIC_URL}/?posto=<code>`). The words are in the owner's language; the place and business
 * names as the business file has them.
 */
export default function staffPlacesRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(app, 'GET /api/staff/places/qr.pdf', {}, async (request, typedReply) => {
    const principal = requireStaffPrincipal(request);
    const t = (key: Parameters<typeof staffTranslate>[1]) => staffTranslate(principal.locale, key);
    const latest = await latestBusinessVersion(app.database.db, principal.businessId);
    const document = (latest?.document ?? {}) as { business?: { name?: unknown }; places?: unknown };
    const parsed = businessPlacesSchema.safeParse(document.places ?? {});
    const places = placesList(parsed.success ? parsed.data : {});
    const businessName =
      typeof document.business?.name === 'string' ? document.business.name : app.businessKey;
    const base = app.mailer.linkBase.replace(/\/+$/, '');
    const cards = qrCards(places, (place) => `${base}${placeLinkPath(place.code)}`, {
      businessName,
      hint: t('places.sheet_hint'),
    });
    const pdf = await qrSheetPdf(cards, {
      title: t('places.sheet_title'),
      emptyText: t('places.sheet_empty'),
    });
    // Bytes go out as they are (Fastify serialises no Buffer); the typed reply takes the schema's string.
    const reply = typedReply as unknown as FastifyReply;
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="ordina-qr.pdf"')
      .send(pdf);
  });
  done();
}
