import { z } from 'zod';
import * as contracts from '../index.ts';

/**
 * Moves the contracts' named schemas out of the operations into `components.schemas`: wherever an
 * operation's JSON Schema holds exactly what a schema exported by @ordina/contracts converts to
 * (`orderDetailSchema` → `OrderDetail`), it becomes a `$ref` to it. The business document, an order,
 * the storefront are then written once, not in every operation that answers them (docs/decisions/064).
 */

type Json = unknown;

/** Schemas smaller than this stay inline: a `$ref` to a one-field object reads worse than the object. */
const MIN_SHARED_LENGTH = 400;

/** Each exported schema's JSON Schema text (as input and as output) → its component name. */
function namedSchemas(): Map<string, string> {
  const names = new Map<string, string>();
  const exported = (Object.entries(contracts) as [string, unknown][])
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    // Shorter names first: of two exports of one schema (an alias) the plain one names it.
    .sort(([a], [b]) => a.length - b.length || a.localeCompare(b));
  for (const io of ['output', 'input'] as const) {
    for (const [exportName, schema] of exported) {
      let json: Record<string, unknown>;
      try {
        json = z.toJSONSchema(schema, { io, unrepresentable: 'throw' });
      } catch {
        continue;
      }
      delete json.$schema;
      const text = JSON.stringify(json);
      if (text.length < MIN_SHARED_LENGTH || names.has(text)) continue;
      const base = componentName(exportName);
      const taken = new Set(names.values());
      names.set(text, taken.has(base) ? `${base}Input` : base);
    }
  }
  return names;
}

/** `orderDetailResponseSchema` → `OrderDetailResponse`. */
function componentName(exportName: string): string {
  const bare = exportName.replace(/Schema$/, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** The document with its repeated named schemas in `components.schemas` (`document` is changed in place). */
export function shareNamedSchemas(document: Record<string, unknown>): Record<string, unknown> {
  const names = namedSchemas();
  const components: Record<string, Json> = {};

  const visit = (node: Json, isRoot: boolean): Json => {
    if (Array.isArray(node)) return node.map((item) => visit(item, false));
    if (node === null || typeof node !== 'object') return node;
    if (!isRoot) {
      const name = names.get(JSON.stringify(node));
      if (name !== undefined) {
        if (!(name in components)) {
          components[name] = null; // claimed before its content is visited (no self-reference loop)
          components[name] = visit(node, true);
        }
        return { $ref: `#/components/schemas/${name}` };
      }
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value, false)]));
  };

  const paths = visit(document.paths, true);
  // An input shape was named `…Input` because its output shape took the plain name; where only the input
  // is used (a request body), it takes the plain name back.
  const renames = Object.keys(components)
    .filter((name) => name.endsWith('Input') && !(name.slice(0, -'Input'.length) in components))
    .map((name) => [name, name.slice(0, -'Input'.length)] as const);
  let text = JSON.stringify({ paths, components });
  for (const [from, to] of renames)
    text = text
      .replaceAll(`"#/components/schemas/${from}"`, `"#/components/schemas/${to}"`)
      .replaceAll(`"${from}":`, `"${to}":`);
  const shared = JSON.parse(text) as { paths: Json; components: Record<string, Json> };
  const existing = (document.components ?? {}) as Record<string, unknown>;
  const sorted = Object.fromEntries(Object.entries(shared.components).sort(([a], [b]) => a.localeCompare(b)));
  document.paths = shared.paths;
  document.components = { ...existing, schemas: sorted };
  return document;
}
