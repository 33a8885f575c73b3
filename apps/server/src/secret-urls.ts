// The rules moved to @ordina/contracts so the browser's error reports redact the same secrets
// (docs/decisions/026); the server keeps importing them from here.
export { REDACTED, redactUrl, redactUrlsInText, urlCarriesSecret } from '@ordina/contracts';
