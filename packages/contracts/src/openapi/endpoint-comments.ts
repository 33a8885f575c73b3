import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { OperationKey } from '../endpoints/endpoint.ts';
import type { OpenApiInput, OperationNotes, SectionNote } from './openapi-document.ts';

/**
 * The prose of the endpoint table, read from its source with the TypeScript parser (comments do not
 * exist at run time): each entry's doc comment becomes its operation's description, and each `//`
 * heading between entries a section (the document's tags). Node only: `npm run openapi` and its test.
 */

/** The endpoint table's source file. */
export const ENDPOINTS_SOURCE = new URL('../endpoints/endpoints.ts', import.meta.url);

/** The notes and sections of the table in `source` (endpoints.ts by default). */
export function endpointComments(source = readFileSync(ENDPOINTS_SOURCE, 'utf8')): Required<OpenApiInput> {
  const file = ts.createSourceFile('endpoints.ts', source, ts.ScriptTarget.Latest, true);
  const table = findTable(file);
  if (table === undefined) throw new Error('endpoints.ts: no defineEndpoints({ … }) table found');
  const notes: Partial<Record<OperationKey, OperationNotes>> = {};
  const sections: SectionNote[] = [];
  let section: string | undefined;
  for (const property of table.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.name)) continue;
    const comments = ts.getLeadingCommentRanges(source, property.getFullStart()) ?? [];
    let description: string | undefined;
    const heading: string[] = [];
    for (const range of comments) {
      const text = source.slice(range.pos, range.end);
      if (text.startsWith('/**')) description = docCommentText(text);
      else if (text.startsWith('//')) heading.push(text.replace(/^\/\/\s?/, ''));
    }
    if (heading.length > 0) {
      const full = heading.join(' ');
      section = sectionName(full);
      sections.push({ name: section, description: full });
    }
    notes[property.name.text as OperationKey] = {
      ...(description === undefined ? {} : { description }),
      ...(section === undefined ? {} : { section }),
    };
  }
  return { notes, sections };
}

/** The object literal passed to `defineEndpoints(…)`. */
function findTable(node: ts.Node): ts.ObjectLiteralExpression | undefined {
  if (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'defineEndpoints' &&
    node.arguments[0] !== undefined &&
    ts.isObjectLiteralExpression(node.arguments[0])
  )
    return node.arguments[0];
  return ts.forEachChild(node, findTable);
}

/** The text of a `/** … *\/` comment, its lines joined as paragraphs. */
function docCommentText(comment: string): string {
  return comment
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A heading's name: its words before the first parenthesis, colon or full stop ("Checkout (spec §7 …)." → "Checkout"). */
function sectionName(heading: string): string {
  return heading.split(/\s*[(:.]/)[0]?.trim() || heading;
}
