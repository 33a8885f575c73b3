import { STAFF_ROOT } from './first-load/paths.ts';

/**
 * The restaurant's side's paths (docs/decisions/043): the order board, one
 * order, sign-in, the set-password link, the owner's staff page, audit
 * trail and second factor. A module of its own: only the staff pages import it, so it never
 * joins the chunk the storefront's pages share (where paths.ts lives).
 */
export const staffPaths = {
  board: STAFF_ROOT,
  order: (id: number | string) => `/gestione/ordini/${encodeURIComponent(id)}`,
  /** The order's kitchen ticket for the 80 mm printer (docs/decisions/046). */
  ticket: (id: number | string) => `/gestione/ordini/${encodeURIComponent(id)}/scontrino`,
  signIn: '/gestione/accesso',
  setPassword: (token: string) => `/gestione/imposta-password/${encodeURIComponent(token)}`,
  members: '/gestione/personale',
  audit: '/gestione/registro',
  /** The owner's reports (docs/decisions/054). */
  reports: '/gestione/resoconti',
  security: '/gestione/sicurezza',
  /** The owner's menu editor and the business document's history (issue 35, docs/decisions/052). */
  menu: '/gestione/menu',
  /** The owner's option groups, their options and items (docs/decisions/059). */
  options: '/gestione/opzioni',
  history: '/gestione/cronologia',
  /** The owner's weekly hours and closures (issue 35, docs/decisions/055). */
  hours: '/gestione/orari',
  /** The owner's delivery editor: costs, slots, methods, the zone (docs/decisions/057). */
  delivery: '/gestione/consegna',
  /** The owner's coupons and settings (issue 35). */
  coupons: '/gestione/buoni',
  settings: '/gestione/impostazioni',
  /** The owner's named places and their sheet of QR codes (decision 068). */
  places: '/gestione/qr',
} as const;
