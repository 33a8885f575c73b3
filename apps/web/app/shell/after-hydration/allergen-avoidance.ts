import type { Allergen } from '@ordina/contracts';

// The customer's choice of the menu's allergen filter (docs/decisions/070), kept for the session and put on
// <html> as the classes app.css hides the cards by: `av-<code>` per allergen, `av-tr` for traces too,
// `av-on` while any is avoided.

const STORAGE_KEY = 'ordina.avoid-allergens';

/** What the customer avoids: the allergens, and whether their traces too. */
export interface AllergenAvoidance {
  readonly avoid: readonly Allergen[];
  readonly traces: boolean;
}

/** The session's choice, none when never made (or unreadable). */
export function readAvoidance(): AllergenAvoidance {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as AllergenAvoidance | null;
    if (stored && Array.isArray(stored.avoid)) return { avoid: stored.avoid, traces: stored.traces === true };
  } catch {
    // Storage refused (private mode) or garbled: nothing avoided.
  }
  return { avoid: [], traces: false };
}

/** Applies a choice to the page (the classes on <html>) and keeps it for the session. */
export function applyAvoidance(choice: AllergenAvoidance): void {
  const classes = document.documentElement.classList;
  for (const name of [...classes]) if (name.startsWith('av-')) classes.remove(name);
  for (const code of choice.avoid) classes.add(`av-${code}`);
  if (choice.traces) classes.add('av-tr');
  if (choice.avoid.length > 0) classes.add('av-on');
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Not kept, still applied to this page.
  }
}
