/*
 * Domains no mailbox can live at: the special-use names of RFC 2606 and the
 * IANA special-use domain registry (RFC 6761 and later). A new account there
 * could never receive its confirmation e-mail; the only use of one is to squat
 * an address the storefront itself might write (a deleted account once got
 * `deleted-<id>@anonymised.invalid`, and registering that first blocked the
 * deletion). Registration refuses them.
 */

/** Top-level names reserved for testing, documentation, local networks and protocols (the address may also be at a subdomain). */
const RESERVED_TOP_LEVEL = ['test', 'example', 'invalid', 'localhost', 'local', 'onion', 'alt', 'arpa'];
/** Second-level names reserved for documentation (RFC 2606 §3). */
const RESERVED_SECOND_LEVEL = ['example.com', 'example.net', 'example.org'];

/** Whether the e-mail's domain (after the last '@', any case, a trailing dot ignored) is a reserved special-use domain or below one. */
export function emailDomainIsReserved(email: string): boolean {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  const labels = domain.split('.');
  const top = labels.at(-1) ?? '';
  const second = labels.slice(-2).join('.');
  return RESERVED_TOP_LEVEL.includes(top) || RESERVED_SECOND_LEVEL.includes(second);
}
