/*
 * What a customer may write about themselves: names and the short texts of an
 * address (floor, doorbell). These strings travel into the business's e-mails,
 * the order board and tokens, so they are one line of visible text: no line
 * breaks, tabs or other control characters (a name holding "\n\nYour refund is
 * ready: https://…" turned the confirmation e-mail into the attacker's
 * letter), no bidirectional overrides or isolates (which make text read in
 * another order than it is stored: "‮moc.evil" shows as "live.com"), no lone
 * UTF-16 surrogates (not text; PostgreSQL refuses them with a 500). Pure
 * functions, no zod: the browser's forms check the same rules (through
 * @ordina/domain) without loading a schema library.
 */

/** Longest first name or last name, in characters (code points). */
export const PERSON_NAME_MAX_LENGTH = 100;
/** Longest floor text of an address (spec §5, §9). */
export const FLOOR_MAX_LENGTH = 40;
/** Longest doorbell (intercom name) text of an address (spec §5, §9). */
export const DOORBELL_MAX_LENGTH = 60;

/**
 * Control characters (C0, DEL, C1: CR, LF, TAB, NUL, ESC…), lone surrogates,
 * line and paragraph separators, and the bidirectional formatting characters:
 * Arabic letter mark, LRM/RLM, embeddings and overrides (U+202A–U+202E) and
 * isolates (U+2066–U+2069).
 */
const NOT_ONE_LINE_OF_TEXT = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * A name's characters: letters and combining marks of any script, the space,
 * apostrophes (' ’ ʼ), hyphens (- ‐), the full stop of an initial, the
 * Catalan middle dot (·) and the zero-width (non-)joiners some scripts need.
 * No digits, no ':' '/' '@' or other symbols, so no address can be spelt.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M} '\u2019\u02BC\-\u2010.\u00B7\u200C\u200D]+$/u;

/** A full stop followed by anything but a space: "evil.example" could be linked by a mail client, "J. R." cannot. */
const DOT_INSIDE_A_WORD = /\.(?! |$)/u;

/** Length in characters (code points), as a person counts them and as the browser's checks do. */
export function textLength(text: string): number {
  return [...text].length;
}

/** Whether the text is one line of visible text: no control, separator or bidirectional-formatting characters, no lone surrogates. */
export function textIsSingleLine(text: string): boolean {
  return !NOT_ONE_LINE_OF_TEXT.test(text);
}

/**
 * Whether a (trimmed) first or last name has the shape of a name: letters of
 * any alphabet with spaces, apostrophes, hyphens and initials' full stops,
 * at least one letter, and nothing a mail client would turn into a link.
 * Length is checked apart (PERSON_NAME_MAX_LENGTH), so forms can say which rule failed.
 */
export function personNameIsWellFormed(name: string): boolean {
  return NAME_CHARACTERS.test(name) && /\p{L}/u.test(name) && !DOT_INSIDE_A_WORD.test(name);
}

/** The whole name rule for a trimmed first or last name: at most PERSON_NAME_MAX_LENGTH characters and well formed. */
export function personNameIsValid(name: string): boolean {
  return textLength(name) <= PERSON_NAME_MAX_LENGTH && personNameIsWellFormed(name);
}

/**
 * What a free text of several lines (an order's notes) may not keep: control
 * characters but the line break and the tab (NUL, ESC, DEL, C1…), lone
 * surrogates, and the bidirectional formatting characters (U+061C, LRM/RLM,
 * U+202A–U+202E, U+2066–U+2069) that make text read in another order than
 * it is stored.
 */
const NOT_FREE_TEXT = /(?![\n\t])[\p{Cc}\p{Cs}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A free text of several lines as it is stored (issue 31 item 14): line
 * breaks kept as `\n` (CR LF, CR and the Unicode separators too), every
 * character of NOT_FREE_TEXT removed. Notes are stripped, not refused: a
 * stray invisible character pasted from elsewhere should not cost the
 * customer their order, and nothing visible is lost.
 */
export function freeTextClean(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(NOT_FREE_TEXT, '');
}
