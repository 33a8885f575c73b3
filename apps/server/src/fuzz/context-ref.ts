/*
 * A value the fuzz fills in when it sends a request rather than when it generates it: what a real client
 * holds at that moment (the signed-in customer's id, a freshly solved captcha, a new Idempotency-Key).
 * Generated requests are plain data with these in place; the target resolves them (target.ts), so a
 * customer whose account a fuzzed call deleted is replaced without regenerating the cases.
 */

/** What a reference may name. */
export type ContextName =
  'customerId' | 'captcha' | 'idempotencyKey' | 'staffId' | 'customerEmail' | 'staffEmail';

/** A value read from the target when the request is sent. */
export class ContextRef {
  constructor(readonly name: ContextName) {}
  toJSON(): string {
    return `<${this.name}>`;
  }
}

/** The reference to `name`. */
export const ref = (name: ContextName) => new ContextRef(name);

/** `value` with every reference replaced by `lookup`'s answer (objects and arrays copied, the rest kept). */
export async function resolveRefs(
  value: unknown,
  lookup: (name: ContextName) => Promise<unknown>,
): Promise<unknown> {
  if (value instanceof ContextRef) return lookup(value.name);
  if (Array.isArray(value)) {
    if (!value.some((item) => holdsRefs(item))) return value;
    return Promise.all(value.map((item) => resolveRefs(item, lookup)));
  }
  if (typeof value === 'object' && value !== null) {
    if (!holdsRefs(value)) return value;
    const copy: Record<string, unknown> = {};
    // defineProperty: an own `__proto__` key (a hostile value) stays a key instead of replacing the prototype.
    for (const [name, item] of Object.entries(value))
      Object.defineProperty(copy, name, {
        value: await resolveRefs(item, lookup),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return copy;
  }
  return value;
}

/** Whether a reference sits anywhere in `value` (shallow containers only: generated refs are never deep). */
function holdsRefs(value: unknown, depth = 0): boolean {
  if (value instanceof ContextRef) return true;
  if (depth > 12 || typeof value !== 'object' || value === null) return false;
  const items: unknown[] = Array.isArray(value) ? value : Object.values(value);
  // Huge generated arrays hold numbers only: no need to walk 100,000 of them.
  return items.length <= 1_000 && items.some((item) => holdsRefs(item, depth + 1));
}
