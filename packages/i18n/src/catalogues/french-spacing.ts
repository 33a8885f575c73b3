// French puts a space before two-part punctuation and it must never break:
// a no-break space before ':' and a narrow no-break space before ';', '!', '?'.
const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

/** Returns the catalogue with French no-break spaces before `: ; ! ?` (source files keep plain spaces). */
export function withFrenchSpacing<T extends Record<string, string>>(catalogue: T): T {
  const spaced = Object.entries(catalogue).map(([key, text]) => [key, frenchSpacing(text)] as const);
  return Object.fromEntries(spaced) as T;
}

/** Replaces the plain space before `: ; ! ?` with the no-break space French typography uses. */
export function frenchSpacing(text: string): string {
  return text.replace(/ :/g, `${NO_BREAK_SPACE}:`).replace(/ ([;!?])/g, `${NARROW_NO_BREAK_SPACE}$1`);
}
