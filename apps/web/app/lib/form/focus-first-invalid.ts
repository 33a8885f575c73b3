/**
 * Focuses the first of `names` in the order the form shows them (not the
 * order the rules were declared) and scrolls it to the middle of the screen:
 * focus alone scrolls just enough to show the field, which leaves it under
 * the sticky navbar. A composite field (the checkout's address) that has no
 * input of its own name marks its focusable element `data-field-name="…"`.
 * Returns the element focused, or null.
 */
export function focusFirstInvalid(
  form: HTMLFormElement | null,
  names: readonly string[],
): HTMLElement | null {
  if (!form || names.length === 0) return null;
  const wanted = new Set(names);
  for (const element of Array.from(form.querySelectorAll<HTMLElement>('[name], [data-field-name]'))) {
    const name = element.dataset.fieldName ?? element.getAttribute('name');
    if (name === null || !wanted.has(name) || (element as HTMLInputElement).disabled) continue;
    element.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    return element;
  }
  return null;
}
