import { index, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';

// Paths of spec §2 (links use app/lib/first-load/paths.ts). The splat route last: any
// other path is a real 404 page.
export default [
  index('routes/home.tsx'),
  route('categorie/:categorySlug', 'routes/category.tsx'),
  route('menu', 'routes/menu.tsx'),
  route('contatti', 'routes/contacts.tsx'),
  route('concludi-ordine', 'routes/checkout.tsx'),
  route('lingua', 'routes/language.ts'),
  route('connect/:provider', 'routes/connect.tsx'),
  route('cambia-password/:codice', 'routes/change-password.tsx'),
  route('area-personale/il-mio-account', 'routes/user-account.tsx'),
  route('area-personale/i-miei-ordini', 'routes/user-orders.tsx'),
  route('area-personale/i-miei-ordini/:id/:orderCode', 'routes/user-order.tsx'),
  route('area-personale/accetta-privacy-policy', 'routes/accept-privacy.tsx'),
  route('reindirizzamento/:redirectType', 'routes/redirecting.tsx'),
  route('ordine/inviato/:oid/:hash', 'routes/order-sent.tsx'),
  route('ordine/in-attesa-di-convalida/:otid/:hash/:type', 'routes/order-to-verify.tsx'),
  route('ordine/convalida/:codice', 'routes/order-verify.tsx'),
  route('esito-pagamento/:result/:oid/:hash', 'routes/payment-result.tsx'),
  // The restaurant's side (docs/decisions/043): its own layout, no storefront shell. The board
  // (/gestione and /gestione/ordini/:id) joins this tree from its own branch.
  route('gestione', 'routes/staff-layout.tsx', [
    index('routes/staff-board.tsx'),
    route('ordini/:id', 'routes/staff-order.tsx'),
    route('ordini/:id/scontrino', 'routes/staff-ticket.tsx'),
    route('accesso', 'routes/staff-sign-in.tsx'),
    route('imposta-password/:token', 'routes/staff-set-password.tsx'),
    route('personale', 'routes/staff-members.tsx'),
    route('registro', 'routes/staff-audit.tsx'),
    route('resoconti', 'routes/staff-reports.tsx'),
    route('sicurezza', 'routes/staff-security.tsx'),
    route('menu', 'routes/staff-menu.tsx'),
    route('opzioni', 'routes/staff-options.tsx'),
    route('cronologia', 'routes/staff-history.tsx'),
    route('orari', 'routes/staff-hours.tsx'),
    route('consegna', 'routes/staff-delivery.tsx'),
    route('buoni', 'routes/staff-coupons.tsx'),
    route('impostazioni', 'routes/staff-settings.tsx'),
    route('qr', 'routes/staff-places.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
