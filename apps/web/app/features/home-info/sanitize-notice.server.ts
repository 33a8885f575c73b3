import sanitizeHtml from 'sanitize-html';

/**
 * The business's HTML notice (configuration.notice) is written by the
 * business, not by us: before it reaches a page it keeps only a few text tags
 * and safe links. Runs on the server only (the route loader), so the
 * sanitiser never ships to the browser; the page renders the cleaned string.
 */
const NOTICE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with their content (never shown as text): scripts, styles, frames.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  disallowedTagsMode: 'discard',
  // Links open in the same tab but never hand the page a window.opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
};

/** The notice HTML reduced to p, br, strong, em, b, i, ul, ol, li and a[href http(s)/mailto/tel] with rel="noopener". */
export function sanitizeNotice(html: string): string {
  return sanitizeHtml(html, NOTICE_OPTIONS).trim();
}
