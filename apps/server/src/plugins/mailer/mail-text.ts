/**
 * Customer-typed text in the business's messages (issue 7: e-mails never
 * render a customer-supplied string as a link). Order e-mails carry notes,
 * floor, doorbell, an address, an e-mail and a phone the customer typed — and
 * anyone may type someone else's e-mail into an order. Mail clients turn
 * schemes, `www.`, dotted names and addresses into links in the text part and
 * the HTML part alike, so such text is "defanged" the way security reports
 * quote links: `evil[.]example`, `name[at]mail[.]it`, `https[:]//` — readable,
 * never clickable. It is also kept to one line (no control, line-separator or
 * bidirectional-formatting characters) of bounded length.
 */

// Control, format (bidi overrides, zero-width), unassigned and surrogate characters, and line/paragraph separators.
const NOT_VISIBLE = /[\p{C}\p{Zl}\p{Zp}]+/gu;
// A full stop between two letters or digits makes a name a mail client links (evil.example, www.x).
const LINKING_DOT = /(?<=[\p{L}\p{N}_-])\.(?=[\p{L}\p{N}])/gu;

/** A customer's text as a message may show it: one line, at most `max` characters, with nothing a mail client could link. */
export function mailSafeText(text: string | null | undefined, max = 500): string {
  const oneLine = (text ?? '').replace(NOT_VISIBLE, ' ').replace(/\s+/g, ' ').trim();
  const bounded = [...oneLine].length > max ? `${[...oneLine].slice(0, max - 1).join('')}…` : oneLine;
  return bounded.replace(/:\/\//g, '[:]//').replace(/@/g, '[at]').replace(LINKING_DOT, '[.]');
}
