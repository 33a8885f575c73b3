import { stdSerializers } from 'pino';
import { REDACTED, scrubText } from '@ordina/contracts';

/*
 * An error's message and stack as the log writes them (issue 36 "secrets never logged"). A bug's
 * error may quote the request it failed on — its body, its headers — and the log is read by more
 * people than the database: besides what an error report never carries (credentials, codes, card
 * data: `scrubText`, docs/decisions/026), the log leaves out the customer's e-mail address and
 * phone and the session cookie. The request lines themselves carry neither body nor headers.
 */

const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** `"phone": "…"`, `cookie=…`, `csrf: …` and the like inside a text (quoted JSON or a form). */
const PERSONAL_PAIR =
  /(["']?)([A-Za-z_-]*(?:phone|cookie|csrf|email)[A-Za-z_-]*)\1(\s*[:=]\s*)(["']?)([^"'&,;}]*[^"'&,;}\s])\4/gi;

/** A text with its secrets and the customer's contact details replaced by `[REDACTED]`. */
export function scrubLogText(text: string): string {
  return scrubText(text)
    .replace(
      PERSONAL_PAIR,
      (_match, quote: string, key: string, separator: string, valueQuote: string) =>
        `${quote}${key}${quote}${separator}${valueQuote}${REDACTED}${valueQuote}`,
    )
    .replace(EMAIL_ADDRESS, REDACTED);
}

/** pino's error serializer, with the message and stack scrubbed. */
export function logError(error: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(error);
  serialized.message = scrubLogText(serialized.message);
  if (typeof serialized.stack === 'string') serialized.stack = scrubLogText(serialized.stack);
  return serialized;
}
