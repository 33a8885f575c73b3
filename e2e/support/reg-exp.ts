/** `text` as a regular expression that matches it literally (a name with '+' or '(' in it). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
