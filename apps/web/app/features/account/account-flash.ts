/**
 * Shows a snackbar message (the route passes features/cart/flash.ts's
 * `flash`: features do not import each other).
 */
export type ShowFlash = (text: string, options?: { tone?: 'success' | 'error' }) => void;
